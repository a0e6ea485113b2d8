/**
 * A mailed group card (docs/group-gifts.md): the organizer pays the postage (the mail method's
 * price, set by the server) with PayPal when starting; the links open nothing until that capture;
 * an abandoned start is never charged; the close puts the card on the print queue like any paid
 * mailed order; a cancel (or a close with no part) refunds every part and the postage.
 */

import { groupActionResultSchema, groupStartedSchema } from '@littlegivers/shared/contract/schemas/group';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftGroups, mailOutbox, orderLineItems, paypalFakeOrders, redemptions } from '../src/db/schema';
import { printQueue } from '../src/services/print-queue';
import { chipIn, organizer, payPostage, startGroup } from './group-helpers';
import { buildTestApp, paymentData, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The example's mail method (package 2) costs $8.95. */
const POSTAGE = 8.95;
const outbox = (key: string) => t.app.db.select().from(mailOutbox).where(like(mailOutbox.idempotencyKey, key));
const fakeOrder = async (id: string) =>
  (await t.app.db.select().from(paypalFakeOrders).where(eq(paypalFakeOrders.id, id)))[0];
const groupRow = async (id: number) => (await t.app.db.select().from(giftGroups).where(eq(giftGroups.id, id)))[0];
const shareView = (token: string) => t.app.inject({ method: 'POST', url: '/api/Group/shared', payload: { token } });

describe('starting a mailed group card', () => {
  it('asks the postage the server prices, and the links open nothing until it is captured', async () => {
    const started = await startGroup(t.app, { delivery: 'mail' });
    expect(groupStartedSchema.parse(started).postage).toEqual({ amount: POSTAGE, payPalOrderId: expect.any(String) });
    const paypalOrder = await fakeOrder(started.postage?.payPalOrderId ?? '');
    expect(paypalOrder).toMatchObject({ value: '8.95', status: 'CREATED' });
    const card = await t.app.repositories.orders.findById(started.group.orderId);
    expect(card).toMatchObject({ status: 'prePaymentAuthorization', shippingCents: 895, delivery: 'mail' });
    expect(card?.shippingAddress1).toBe('1 Main St');

    // Before the capture: both links are dead, no message, no chip-in, nothing to close.
    expect((await shareView(started.shareToken)).statusCode).toBe(404);
    expect((await organizer(t.app, started.organizerToken)).statusCode).toBe(404);
    expect((await organizer(t.app, started.organizerToken, '/close')).statusCode).toBe(404);
    const part = await t.app.inject({
      method: 'POST',
      url: '/api/Group/shared/contribution',
      payload: { token: started.shareToken, name: 'Ann', email: 'ann@example.com', amount: 10 },
    });
    expect(part.statusCode).toBe(404);
    expect(await outbox(`group-started:${started.group.id}`)).toEqual([]);
    // Its closing moment passes: the timed run leaves an unpaid start alone.
    await t.app.groups.closeDue(new Date(Date.parse(started.closesAt) + 60_000));
    expect((await groupRow(started.group.id))?.state).toBe('open');
    expect((await t.app.groups.overview()).map((row) => row.id)).not.toContain(started.group.id);

    // Paid: the links work, and the organizer gets them with the postage's own receipt.
    const paid = await payPostage(t.app, started);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ status: 'paid', amount: POSTAGE, receiptNumber: `P-${started.group.id}` });
    expect(await fakeOrder(started.postage?.payPalOrderId ?? '')).toMatchObject({ status: 'COMPLETED' });
    expect((await groupRow(started.group.id))?.pendingLinks).toBeNull();
    expect((await shareView(started.shareToken)).statusCode).toBe(200);
    expect((await organizer(t.app, started.organizerToken)).statusCode).toBe(200);
    // Paying again changes nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/Group/organizer/postage',
      payload: { token: started.organizerToken, ...paymentData(started.postage?.payPalOrderId ?? '') },
    });
    expect(again.json()).toEqual(paid.json());

    await t.app.mail.drain();
    const [notice] = await outbox(`group-started:${started.group.id}`);
    expect(notice?.toAddress).toBe('organizer@example.com');
    expect(notice?.html).toContain(`/chip-in#${started.shareToken}`);
    expect(notice?.html).toContain(`/my-group#${started.organizerToken}`);
    const receipts = await outbox(`postage-paid:${started.group.id}`);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ kind: 'postage-receipt', toAddress: 'organizer@example.com' });
    expect(receipts[0]?.text).toContain('$8.95');
    expect(receipts[0]?.text).toContain(`P-${started.group.id}`);
    expect(receipts[0]?.text).toContain('Tax acknowledgment');
  });

  it('never charges an abandoned start, and refuses a PayPal order not its own', async () => {
    const started = await startGroup(t.app, { delivery: 'mail' });
    const other = await startGroup(t.app, { delivery: 'mail' });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/Group/organizer/postage',
      payload: { token: started.organizerToken, ...paymentData(other.postage?.payPalOrderId ?? '') },
    });
    expect(wrong.statusCode).toBe(400);
    // Not approved by the organizer: nothing captured, the links stay dead.
    const unapproved = await t.app.inject({
      method: 'POST',
      url: '/api/Group/organizer/postage',
      payload: { token: started.organizerToken, ...paymentData(started.postage?.payPalOrderId ?? '') },
    });
    expect(unapproved.statusCode).toBe(422);
    expect(await fakeOrder(started.postage?.payPalOrderId ?? '')).toMatchObject({ status: 'CREATED', captureId: null });
    expect((await groupRow(started.group.id))?.postageState).toBe('due');
    expect((await shareView(started.shareToken)).statusCode).toBe(404);
  });

  it('asks no postage of a card that is not mailed', async () => {
    const started = await startGroup(t.app, { delivery: 'print' });
    expect(started.postage).toBeUndefined();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/Group/organizer/postage',
      payload: { token: started.organizerToken, ...paymentData('FAKE-ORDER') },
    });
    expect(answer.statusCode).toBe(409);
  });
});

describe('closing and cancelling a mailed group card', () => {
  it('closes into the mailed-card flow: paid for the parts and the postage, one code, on the print queue', async () => {
    const started = await startGroup(t.app, { delivery: 'mail' });
    expect((await payPostage(t.app, started)).statusCode).toBe(200);
    await chipIn(t.app, started.shareToken, { name: 'Grandma', amount: 20 });
    await chipIn(t.app, started.shareToken, { name: 'Uncle Ben', amount: 15 });
    const closed = await organizer(t.app, started.organizerToken, '/close');
    expect(closed.json()).toEqual({ state: 'closed', total: 35, givers: 2 });

    const card = await t.app.repositories.orders.findById(started.group.orderId);
    expect(card).toMatchObject({
      status: 'paid',
      paymentMethod: 'group',
      delivery: 'mail',
      giftCents: 3500,
      shippingCents: 895,
      totalCents: 4395,
      fromName: 'Grandma and Uncle Ben',
    });
    const lines = await t.app.db
      .select()
      .from(orderLineItems)
      .where(eq(orderLineItems.orderId, card?.id ?? 0));
    expect(lines.map((line) => [line.lineItem, line.amountCents])).toEqual([
      ['giftAmount', 3500],
      ['shipping', 895],
    ]);
    const codes = await t.app.db
      .select()
      .from(redemptions)
      .where(eq(redemptions.orderId, card?.id ?? 0));
    expect(codes.map((code) => code.amountCents)).toEqual([3500]);
    const queued = (await printQueue(t.app.repositories.postal, t.app.vault)).find(
      (entry) => entry.orderIdentifier === card?.orderIdentifier,
    );
    expect(queued).toMatchObject({
      amount: 35,
      fromName: 'Grandma and Uncle Ben',
      paymentMethod: 'group',
      shipTo: expect.objectContaining({ address1: '1 Main St' }),
    });
    // The postage stays paid: the card goes.
    expect((await groupRow(started.group.id))?.postageState).toBe('paid');
  });

  it('cancels with every part and the postage refunded at PayPal, and says so', async () => {
    const started = await startGroup(t.app, { delivery: 'mail' });
    expect((await payPostage(t.app, started)).statusCode).toBe(200);
    const { part } = await chipIn(t.app, started.shareToken, { name: 'Ann', amount: 12 });
    const cancelled = await organizer(t.app, started.organizerToken, '/cancel');
    expect(groupActionResultSchema.parse(cancelled.json())).toEqual({
      state: 'cancelled',
      total: 12,
      givers: 1,
      postageRefunded: POSTAGE,
    });
    expect((await fakeOrder(part.payPalOrderId))?.refundId).toBeTruthy();
    expect((await fakeOrder(started.postage?.payPalOrderId ?? ''))?.refundId).toBeTruthy();
    expect(await groupRow(started.group.id)).toMatchObject({
      postageState: 'refunded',
      postageRefundId: expect.any(String),
    });
    const card = await t.app.repositories.orders.findById(started.group.orderId);
    expect(card?.status).toBe('prePaymentAuthorization');
    expect(await t.app.repositories.postal.printQueue({ orderIds: [started.group.orderId] })).toEqual([]);
    await t.app.mail.drain();
    const [notice] = await outbox(`group-cancelled:${started.group.id}`);
    expect(notice?.text).toContain('The postage you paid ($8.95) was refunded in full too.');
  });

  it('refunds the postage of a card nobody chipped in to', async () => {
    const started = await startGroup(t.app, { delivery: 'mail' });
    expect((await payPostage(t.app, started)).statusCode).toBe(200);
    const closed = await organizer(t.app, started.organizerToken, '/close');
    expect(closed.json()).toEqual({ state: 'closed', total: 0, givers: 0, postageRefunded: POSTAGE });
    expect((await groupRow(started.group.id))?.postageState).toBe('refunded');
    await t.app.mail.drain();
    const [notice] = await outbox(`group-closed-empty:${started.group.id}`);
    expect(notice?.text).toContain('the postage you paid ($8.95) was refunded in full');
  });
});
