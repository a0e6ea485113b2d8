/** A lost browser request loses nothing: PayPal's webhook and the periodic reconciliation settle payments. */
import { donationResponseSchema } from '@littlegivers/shared/contract/schemas/donation';
import { count, eq } from 'drizzle-orm';
import { donations, orders, redemptions } from '../src/db/schema';
import { signFakeWebhook } from '../src/paypal/fake';
import { buildTestApp, buyer, createOrder, paymentData, type TestApp } from './helpers';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => t.close());

const orderStatus = async (id: number) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0]?.status;
const codeCount = async (id: number) =>
  (await t.app.db.select({ n: count() }).from(redemptions).where(eq(redemptions.orderId, id)))[0]?.n;

describe('webhook', () => {
  it('CHECKOUT.ORDER.APPROVED captures an order whose paypalData never arrived', async () => {
    const order = await createOrder(t.app);
    await buyer(t.app, order.payPalOrderId, 'approve');
    const sent = await t.app.inject({
      method: 'POST',
      url: `/paypal-fake/buyer/orders/${order.payPalOrderId}/webhook`,
      payload: {},
    });
    expect(sent.json()).toMatchObject({ delivered: true, eventType: 'CHECKOUT.ORDER.APPROVED' });
    expect(await orderStatus(order.rowId)).toBe('paid');
    expect(await codeCount(order.rowId)).toBe(1);
    // The late browser request still answers paid and changes nothing.
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/Order/${order.id}/paypalData`,
      payload: paymentData(order.payPalOrderId),
    });
    expect(late.statusCode).toBe(200);
    expect(await codeCount(order.rowId)).toBe(1);
  });

  it('PAYMENT.CAPTURE.COMPLETED settles an order PayPal already captured', async () => {
    const order = await createOrder(t.app);
    await buyer(t.app, order.payPalOrderId, 'approve');
    // Captured at PayPal by another request id (e.g. a previous attempt whose answer was lost).
    const tokenHeaders = { authorization: 'Bearer fake-access-token-x', 'paypal-request-id': 'other-attempt' };
    const captured = await t.app.inject({
      method: 'POST',
      url: `/paypal-fake/v2/checkout/orders/${order.payPalOrderId}/capture`,
      headers: tokenHeaders,
    });
    expect(captured.statusCode).toBe(201);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/paypal-fake/buyer/orders/${order.payPalOrderId}/webhook`,
      payload: { eventType: 'PAYMENT.CAPTURE.COMPLETED' },
    });
    expect(sent.json()).toMatchObject({ delivered: true });
    expect(await orderStatus(order.rowId)).toBe('paid');
  });

  it('refuses a webhook whose signature does not verify, and ignores a repeated event', async () => {
    const order = await createOrder(t.app);
    await buyer(t.app, order.payPalOrderId, 'approve');
    const event = { id: 'WH-TEST-1', event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: order.payPalOrderId } };
    const body = JSON.stringify(event);
    const headers = (sig: string) => ({
      'content-type': 'application/json',
      'paypal-transmission-id': 't1',
      'paypal-transmission-time': '2026-01-01T00:00:00Z',
      'paypal-transmission-sig': sig,
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/paypal/webhook',
      headers: headers('forged'),
      payload: body,
    });
    expect(forged.statusCode).toBe(400);
    expect(await orderStatus(order.rowId)).toBe('prePaymentAuthorization');
    const sig = signFakeWebhook(t.app.config.paypal.fakeWebhookSecret, 't1', '2026-01-01T00:00:00Z', body);
    const good = await t.app.inject({
      method: 'POST',
      url: '/api/paypal/webhook',
      headers: headers(sig),
      payload: body,
    });
    expect(good.json()).toEqual({ received: true, outcome: 'paid' });
    const repeat = await t.app.inject({
      method: 'POST',
      url: '/api/paypal/webhook',
      headers: headers(sig),
      payload: body,
    });
    expect(repeat.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await codeCount(order.rowId)).toBe(1);
  });
});

describe('reconciliation', () => {
  it('captures approved orders and donations, and leaves unapproved ones alone', async () => {
    const approved = await createOrder(t.app);
    const unapproved = await createOrder(t.app);
    const declined = await createOrder(t.app);
    await buyer(t.app, approved.payPalOrderId, 'approve');
    await buyer(t.app, declined.payPalOrderId, 'decline');
    const donation = donationResponseSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/donation', payload: { amount: 15 } })).json(),
    );
    await buyer(t.app, donation.payPalOrderId, 'approve');

    const result = await t.app.reconciliation.run({ minAgeMs: 0 }, t.app.log);
    expect(result).toEqual({ ran: true, checked: 4, settled: 2, closed: 0, deferred: 2 });
    expect(await orderStatus(approved.rowId)).toBe('paid');
    expect(await codeCount(approved.rowId)).toBe(1);
    expect(await orderStatus(unapproved.rowId)).toBe('prePaymentAuthorization');
    expect(await orderStatus(declined.rowId)).toBe('prePaymentAuthorization');
    const [storedDonation] = await t.app.db.select().from(donations).where(eq(donations.id, donation.id));
    expect(storedDonation?.status).toBe('paid');

    const again = await t.app.reconciliation.run({ minAgeMs: 0 }, t.app.log);
    expect(again.settled).toBe(0);
    expect(await codeCount(approved.rowId)).toBe(1);
  });

  it('runs periodically on its own', async () => {
    const periodic = await buildTestApp({ env: { RECONCILE_INTERVAL_MS: '100' }, database: t.database });
    try {
      const order = await createOrder(periodic.app);
      await buyer(periodic.app, order.payPalOrderId, 'approve');
      // Age the order past the reconciliation's grace period.
      await periodic.app.db
        .update(orders)
        .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
        .where(eq(orders.id, order.rowId));
      let status = await orderStatus(order.rowId);
      for (let i = 0; i < 100 && status !== 'paid'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = await orderStatus(order.rowId);
      }
      expect(status).toBe('paid');
    } finally {
      await periodic.app.close();
    }
  });
});
