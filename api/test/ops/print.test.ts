/**
 * `ops print`: the PDFs read back with a text extractor (unpdf), one card per page with the code
 * and the names; orders marked printed; a second run prints nothing new.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIXED_GREETING_FONT, greetingFontSize } from '@littlegivers/shared/contract/greeting';
import { formatRedemptionCode } from '@littlegivers/shared/contract/redemption-code';
import { inArray } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import { buildTestApp, paidOrderWithCode, type TestApp } from '../helpers';
import { ops } from './ops-helpers';

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
    expect(first).toContain('Sam has given you the gift of giving.');
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

    const labels = await pages(path.join(dir, 'mailing-labels.pdf'));
    expect(labels).toHaveLength(manifest.orders.length);
    const label = labels.find((text) => text.includes(birthday.order.orderIdentifier)) ?? '';
    expect(label).toContain('Pat Lee');
    expect(label).toContain('1 Main St');
    expect(label).toContain('Springfield, IL 62701');
    expect(label).toMatch(/UNTRACKED|TRACKED/);
    const packing = (await pages(path.join(dir, 'packing-list.pdf'))).join(' ');
    expect(packing).toContain(birthday.order.orderIdentifier);
    expect(packing).toContain(custom.order.orderIdentifier);
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
