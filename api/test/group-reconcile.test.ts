/**
 * A group card's part whose browser request was lost after its giver approved at PayPal (the API
 * crashed before the capture): the reconciliation (services/reconcile.ts, `settleLostParts` in
 * services/groups.ts) captures it and records it as the browser's request would have, once. The
 * same for a mailed card's postage the organizer approved: the group starts as it would have.
 */

import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftGroups, groupContributions, mailOutbox, paypalFakeOrders } from '../src/db/schema';
import { chipIn, organizer, startGroup, startPart } from './group-helpers';
import { buildTestApp, buyer, paymentData, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const silent = { warn: () => undefined };
const reconcile = () => t.app.reconciliation.run({ minAgeMs: 0 }, silent);
const part = async (publicId: string) =>
  (await t.app.db.select().from(groupContributions).where(eq(groupContributions.publicId, publicId)))[0];
const fakeOrder = async (id: string) =>
  (await t.app.db.select().from(paypalFakeOrders).where(eq(paypalFakeOrders.id, id)))[0];
const outbox = (key: string) => t.app.db.select().from(mailOutbox).where(like(mailOutbox.idempotencyKey, key));

describe('a part approved at PayPal whose capture was lost', () => {
  it('is captured and counted by the reconciliation, receipted once; the late browser request changes nothing', async () => {
    const { shareToken, organizerToken, group } = await startGroup(t.app);
    const lost = await startPart(t.app, shareToken, { name: 'Uncle Ben', amount: 30 });
    await buyer(t.app, lost.payPalOrderId, 'approve');
    const waiting = await startPart(t.app, shareToken, { name: 'Not Yet', amount: 10 });

    const first = await reconcile();
    expect(first.settled).toBeGreaterThanOrEqual(1);
    const ben = await part(lost.id);
    expect(ben).toMatchObject({ status: 'paid' });
    expect(ben?.paypalCaptureId).toBeTruthy();
    expect((await fakeOrder(lost.payPalOrderId))?.status).toBe('COMPLETED');
    expect(await outbox(`contribution-paid:${ben?.id}`)).toHaveLength(1);
    // Not approved: left for its giver (or for PayPal to let it lapse).
    expect(await part(waiting.id)).toMatchObject({ status: 'pending', paypalCaptureId: null });

    const second = await reconcile();
    expect(second.settled).toBe(0);
    const browser = await t.app.inject({
      method: 'POST',
      url: `/api/Group/contribution/${lost.id}/paypalData`,
      payload: paymentData(lost.payPalOrderId),
    });
    expect(browser.json()).toMatchObject({ status: 'paid', counted: true, amount: 30 });
    expect((await part(lost.id))?.paypalCaptureId).toBe(ben?.paypalCaptureId);
    expect(await outbox(`contribution-paid:${ben?.id}`)).toHaveLength(1);

    await chipIn(t.app, shareToken, { name: 'Grandma', amount: 20 });
    const closed = await organizer(t.app, organizerToken, '/close');
    expect(closed.json()).toMatchObject({ state: 'closed', total: 50, givers: 2 });
    expect((await t.app.repositories.orders.findById(group.orderId))?.giftCents).toBe(5000);
  });

  it('is refunded in full when the card had gone before the reconciliation found it', async () => {
    const { shareToken, organizerToken } = await startGroup(t.app);
    await chipIn(t.app, shareToken, { name: 'Grandma', amount: 20 });
    const lost = await startPart(t.app, shareToken, { name: 'Late Lou', amount: 15 });
    await buyer(t.app, lost.payPalOrderId, 'approve');
    await organizer(t.app, organizerToken, '/close');

    await reconcile();
    expect(await part(lost.id)).toMatchObject({ status: 'refunded', refundReason: 'late' });
    expect((await fakeOrder(lost.payPalOrderId))?.refundId).toMatch(/^REFUND/);
  });
});

describe("a mailed card's postage approved at PayPal whose capture was lost", () => {
  it('is captured by the reconciliation and the group starts: its links work, its message and receipt go once', async () => {
    const lost = await startGroup(t.app, { delivery: 'mail' });
    const abandoned = await startGroup(t.app, { delivery: 'mail' });
    await buyer(t.app, lost.postage?.payPalOrderId ?? '', 'approve');

    const run = await reconcile();
    expect(run.settled).toBeGreaterThanOrEqual(1);
    const [row] = await t.app.db.select().from(giftGroups).where(eq(giftGroups.id, lost.group.id));
    expect(row).toMatchObject({ postageState: 'paid', postageCaptureId: expect.any(String), pendingLinks: null });
    expect((await fakeOrder(lost.postage?.payPalOrderId ?? ''))?.status).toBe('COMPLETED');
    expect(await outbox(`group-started:${lost.group.id}`)).toHaveLength(1);
    expect(await outbox(`postage-paid:${lost.group.id}`)).toHaveLength(1);
    const view = await t.app.inject({ method: 'POST', url: '/api/Group/shared', payload: { token: lost.shareToken } });
    expect(view.statusCode).toBe(200);

    // Nobody approved the other start: never charged, its links still dead.
    const [other] = await t.app.db.select().from(giftGroups).where(eq(giftGroups.id, abandoned.group.id));
    expect(other).toMatchObject({ postageState: 'due', postageCaptureId: null });
    expect((await fakeOrder(abandoned.postage?.payPalOrderId ?? ''))?.captureId).toBeNull();

    // The browser's late request and a second run change nothing.
    const browser = await t.app.inject({
      method: 'POST',
      url: '/api/Group/organizer/postage',
      payload: { token: lost.organizerToken, ...paymentData(lost.postage?.payPalOrderId ?? '') },
    });
    expect(browser.json()).toMatchObject({ status: 'paid' });
    await reconcile();
    expect(await outbox(`postage-paid:${lost.group.id}`)).toHaveLength(1);
  });
});
