/**
 * `ops print`: the PDFs read back with a text extractor (unpdf), one card per page with the code
 * and the names; orders marked printed; a second run prints nothing new; the queue read a chunk
 * at a time, a batch larger than a chunk printed whole; a failed run leaves nothing.
 */

import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIXED_GREETING_FONT, greetingFontSize } from '@littlegivers/shared/contract/greeting';
import { formatRedemptionCode } from '@littlegivers/shared/contract/redemption-code';
import { inArray } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import type { PostalRepository } from '../../src/repositories/postal';
import { type PrintQueueEntry, printQueue, printQueueEntries } from '../../src/services/print-queue';
import { buildTestApp, paidOrderWithCode, type TestApp } from '../helpers';
import { qrTextIn, renderPdfPage } from '../pdf-qr';
import { ops, redeem } from './ops-helpers';

let t: TestApp;
let out: string;
beforeEach(async () => {
  t = await buildTestApp();
  out = mkdtempSync(path.join(tmpdir(), 'lg-print-'));
});
afterEach(async () => {
  await t.close();
  rmSync(out, { recursive: true, force: true });
});

async function pages(file: string): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(readFileSync(file)));
  const { text } = await extractText(pdf, { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' '));
}

describe('ops print', () => {
  it('renders one card per page with greeting, names and grouped code, plus packing list and labels', async () => {
    const birthday = await paidOrderWithCode(t.app, { recipientName: 'Ava', fromName: 'Sam', cardType: 3 });
    const custom = await paidOrderWithCode(t.app, {
      recipientName: 'Noah',
      fromName: 'Grandma Jo',
      cardType: null,
      customMessage: 'Go change the world, kiddo!',
      package: 3,
    });
    const dir = path.join(out, 'batch');
    const run = await ops(t.database, ['print', '--out', dir]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(['cards.pdf', 'mailing-labels.pdf', 'manifest.json', 'packing-list.pdf']);

    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
    const cards = await pages(path.join(dir, 'cards.pdf'));
    // One page per card, in manifest order.
    expect(cards).toHaveLength(manifest.orders.length);
    const pageOf = (identifier: string) =>
      manifest.orders.find((entry: { orderIdentifier: string }) => entry.orderIdentifier === identifier).cardPage - 1;

    const first = cards[pageOf(birthday.order.orderIdentifier)] ?? '';
    expect(first).toContain(formatRedemptionCode(birthday.code));
    expect(first).toContain('Happy Birthday, Ava!');
    expect(first).toContain('Here is the gift of giving, from Sam.');
    expect(first).toContain('For Ava');
    expect(first).toContain('from Sam');
    const second = cards[pageOf(custom.order.orderIdentifier)] ?? '';
    expect(second).toContain(formatRedemptionCode(custom.code));
    expect(second).toContain('Go change the world, kiddo!');
    expect(second).toContain('For Noah');
    expect(second).toContain('from Grandma Jo');
    expect(second).not.toContain(formatRedemptionCode(birthday.code));

    // The spec's greeting font: chosen greeting 32/44, custom text by its length.
    const entry = (identifier: string) =>
      manifest.orders.find((row: { orderIdentifier: string }) => row.orderIdentifier === identifier);
    expect(entry(birthday.order.orderIdentifier)).toMatchObject({
      greetingFontSize: FIXED_GREETING_FONT.fontSize,
      greetingLineHeight: FIXED_GREETING_FONT.lineHeight,
    });
    expect(entry(custom.order.orderIdentifier)).toMatchObject({
      greetingFontSize: greetingFontSize('Go change the world, kiddo!').fontSize,
      greetingLineHeight: greetingFontSize('Go change the world, kiddo!').lineHeight,
    });
    // The trim size is stated in the file.
    const pdf = await getDocumentProxy(new Uint8Array(readFileSync(path.join(dir, 'cards.pdf'))));
    const page = await pdf.getPage(1);
    expect(page.view.slice(2)).toEqual([7 * 72, 5 * 72]);

    // Every card says where to open the gift, and its QR code opens the kidspage with its code.
    expect(first).toContain('open your gift at localhost:3000/kidspage');
    const cardsPdf = readFileSync(path.join(dir, 'cards.pdf'));
    expect(qrTextIn(renderPdfPage(cardsPdf, pageOf(birthday.order.orderIdentifier) + 1))).toBe(
      `http://localhost:3000/kidspage#code=${formatRedemptionCode(birthday.code)}`,
    );

    // The label is for the envelope: the return address and the ship-to, nothing for the operator
    // (label page N = card N; the package and tracking are on the packing list).
    const labels = await pages(path.join(dir, 'mailing-labels.pdf'));
    expect(labels).toHaveLength(manifest.orders.length);
    const label = labels[pageOf(birthday.order.orderIdentifier)] ?? '';
    expect(label).toBe(
      'Little Givers PO Box 0000 Springfield, IL 62701 SHIP TO Pat Lee 1 Main St Apt 2 Springfield, IL 62701 UNITED STATES',
    );
    for (const text of labels) {
      expect(text).not.toMatch(/ops ship|tracking|TRACKED|LG-/i);
    }
    const packing = (await pages(path.join(dir, 'packing-list.pdf'))).join(' ');
    expect(packing).toContain(birthday.order.orderIdentifier);
    expect(packing).toContain(custom.order.orderIdentifier);
    expect(packing).toContain('record the tracking number with ops ship');
    // The packing list and labels carry no codes.
    expect(packing).not.toContain(formatRedemptionCode(birthday.code));
    expect(labels.join(' ')).not.toContain(formatRedemptionCode(birthday.code));

    const rows = await t.app.db
      .select()
      .from(orders)
      .where(inArray(orders.orderIdentifier, [birthday.order.orderIdentifier, custom.order.orderIdentifier]));
    expect(rows.every((row) => row.printedAt !== null)).toBe(true);
  });

  it('is safe to run twice: the second run prints nothing new and writes no folder', async () => {
    const { order } = await paidOrderWithCode(t.app);
    const first = await ops(t.database, ['print', '--out', path.join(out, 'one')]);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(order.orderIdentifier);
    const second = await ops(t.database, ['print', '--out', path.join(out, 'two')]);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('Nothing to print');
    expect(existsSync(path.join(out, 'two'))).toBe(false);
  });

  it('--dry-run writes the files but leaves the orders on the queue; an occupied folder is refused', async () => {
    const { order } = await paidOrderWithCode(t.app);
    const dir = path.join(out, 'dry');
    const dry = await ops(t.database, ['print', '--out', dir, '--dry-run']);
    expect(dry.code).toBe(0);
    expect(existsSync(path.join(dir, 'cards.pdf'))).toBe(true);
    const queue = await ops(t.database, ['orders', '--status', 'paid', '--format', 'json']);
    expect(JSON.parse(queue.stdout).map((row: { orderIdentifier: string }) => row.orderIdentifier)).toContain(
      order.orderIdentifier,
    );
    const clash = await ops(t.database, ['print', '--out', dir]);
    expect(clash.code).toBe(1);
    expect(clash.stderr).toContain('already holds cards.pdf');
    const stillQueued = await ops(t.database, ['orders', '--status', 'paid', '--format', 'json']);
    expect(stillQueued.stdout).toContain(order.orderIdentifier);
  });

  it('holds back an order whose names the standard fonts cannot print, and prints it with --font', async () => {
    const { order, code } = await paidOrderWithCode(t.app, { recipientName: 'Mei 美', fromName: 'Ana' });
    const held = await ops(t.database, ['print', '--out', path.join(out, 'held')]);
    expect(held.code).toBe(1);
    expect(held.stderr).toContain(`held back ${order.orderIdentifier}`);
    expect(held.stderr).toContain('美');
    const queued = await ops(t.database, ['orders', '--status', 'paid', '--format', 'json']);
    expect(queued.stdout).toContain(order.orderIdentifier);
    const font = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
    if (existsSync(font)) {
      const dir = path.join(out, 'font');
      const printed = await ops(t.database, ['print', '--out', dir, '--font', font]);
      expect(printed.code).toBe(0);
      const text = (await pages(path.join(dir, 'cards.pdf'))).join(' ');
      expect(text).toContain(formatRedemptionCode(code));
    } else {
      const missing = await ops(t.database, ['print', '--font', path.join(out, 'no-such-font.ttf')]);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('no such file');
    }
  });
});

describe('ops print reads its queue a chunk at a time', () => {
  /** Paid mailed orders, one after the other (the queue's order). */
  async function paidOrders(count: number) {
    const made = [];
    for (let i = 0; i < count; i += 1) made.push(await paidOrderWithCode(t.app, { recipientName: `Kid ${i}` }));
    return made;
  }
  const printedAt = async (identifiers: string[]) =>
    (await t.app.db.select().from(orders).where(inArray(orders.orderIdentifier, identifiers))).map(
      (row) => row.printedAt,
    );

  it('reads and decrypts the locked orders a chunk at a time, the next one only when it is needed', async () => {
    await paidOrders(5);
    await t.app.repositories.transaction(async ({ postal: mail }) => {
      const ids = await mail.lockUnprinted();
      // The real repository, its reads counted.
      const reads: number[] = [];
      const counted: PostalRepository = {
        ...mail,
        printQueue: (options) => {
          reads.push(options?.orderIds?.length ?? 0);
          return mail.printQueue(options);
        },
      };
      const entries = printQueueEntries(counted, t.app.vault, ids, 2);
      const first = await entries.next();
      expect(reads).toEqual([2]);
      const read = [first.value as PrintQueueEntry];
      for await (const entry of entries) read.push(entry);
      // Two at a time (on PostgreSQL, the file's earlier tests may have left orders on the queue).
      expect(ids.length).toBeGreaterThanOrEqual(5);
      expect(reads).toEqual(
        Array.from({ length: Math.ceil(ids.length / 2) }, (_, chunk) => Math.min(2, ids.length - 2 * chunk)),
      );
      // The same entries, in the same order, as the queue read whole.
      expect(read).toEqual(await printQueue(mail, t.app.vault));
    });
  });

  it('prints a batch larger than a chunk whole: every order once, in queue order, as one chunk would', async () => {
    const made = await paidOrders(5);
    const redeemed = made[2]?.order.orderIdentifier ?? '';
    await redeem(t.app, made[2]?.code ?? '', [[1, 20]]);
    // The queue, in order (on PostgreSQL, with what the file's earlier tests left on it).
    const queue = (await printQueue(t.app.repositories.postal, t.app.vault)).map((entry) => entry.orderIdentifier);
    const now = new Date();
    const run = (name: string, options: { chunkSize?: number; dryRun?: boolean }) =>
      t.app.printing.printBatch({ outDir: path.join(out, name), now, ...options });
    const oneChunk = await run('one-chunk', { dryRun: true });
    const chunked = await run('chunked', { chunkSize: 2 });

    const held = chunked.held.map((order) => order.orderIdentifier);
    const expected = queue.filter((identifier) => !held.includes(identifier));
    expect(chunked.held).toContainEqual({ orderIdentifier: redeemed, reason: 'code already redeemed' });
    expect(expected).toEqual(
      expect.arrayContaining(
        made.map(({ order }) => order.orderIdentifier).filter((identifier) => identifier !== redeemed),
      ),
    );
    expect(expected.length).toBeGreaterThan(2);
    for (const batch of [oneChunk, chunked]) {
      expect(batch.printed.map((order) => order.orderIdentifier)).toEqual(expected);
      expect(batch.held).toEqual(chunked.held);
    }
    const file = (batch: string, name: string) => path.join(out, batch, name);
    const manifest = (batch: string) => readFileSync(file(batch, 'manifest.json'), 'utf8');
    // Streamed, the manifest is still JSON.stringify(manifest, null, 2)'s text.
    const written = JSON.parse(manifest('chunked'));
    expect(manifest('chunked')).toBe(`${JSON.stringify(written, null, 2)}\n`);
    expect(written.orders.map((order: { orderIdentifier: string }) => order.orderIdentifier)).toEqual(expected);
    expect(written.orders.map((order: { cardPage: number }) => order.cardPage)).toEqual(
      expected.map((_, index) => index + 1),
    );
    const { batch: _one, dryRun: _dry, ...sameAsOneChunk } = JSON.parse(manifest('one-chunk'));
    expect(written).toEqual({ ...sameAsOneChunk, batch: 'chunked', dryRun: false });
    // The same pages, in the same order.
    for (const name of ['cards.pdf', 'mailing-labels.pdf']) {
      const pagesOf = await pages(file('chunked', name));
      expect(pagesOf).toEqual(await pages(file('one-chunk', name)));
      // Each card names its order; a label carries none (the packing list pairs them by page).
      if (name === 'cards.pdf')
        pagesOf.forEach((page, index) => {
          expect(page).toContain(expected[index]);
        });
    }
    const packing = (batch: string) => pages(file(batch, 'packing-list.pdf'));
    expect((await packing('chunked')).join(' ').replaceAll('chunked', 'one-chunk')).toBe(
      (await packing('one-chunk')).join(' '),
    );
    expect((await packing('chunked')).join(' ')).toContain(`Batch chunked · ${expected.length} order(s)`);

    // Marked printed, once; the held order stays on the queue.
    expect(await printedAt(expected)).toEqual(expected.map(() => now));
    expect(await printedAt(held)).toEqual(held.map(() => null));
    const again = await run('again', { chunkSize: 2 });
    expect(again.printed).toEqual([]);
  });

  it('a failed run leaves no file, not even a partial one, and marks nothing printed', async () => {
    const made = await paidOrders(3);
    const notAFont = path.join(out, 'not-a-font.ttf');
    writeFileSync(notAFont, 'not a font');
    const dir = path.join(out, 'failed');
    await expect(
      t.app.printing.printBatch({
        outDir: dir,
        now: new Date(),
        fonts: { regular: notAFont },
        chunkSize: 2,
      }),
    ).rejects.toThrow();
    expect(readdirSync(dir)).toEqual([]);
    expect(await printedAt(made.map(({ order }) => order.orderIdentifier))).toEqual([null, null, null]);
  });
});
