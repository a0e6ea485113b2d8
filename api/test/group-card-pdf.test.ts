/**
 * A group card on paper names its givers as the card does (docs/group-gifts.md): every name when
 * they fit, else "Grandma, Uncle Ben and 3 more". Read back with poppler's pdftotext, as the
 * print-at-home tests read the card: the PDF the organizer downloads, and the printed card of a
 * mailed group card in an `ops print` batch.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pdfWords } from '@littlegivers/design/pdf-proof';
import { formatRedemptionCode } from '@littlegivers/shared/contract/redemption-code';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema';
import type { GroupNoticeData } from '../src/mail/message-data';
import { chipIn, organizer, payPostage, startGroup } from './group-helpers';
import { buildTestApp, codeOf, type TestApp } from './helpers';
import { ops } from './ops/ops-helpers';

/** Five givers: too many names for the card's "from", so it names the first two and counts the rest. */
const GIVERS = ['Grandma', 'Uncle Ben', 'Aunt Marguerite', 'Cousin Theodore', 'Joe'];
const SHORTENED = 'Grandma, Uncle Ben and 3 more';

let t: TestApp;
let scratch: string;
beforeAll(async () => {
  t = await buildTestApp();
  scratch = mkdtempSync(path.join(tmpdir(), 'lg-group-card-'));
});
afterAll(async () => {
  await t.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** The words of a PDF's page as poppler reads them, joined by single spaces. */
function textOf(file: string, page = 1): string {
  return pdfWords(file, page)
    .map((word) => word.text)
    .join(' ');
}

/** A group card with every name of `givers` chipped in, closed by its organizer. */
async function closedGroup(delivery: 'print' | 'mail', givers: readonly string[]) {
  const started = await startGroup(t.app, { delivery, card: { recipientName: 'Ava' } });
  if (delivery === 'mail') expect((await payPostage(t.app, started)).statusCode).toBe(200);
  for (const name of givers) await chipIn(t.app, started.shareToken, { name, amount: 10 });
  expect((await organizer(t.app, started.organizerToken, '/close')).json()).toMatchObject({ state: 'closed' });
  return started;
}

/** The card's PDF as the organizer downloads it, through the link of the close's message. */
async function downloadedCard(groupId: number): Promise<string> {
  const [notice] = await t.app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.idempotencyKey, `group-closed:${groupId}`));
  const ciphertext = (notice?.data as GroupNoticeData | undefined)?.links?.downloadCiphertext;
  if (!ciphertext) throw new Error('the close sent no download link');
  const response = await t.app.inject({ method: 'GET', url: `/api/cardDownload/${t.app.vault.decrypt(ciphertext)}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const file = path.join(scratch, `card-${groupId}.pdf`);
  writeFileSync(file, response.rawPayload);
  return file;
}

describe("a group card's givers on paper", () => {
  it('the print-at-home PDF names the first givers and counts the rest when the names do not fit', async () => {
    const { group } = await closedGroup('print', GIVERS);
    const text = textOf(await downloadedCard(group.id));
    expect(text).toContain(`from ${SHORTENED}`);
    expect(text).toContain('For Ava');
    expect(text).not.toContain('Cousin Theodore');
  });

  it('the print-at-home PDF names every giver when they fit', async () => {
    const { group } = await closedGroup('print', ['Grandma', 'Uncle Ben', 'Ann']);
    expect(textOf(await downloadedCard(group.id))).toContain('from Grandma, Uncle Ben and Ann');
  });

  it("a mailed group card's printed card names them the same way, with its one code", async () => {
    const { group } = await closedGroup('mail', GIVERS);
    const card = await t.app.repositories.orders.findById(group.orderId);
    const dir = path.join(scratch, 'batch');
    const run = await ops(t.database, ['print', '--out', dir]);
    expect(run.code).toBe(0);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {
      orders: { orderIdentifier: string; cardPage: number }[];
    };
    const entry = manifest.orders.find((row) => row.orderIdentifier === card?.orderIdentifier);
    if (!entry) throw new Error('the group card is not in the print batch');
    const text = textOf(path.join(dir, 'cards.pdf'), entry.cardPage);
    expect(text).toContain(`from ${SHORTENED}`);
    expect(text).toContain('For Ava');
    expect(text).toContain(formatRedemptionCode(await codeOf(t.app, group.orderId)));
  });
});
