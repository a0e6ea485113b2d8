/**
 * A reissued print-at-home card reaches the buyer: `ops reissue` (the staff console calls the same
 * service) e-mails the purchaser the new card's link; the old link's page says a new card was
 * issued; the gift page shows the new card; the 30-day reminder points at the new card and its
 * link, never at the first card's dead code.
 */
import type { PurchaserView } from '@littlegivers/shared/contract/schemas/purchaser-view';
import { tokenFromHash } from '@littlegivers/shared/contract/schemas/secret-link';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema';
import { boughtPrintAtHome, buildTestApp, type TestApp } from '../helpers';
import { ops } from '../ops/ops-helpers';

const DAY = 24 * 3600 * 1000;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 300_000);
afterAll(async () => t?.close());

async function sent(kind: 'card-reissued' | 'gift-reminder', orderId: number) {
  await t.app.mail.drain();
  const rows = await t.app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), like(mailOutbox.idempotencyKey, `%:${orderId}:%`)));
  return rows;
}

describe('a reissued print-at-home card', () => {
  it('is e-mailed to the buyer; the old link, the gift page and the reminders point at the new card', async () => {
    const bought = await boughtPrintAtHome(t.app);
    const id = bought.order.rowId;
    const reissuedAt = new Date();
    const result = await ops(t.database, ['reissue', bought.order.orderIdentifier], { now: reissuedAt });
    expect(result.code, result.stderr).toBe(0);
    const newUrl = /(https?:\/\/\S+\/api\/cardDownload\/[A-Za-z0-9_-]{43})/.exec(result.stdout)?.[1];
    expect(newUrl).toBeTruthy();

    // The buyer's mail, with the new link.
    const [mail] = await sent('card-reissued', id);
    expect(mail?.toAddress).toBe('parent@example.com');
    expect(mail?.status).toBe('sent');
    expect(mail?.text).toContain(newUrl);
    expect(mail?.text).toContain('The first card’s code and its link no longer work');
    const card = await t.app.inject({ method: 'GET', url: new URL(newUrl ?? 'http://x').pathname });
    expect(card.statusCode).toBe(200);

    // The old link's page says a new card was issued.
    const old = await t.app.inject({
      method: 'GET',
      url: `/api/cardDownload/${bought.token}`,
      headers: { accept: 'text/html' },
    });
    expect(old.statusCode).toBe(404);
    expect(old.body).toContain('a new card was issued for this gift');
    expect(old.body).toContain('e-mailed to the person who bought the gift');

    // The gift page shows the new card.
    const link = await t.app.purchaserLinks.linkOf(id);
    const token = tokenFromHash(new URL(link ?? 'http://x').hash);
    const page = await t.app.inject({ method: 'POST', url: '/api/purchaserView', payload: { token } });
    const view = page.json() as PurchaserView;
    expect(view.print).toEqual({ cardUrl: newUrl, reissuedAt: reissuedAt.toISOString() });
    expect(view.afterGift?.trail.map((event) => event.kind)).toEqual(['paid', 'printed', 'printed']);
    expect(view.afterGift?.reachedAt).toBe(reissuedAt.toISOString());

    // The 30-day reminder, counted from the new card: its link and words, not the dead code's.
    const run = (at: Date) => t.app.afterGift.run(at);
    await run(new Date(reissuedAt.getTime() + 29 * DAY));
    expect(await sent('gift-reminder', id)).toEqual([]);
    await run(new Date(reissuedAt.getTime() + 30 * DAY));
    const [reminder] = await sent('gift-reminder', id);
    expect(reminder?.text).toContain(newUrl);
    expect(reminder?.text).toContain('A new card with a new code was issued on');
    expect(reminder?.text).toContain('on the new card (the first card’s code no longer works)');
    expect(reminder?.text).not.toContain('on the card you printed at home');
  });
});
