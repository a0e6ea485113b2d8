/**
 * The purchaser's link: issued with the code when the order is paid (256 bits, only its hash and
 * ciphertext stored), in the receipt (and never in clear in the outbox row's data), opening the
 * purchaser's view through POST /purchaserView; unknown, malformed and revoked tokens alike 404;
 * rate limited; the token never in the logs.
 */
import { createHash } from 'node:crypto';
import { purchaserViewSchema } from '@littlegivers/shared/contract/schemas/purchaser-view';
import { tokenFromHash } from '@littlegivers/shared/contract/schemas/secret-link';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, purchaserLinks } from '../src/db/schema';
import { PURCHASER_LINK_NOT_FOUND } from '../src/routes/purchaser-view';
import { buildTestApp, capturedLog, paidOrderWithCode, type TestApp } from './helpers';

const log = capturedLog();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ logStream: log.logStream });
});
afterAll(() => t.close());

/** Pays an order and returns its purchaser link's token, read from the receipt as the purchaser would. */
async function paidWithLink(overrides: Record<string, unknown> = {}) {
  const paid = await paidOrderWithCode(t.app, overrides);
  await t.app.mail.drain();
  const [receipt] = await t.app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.idempotencyKey, `order-paid:${paid.order.rowId}`));
  const url = receipt?.html?.match(/href="(http:\/\/localhost:3000\/my-gift#[^"]+)"/)?.[1];
  if (!url) throw new Error('no purchaser link in the receipt');
  const token = tokenFromHash(new URL(url).hash);
  if (!token) throw new Error('malformed purchaser link');
  return { ...paid, token, receipt: receipt as NonNullable<typeof receipt>, url };
}

const view = (token: string) => t.app.inject({ method: 'POST', url: '/api/purchaserView', payload: { token } });

describe('the purchaser link', () => {
  it('is in the receipt, stored only as its hash and ciphertext, and opens the gift', async () => {
    const { order, token, receipt, code } = await paidWithLink();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(receipt.text).toContain('see your gift');
    expect(JSON.stringify(receipt.data)).not.toContain(token);
    const [stored] = await t.app.db.select().from(purchaserLinks).where(eq(purchaserLinks.orderId, order.rowId));
    expect(stored?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);

    const answer = await view(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-robots-tag']).toBe('noindex');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    const body = purchaserViewSchema.parse(answer.json());
    expect(body).toMatchObject({
      orderIdentifier: order.orderIdentifier,
      recipientName: 'Ava',
      fromName: 'Sam',
      giftAmount: 20,
      total: 29.95,
      delivery: 'mail',
      post: { shippedAt: null, trackingUrl: null },
    });
    expect(body.post?.mailBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(answer.body).not.toContain(code);
  });

  it('answers the same 404 for unknown, malformed and revoked tokens', async () => {
    const { order, token } = await paidWithLink();
    const unknown = await view('A'.repeat(43));
    const malformed = await view('not a token');
    await t.app.repositories.purchaserLinks.revokeAll(order.rowId, new Date());
    const revoked = await view(token);
    for (const answer of [unknown, malformed, revoked]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: PURCHASER_LINK_NOT_FOUND });
    }
  });

  it('is never logged', async () => {
    const { token } = await paidWithLink();
    expect((await view(token)).statusCode).toBe(200);
    expect(log.lines.join('\n')).not.toContain(token);
  });

  it('is rate limited: 30 a minute per client', async () => {
    const own = await buildTestApp();
    try {
      const statuses: number[] = [];
      const token = 'B'.repeat(43);
      for (let i = 0; i < 31; i += 1)
        statuses.push(
          (await own.app.inject({ method: 'POST', url: '/api/purchaserView', payload: { token } })).statusCode,
        );
      expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await own.close();
    }
  });
});
