/**
 * Print at home, through the API: the shipping method marked as needing no address, money for
 * both deliveries, the ship-to refused or required, the download token (issued with the code,
 * hashed at rest, unknown / expired / revoked after a reissue → 404, rate limited → 429), the card
 * PDF read back with unpdf and poppler (the code on it is the stored code, every copy grouped), the
 * receipt's link without the code, and no code or token in the logs.
 */

import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pdfWords } from '@littlegivers/design/pdf-proof';
import { formatRedemptionCode } from '@littlegivers/shared/contract/redemption-code';
import { PRINT_AT_HOME_NO_ADDRESS, SHIP_TO_FIELDS } from '@littlegivers/shared/contract/schemas/order';
import { packageListSchema } from '@littlegivers/shared/contract/schemas/package';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardDownloads, mailOutbox, orderLineItems, orders } from '../src/db/schema';
import { CARD_NOT_FOUND } from '../src/routes/card-download';
import {
  boughtPrintAtHome,
  buildTestApp,
  capturedLog,
  codeOf,
  createOrder,
  PRINT_PACKAGE,
  printOverrides,
  type TestApp,
  validOrderPayload,
} from './helpers';
import { qrTextIn, renderPdfPage } from './pdf-qr';

const printPayload = (overrides: Record<string, unknown> = {}) => validOrderPayload(printOverrides(overrides));

/** The text of each page of a PDF, spaces collapsed, and the first page's size in points. */
async function readPdf(body: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: false });
  const page = await pdf.getPage(1);
  return { pages: text.map((page) => page.replace(/\s+/g, ' ')), size: page.view.slice(2).map(Math.round) };
}

/** The words of a one-page PDF as poppler reads them (pdftotext keeps each word's glyphs together). */
function pdfWordsOf(body: Buffer): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'lg-card-'));
  try {
    writeFileSync(path.join(dir, 'card.pdf'), body);
    return pdfWords(path.join(dir, 'card.pdf')).map((word) => word.text);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const download = (app: FastifyInstance, token: string, query = '') =>
  app.inject({ method: 'GET', url: `/api/cardDownload/${token}${query}` });

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('the delivery choice: money and the ship-to', () => {
  it("offers 'print at home' at $0 as a delivery that needs no address, after the mailed methods", async () => {
    const all = packageListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/package' })).json());
    const list = all.filter((pkg) => pkg.delivery !== 'email'); // the e-card follows: test/ecard.test.ts
    expect(list.at(-1)).toMatchObject({ id: PRINT_PACKAGE, publicFacingName: 'print at home', cost: 0 });
    expect(list.at(-1)?.delivery).toBe('print');
    expect(list.slice(0, -1).map((pkg) => [pkg.id, pkg.delivery])).toEqual([
      [1, 'mail'],
      [2, 'mail'],
      [3, 'mail'],
    ]);
  });

  it('prices a print-at-home order at gift + $0 + donation and stores no ship-to', async () => {
    const order = await createOrder(t.app, printOverrides());
    expect(order.total).toBe(21);
    expect(order.lineItems).toEqual([
      expect.objectContaining({ lineItem: 'giftAmount', amount: 20 }),
      expect.objectContaining({ lineItem: 'shipping', amount: 0, note: 'print at home' }),
      expect.objectContaining({ lineItem: 'donation', amount: 1 }),
    ]);
    const [stored] = await t.app.db.select().from(orders).where(eq(orders.id, order.rowId));
    expect(stored).toMatchObject({ delivery: 'print', shippingCents: 0, totalCents: 2100, shippingAddress1: null });
    expect(SHIP_TO_FIELDS.map((field) => stored?.[field as keyof typeof stored])).toEqual(
      SHIP_TO_FIELDS.map(() => null),
    );
    const lines = await t.app.db.select().from(orderLineItems).where(eq(orderLineItems.orderId, order.rowId));
    expect(lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(2100);
  });

  it("prices a mailed order with its package's cost and keeps its ship-to, as before", async () => {
    const order = await createOrder(t.app, { package: 2, total: 1 });
    expect(order.total).toBe(29.95);
    const [stored] = await t.app.db.select().from(orders).where(eq(orders.id, order.rowId));
    expect(stored).toMatchObject({ delivery: 'mail', shippingCents: 895, shippingCity: 'Springfield' });
  });

  it('refuses a print-at-home order that carries an address, and stores nothing', async () => {
    const before = (await t.app.db.select().from(orders)).length;
    const withAddress = await t.app.inject({
      method: 'POST',
      url: '/api/Order',
      payload: printPayload({ shippingAddress1: '1 Main St', shippingCity: 'Springfield' }),
    });
    expect(withAddress.statusCode).toBe(400);
    expect(withAddress.json()).toEqual({ message: `shippingAddress1: ${PRINT_AT_HOME_NO_ADDRESS}` });
    // The print package with a mailed delivery (an address sent to it) is refused too.
    const mailedToPrint = await t.app.inject({
      method: 'POST',
      url: '/api/Order',
      payload: validOrderPayload({ package: PRINT_PACKAGE }),
    });
    expect(mailedToPrint.statusCode).toBe(400);
    expect(mailedToPrint.json().message).toBe(
      'package: "print at home" is printed at home: send delivery "print" and no address',
    );
    expect((await t.app.db.select().from(orders)).length).toBe(before);
  });

  it("requires the address of a mailed order with the spec's messages, even when a mailed package is asked to print", async () => {
    const noAddress = await t.app.inject({
      method: 'POST',
      url: '/api/Order',
      payload: printPayload({ delivery: 'mail' }),
    });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json()).toEqual({ message: 'shippingFirstName: Please include the shipping first name' });
    const noZip = await t.app.inject({
      method: 'POST',
      url: '/api/Order',
      payload: validOrderPayload({ shippingZip: undefined }),
    });
    expect(noZip.json()).toEqual({ message: 'shippingZip: Please include the shipping zipcode' });
    const printOnMailPackage = await t.app.inject({
      method: 'POST',
      url: '/api/Order',
      payload: printPayload({ package: 1 }),
    });
    expect(printOnMailPackage.statusCode).toBe(400);
    expect(printOnMailPackage.json().message).toBe(
      'package: "Standard mail" is mailed: send delivery "mail" and the address',
    );
  });
});

describe('the download token and the card', () => {
  it('is issued with the code when the order is paid, in the paid answer, stored only hashed and encrypted', async () => {
    const { order, answer, token } = await boughtPrintAtHome(t.app);
    expect(answer).toMatchObject({ status: 'paid', delivery: 'print', total: 21 });
    expect(answer).not.toHaveProperty('mailBy');
    expect(answer.downloadUrl).toBe(`http://localhost:3100/api/cardDownload/${token}`);
    expect(Buffer.from(token, 'base64url').length).toBe(32); // 256 bits
    const rows = await t.app.db.select().from(cardDownloads).where(eq(cardDownloads.orderId, order.rowId));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const days = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    // Asking again (a retried request) gives the same link and issues no other.
    const again = await t.app.inject({ method: 'POST', url: `/api/Order/${order.id}/skipPayment` });
    expect(again.json().downloadUrl).toBe(answer.downloadUrl);
    expect(await t.app.db.select().from(cardDownloads).where(eq(cardDownloads.orderId, order.rowId))).toHaveLength(1);
  });

  it('a mailed order gets no link', async () => {
    const order = await createOrder(t.app);
    const paid = await t.app.inject({ method: 'POST', url: `/api/Order/${order.id}/skipPayment` });
    expect(paid.json()).not.toHaveProperty('downloadUrl');
    expect(await t.app.db.select().from(cardDownloads).where(eq(cardDownloads.orderId, order.rowId))).toEqual([]);
  });

  it('answers the card as a PDF, private and not stored, with the code on its token panel (Letter by default, A4)', async () => {
    const { token, code, order } = await boughtPrintAtHome(t.app);
    const letter = await download(t.app, token);
    expect(letter.statusCode).toBe(200);
    expect(letter.headers['content-type']).toBe('application/pdf');
    expect(letter.headers['cache-control']).toBe('private, no-store');
    expect(letter.headers['referrer-policy']).toBe('no-referrer'); // the URL is the secret
    expect(letter.headers['content-disposition']).toBe(
      `attachment; filename="little-givers-card-${order.orderIdentifier}.pdf"`,
    );
    const read = await readPdf(letter.rawPayload);
    expect(read.size).toEqual([612, 792]);
    expect(read.pages).toHaveLength(1);
    expect(read.pages[0]).toContain('For Ava');
    expect(read.pages[0]).toContain('Cut along the marks, fold on the dashed line');
    const a4 = await download(t.app, token, '?paper=a4');
    expect((await readPdf(a4.rawPayload)).size).toEqual([595, 842]);
    // The decrypted code, every copy grouped as formatRedemptionCode groups it: one word on the
    // label beside the token and one on the card's back, two halves on the token; never ungrouped.
    const grouped = formatRedemptionCode(code);
    const [first, second, third, fourth] = grouped.split('-');
    for (const body of [letter.rawPayload, a4.rawPayload]) {
      const words = pdfWordsOf(body);
      expect(words.filter((word) => word === grouped)).toHaveLength(2);
      expect(words).toContain(`${first}-${second}`);
      expect(words).toContain(`${third}-${fourth}`);
      expect(words.join(' ')).not.toContain(code);
    }
    expect((await download(t.app, token, '?paper=legal')).statusCode).toBe(400);
  });

  it("carries the kidspage's address and a QR code opening it, the code only in the link's fragment", async () => {
    const { token, code } = await boughtPrintAtHome(t.app);
    const letter = (await download(t.app, token)).rawPayload;
    const text = (await readPdf(letter)).pages[0] ?? '';
    // The address (SITE_URL's kidspage, here the local default) and the kidspage's real button.
    expect(text).toContain('open your gift at localhost:3000/kidspage');
    expect(text).toContain('With a grown-up, go to localhost:3000/kidspage, type the code and press "open my gift".');
    expect(text).not.toContain('redeem a gift');
    // Both QR codes (the front's label, the back below the fold) open the kidspage with the code.
    const page = renderPdfPage(letter);
    const expected = `http://localhost:3000/kidspage#code=${formatRedemptionCode(code)}`;
    expect(qrTextIn(page, { top: 0, bottom: 0.5 })).toBe(expected);
    expect(qrTextIn(page, { top: 0.5, bottom: 1 })).toBe(expected);
    const link = new URL(expected);
    expect(`${link.pathname}${link.search}`).toBe('/kidspage'); // what reaches a server: no code
  });

  it('prints the configured SITE_URL on the card and in its QR code', async () => {
    const site = await buildTestApp({ env: { SITE_URL: 'https://gifts.example.org/' }, database: t.database });
    try {
      const { token, code } = await boughtPrintAtHome(site.app);
      const letter = (await download(site.app, token)).rawPayload;
      expect((await readPdf(letter)).pages[0]).toContain('open your gift at gifts.example.org/kidspage');
      expect(qrTextIn(renderPdfPage(letter), { top: 0, bottom: 0.5 })).toBe(
        `https://gifts.example.org/kidspage#code=${formatRedemptionCode(code)}`,
      );
    } finally {
      await site.close();
    }
  });

  it('answers the same 404 for an unknown, a malformed and an expired token', async () => {
    const unknown = await download(t.app, Buffer.alloc(32, 7).toString('base64url'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: CARD_NOT_FOUND });
    expect((await download(t.app, 'not-a-token')).json()).toEqual({ message: CARD_NOT_FOUND });
    const { token, order } = await boughtPrintAtHome(t.app);
    expect((await download(t.app, token)).statusCode).toBe(200);
    await t.app.db
      .update(cardDownloads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(cardDownloads.orderId, order.rowId));
    const expired = await download(t.app, token);
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toBe(unknown.body);
  });

  it('a reissue revokes the old link (404) and gives a new one that opens the new code', async () => {
    const { token, code, order } = await boughtPrintAtHome(t.app);
    const result = await t.app.reissue.reissueCode(order.orderIdentifier, {
      now: new Date(),
      reason: 'test',
    });
    if (result.outcome !== 'reissued' || !result.downloadUrl) throw new Error('not reissued with a link');
    expect((await download(t.app, token)).statusCode).toBe(404);
    // A browser opening the old link gets a page in the product's look saying what to do.
    const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
    const page = await t.app.inject({ method: 'GET', url: `/api/cardDownload/${token}`, headers: { accept: browser } });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('private, no-store');
    const dom = new JSDOM(page.body).window.document;
    // The link was closed by the reissue: the page says a new card was issued and where its link went.
    expect(dom.querySelector('h1')?.textContent).toBe('a new card was issued for this gift');
    expect(dom.title).toBe('a new card was issued for this gift · Little Givers');
    const words = dom.body.textContent?.replace(/\s+/g, ' ') ?? '';
    expect(words).toContain('this card was replaced by a new card with a new secret code');
    expect(words).toContain('its link was e-mailed to the person who bought the gift');
    expect(words).toContain('Print the new card from the link in that e-mail');
    expect(words).toContain('Email us at hello@littlegivers.example with your order number');
    expect(dom.querySelector('a[href="mailto:hello@littlegivers.example"]')).not.toBeNull();
    expect(page.body).not.toContain('"message"');
    expect(page.body).not.toContain(token);
    // Programs keep the JSON answer: asked for JSON, for anything, or with no Accept at all.
    for (const accept of ['application/json', '*/*', 'application/json, text/html;q=0.5']) {
      const answer = await t.app.inject({ method: 'GET', url: `/api/cardDownload/${token}`, headers: { accept } });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: CARD_NOT_FOUND });
    }
    const newCode = await codeOf(t.app, order.rowId);
    expect(newCode).not.toBe(code);
    const fresh = await t.app.inject({ method: 'GET', url: new URL(result.downloadUrl).pathname });
    expect(fresh.statusCode).toBe(200);
    const text = (await readPdf(fresh.rawPayload)).pages[0] ?? '';
    expect(text).toContain(formatRedemptionCode(newCode));
    expect(text).not.toContain(formatRedemptionCode(code));
    // The paid answer now gives the new link; the order never joined the print queue.
    const again = await t.app.inject({ method: 'POST', url: `/api/Order/${order.id}/skipPayment` });
    expect(again.json().downloadUrl).toBe(result.downloadUrl);
    const [stored] = await t.app.db.select().from(orders).where(eq(orders.id, order.rowId));
    expect(stored?.printedAt).toBeNull();
  });

  it('the receipt carries the link (Letter and A4), never the code; a mailed receipt keeps its ship-to', async () => {
    const { order, answer, code } = await boughtPrintAtHome(t.app);
    await t.app.mail.drain();
    const [receipt] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.idempotencyKey, `order-paid:${order.rowId}`));
    expect(receipt?.status).toBe('sent');
    // The row's data holds the token encrypted, not in clear.
    const token = new URL(answer.downloadUrl as string).pathname.split('/').pop() as string;
    expect(JSON.stringify(receipt?.data)).not.toContain(token);
    expect(receipt?.text).toContain('download your card (PDF)');
    expect(receipt?.html).toContain(`${answer.downloadUrl}?paper=letter`);
    expect(receipt?.html).toContain(`${answer.downloadUrl}?paper=a4`);
    expect(receipt?.text).not.toContain('Ship to');
    for (const form of [code, formatRedemptionCode(code)]) {
      expect(receipt?.html).not.toContain(form);
      expect(receipt?.text).not.toContain(form);
    }
  });
});

describe('limits and logs', () => {
  it('limits downloads per client (429) and logs neither the token nor the code', async () => {
    const log = capturedLog();
    const own = await buildTestApp({ logStream: log.logStream });
    try {
      const { token, code } = await boughtPrintAtHome(own.app);
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) statuses.push((await download(own.app, token)).statusCode);
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
      expect(statuses[20]).toBe(429);
      const logs = log.lines.join('');
      expect(logs).toContain('/api/cardDownload/:token');
      expect(logs).not.toContain(token);
      expect(logs).not.toContain(code);
      expect(logs).not.toContain(formatRedemptionCode(code));
    } finally {
      await own.close();
    }
  });
});
