/**
 * The giver's gift page after the gift (the purchaser view's `afterGift` section and POST
 * /purchaserSettings): the trail with dates (paid, mailed with tracking, opened, "<recipient>
 * chose <charity>", "paid to <charity> on <date> (payout <n>)"), and the settings (backup charity,
 * 'tell me when my gift is used', reminders), by the purchaser's secret link only.
 */
import type { PurchaserView } from '@littlegivers/shared/contract/schemas/purchaser-view';
import { tokenFromHash } from '@littlegivers/shared/contract/schemas/secret-link';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orders, organizations } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers';
import { capturedPurchase, ops, redeem } from '../ops/ops-helpers';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => t.close());

async function purchaseWithLink(overrides: Record<string, unknown> = {}) {
  const purchase = await capturedPurchase(t.app, { recipientName: 'Maya', ...overrides });
  const url = await t.app.purchaserLinks.linkOf(purchase.order.rowId);
  const token = tokenFromHash(new URL(url ?? 'http://x').hash);
  if (!token) throw new Error('no purchaser link');
  return { ...purchase, token };
}

async function view(token: string): Promise<PurchaserView> {
  const answer = await t.app.inject({ method: 'POST', url: '/api/purchaserView', payload: { token } });
  expect(answer.statusCode).toBe(200);
  return answer.json() as PurchaserView;
}

const settings = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/purchaserSettings', payload });

describe("the giver's gift page", () => {
  it('follows the gift from payment to the payout, with dates, and nothing of the child but the typed name', async () => {
    const gift = await purchaseWithLink();
    const first = await view(gift.token);
    expect(first.afterGift?.trail.map((e) => e.kind)).toEqual(['paid']);
    expect(first.afterGift).toMatchObject({
      open: true,
      settings: { backupCharityId: null, notifyWhenUsed: true, remindersOn: true },
    });
    // Not mailed yet: the year has not started; the page estimates from the latest mailing day.
    expect(first.afterGift?.reachedAt).toBeNull();
    expect(first.afterGift?.backupOn).toBe(
      new Date(new Date(`${first.post?.mailBy}T12:00:00Z`).getTime() + 365 * 86400000).toISOString(),
    );

    const id = gift.order.orderIdentifier;
    await ops(t.database, ['mark-printed', id]);
    expect((await ops(t.database, ['ship', id, '--tracking', '9400111899223344556677'])).code).toBe(0);
    await redeem(t.app, gift.code, [
      [1, 12],
      [2, 8],
    ]);
    const day = new Date().toISOString().slice(0, 10);
    const pay = await ops(t.database, [
      'disbursements',
      ...['--from', day, '--to', day, '--mark-paid', '--method', 'check', '--reference', 'CHK 77', '--paid-on', day],
    ]);
    const payoutId = Number(/Recorded payout #(\d+)/.exec(pay.stdout)?.[1]);
    expect(payoutId).toBeGreaterThan(0);

    const names = Object.fromEntries(
      (await t.app.db.select().from(organizations)).map((org) => [org.id, org.organizationName]),
    );
    const after = await view(gift.token);
    const trail = after.afterGift?.trail ?? [];
    expect(trail.map((e) => e.kind)).toEqual(['paid', 'mailed', 'opened', 'chose', 'paid-out', 'paid-out']);
    expect(trail[1]).toMatchObject({ text: 'Printed and mailed', link: { label: 'track the package' } });
    expect(trail[1]?.link?.href).toContain('9400111899223344556677');
    expect(trail[3]?.text).toBe(`Maya chose ${names[1]} and ${names[2]}`);
    const dayInWords = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(
      trail
        .slice(4)
        .map((e) => e.text)
        .sort(),
    ).toEqual(
      [
        `paid to ${names[1]} on ${dayInWords} (payout ${payoutId})`,
        `paid to ${names[2]} on ${dayInWords} (payout ${payoutId})`,
      ].sort(),
    );
    expect(after.afterGift?.open).toBe(false);
    // The view carries no code and nothing typed about the child but the name.
    expect(JSON.stringify(after)).not.toContain(gift.code);
  });

  it('changes the backup charity and the notices by the link; refuses a charity not available and a given gift', async () => {
    const gift = await purchaseWithLink();
    const changed = await settings({
      token: gift.token,
      backupCharityId: 3,
      notifyWhenUsed: false,
      remindersOn: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['x-robots-tag']).toBe('noindex');
    expect((changed.json() as PurchaserView).afterGift?.settings).toEqual({
      backupCharityId: 3,
      notifyWhenUsed: false,
      remindersOn: false,
    });
    const [stored] = await t.app.db.select().from(orders).where(eq(orders.id, gift.order.rowId));
    expect(stored?.backupOrganizationId).toBe(3);
    expect(stored?.notifyWhenUsed).toBe(false);
    expect(stored?.remindersOptedOutAt).not.toBeNull();

    const back = await settings({ token: gift.token, backupCharityId: null, remindersOn: true });
    expect((back.json() as PurchaserView).afterGift?.settings).toMatchObject({
      backupCharityId: null,
      remindersOn: true,
    });

    const [inactive] = await t.app.db.select().from(organizations).where(eq(organizations.active, false));
    const refused = await settings({ token: gift.token, backupCharityId: inactive?.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('backupCharityId: this charity is not available');

    expect((await settings({ token: 'x'.repeat(43), remindersOn: false })).statusCode).toBe(404);

    await redeem(t.app, gift.code, [[1, 20]]);
    const late = await settings({ token: gift.token, backupCharityId: 2 });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('backupCharityId: this gift has already been given');
  });
});
