/**
 * Reconciliation that scales with abandoned orders: a bounded batch per run, a backoff per order,
 * orders closed once their PayPal order has expired, one run at a time (the lease), an order
 * abandoned for a while that the buyer then approves is still settled, and after a crash the orders
 * whose approval had reached the API are settled first, whatever the backlog.
 */
import { orderPaymentDataSchema } from '@littlegivers/shared/contract/schemas/order-payment-data';
import { count, eq } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { donations, jobLeases, orders, paypalFakeOrders, redemptions } from '../src/db/schema';
import { PayPalClient } from '../src/paypal/client';
import { signFakeWebhook } from '../src/paypal/fake';
import { injectTransport } from '../src/paypal/transport';
import { createReconciliationService, nextAttemptAt } from '../src/services/reconcile';
import { createWebhookService } from '../src/services/webhooks';
import { buildTestApp, buyer, createOrder, paymentData, type TestApp } from './helpers';
import { countedReconciliation, paymentServiceOver } from './reconcile-helpers';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
  // Under test:pg the tests of a file share one database: earlier tests' unpaid orders and donations
  // are closed, so each test sees only its own.
  await t.app.db.update(orders).set({ reconcileClosedAt: new Date() });
  await t.app.db.update(donations).set({ reconcileClosedAt: new Date() });
  await t.app.db.delete(jobLeases);
});
afterEach(async () => t.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const silent = { warn: () => undefined };

/** The app's reconciliation with a count of the lookups it makes at the PayPal stand-in. */
function counted() {
  const { deps, lookups } = countedReconciliation(t);
  const run = (at: Date, options: { batchSize?: number } = {}) =>
    createReconciliationService(deps).run({ minAgeMs: 0, now: () => at, ...options }, silent);
  return { run, lookups };
}

const stored = async (rowId: number) => (await t.app.db.select().from(orders).where(eq(orders.id, rowId)))[0];
const codes = async (rowId: number) =>
  (await t.app.db.select({ n: count() }).from(redemptions).where(eq(redemptions.orderId, rowId)))[0]?.n;
const age = (rowId: number, ms: number) =>
  t.app.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(eq(orders.id, rowId));

describe('reconciliation', () => {
  it('looks at no more than the batch per run, those looked at least often first, the newest first', async () => {
    const created = [];
    for (let i = 0; i < 5; i += 1) created.push(await createOrder(t.app));
    for (const [i, order] of created.entries()) await age(order.rowId, (10 - i) * MINUTE);
    const { run, lookups } = counted();
    const now = new Date();
    const newestFirst = [...created].reverse().map((order) => order.payPalOrderId);

    expect(await run(now, { batchSize: 3 })).toEqual({ ran: true, checked: 3, settled: 0, closed: 0, deferred: 3 });
    expect(lookups).toEqual(newestFirst.slice(0, 3));
    expect(await run(now, { batchSize: 3 })).toMatchObject({ checked: 2, deferred: 2 });
    expect(lookups.slice(3)).toEqual(newestFirst.slice(3));
    // Every one is now waiting for its next look: a third run asks PayPal nothing.
    expect(await run(now, { batchSize: 3 })).toMatchObject({ ran: true, checked: 0 });
    expect(lookups).toHaveLength(5);
  });

  it('backs off per order: 1, 5, 15, then every 60 minutes, and closes it once its PayPal order expired (3 h unapproved)', async () => {
    expect([0, 1, 2, 3, 4, 9].map((attempts) => nextAttemptAt(attempts, new Date(0)).getTime() / MINUTE)).toEqual([
      1, 5, 15, 60, 60, 60,
    ]);
    const order = await createOrder(t.app);
    const { run, lookups } = counted();
    const start = Date.now();
    const expectedGaps = [1, 5, 15, 60, 60];
    let at = start;
    for (const [attempt, gap] of expectedGaps.entries()) {
      expect(await run(new Date(at))).toMatchObject({ checked: 1, deferred: 1 });
      const row = await stored(order.rowId);
      expect(row?.reconcileAttempts).toBe(attempt + 1);
      expect(row?.reconcileNextAt?.getTime()).toBe(at + gap * MINUTE);
      // Not due a moment before its time, due at its time.
      expect(await run(new Date(at + gap * MINUTE - 1000))).toMatchObject({ checked: 0 });
      at += gap * MINUTE;
    }
    expect(lookups).toHaveLength(5);
    // 141 minutes in: still within PayPal's 3 hours for approval. At 201 minutes it has expired.
    expect(await run(new Date(at))).toMatchObject({ checked: 1, deferred: 1 });
    expect(await run(new Date(at + 60 * MINUTE))).toMatchObject({ checked: 1, closed: 1, deferred: 0 });
    const closed = await stored(order.rowId);
    expect(closed?.reconcileClosedAt).not.toBeNull();
    expect(closed?.status).toBe('prePaymentAuthorization');
    expect(await run(new Date(at + 10 * HOUR))).toMatchObject({ checked: 0 });
    expect(lookups).toHaveLength(7);
  });

  it('closes without asking PayPal the orders older than its 3 days for a capture (plus the 3 h for approval)', async () => {
    const old = await createOrder(t.app);
    const recent = await createOrder(t.app);
    await age(old.rowId, 3 * 24 * HOUR + 3 * HOUR + MINUTE);
    await age(recent.rowId, 3 * 24 * HOUR);
    const { run, lookups } = counted();
    expect(await run(new Date())).toMatchObject({ checked: 1, closed: 2 });
    // The recent one was asked (still within the window) and closed: not approved after 3 h.
    expect(lookups).toEqual([recent.payPalOrderId]);
    expect((await stored(old.rowId))?.reconcileClosedAt).not.toBeNull();
  });

  it('settles an order abandoned for a while that the buyer then approves, once', async () => {
    const order = await createOrder(t.app);
    const { run } = counted();
    const now = Date.now();
    expect(await run(new Date(now))).toMatchObject({ deferred: 1 });
    expect(await run(new Date(now + MINUTE))).toMatchObject({ deferred: 1 });
    await buyer(t.app, order.payPalOrderId, 'approve');
    expect(await run(new Date(now + 2 * MINUTE))).toMatchObject({ checked: 0 });
    expect(await run(new Date(now + 6 * MINUTE))).toMatchObject({ checked: 1, settled: 1 });
    expect((await stored(order.rowId))?.status).toBe('paid');
    expect(await codes(order.rowId)).toBe(1);
    expect(await run(new Date(now + 60 * MINUTE))).toMatchObject({ checked: 0 });
    expect(await codes(order.rowId)).toBe(1);
  });

  it('lets a late browser request settle an order reconciliation closed', async () => {
    const order = await createOrder(t.app);
    await buyer(t.app, order.payPalOrderId, 'approve');
    await age(order.rowId, 4 * 24 * HOUR);
    const { run } = counted();
    expect(await run(new Date())).toMatchObject({ closed: 1, checked: 0 });
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/Order/${order.id}/paypalData`,
      payload: {
        payPalId: order.payPalOrderId,
        intent: 'CAPTURE',
        state: 'APPROVED',
        createTime: new Date().toISOString(),
      },
    });
    expect(late.statusCode).toBe(200);
    expect(await codes(order.rowId)).toBe(1);
  });

  it('does nothing while another run holds the lease, and goes ahead once that lease has run out', async () => {
    await createOrder(t.app);
    await t.app.db
      .insert(jobLeases)
      .values({ name: 'reconcile', holder: 'another-process', leasedUntil: new Date(Date.now() + HOUR) });
    const { run, lookups } = counted();
    expect(await run(new Date())).toEqual({ ran: false, checked: 0, settled: 0, closed: 0, deferred: 0 });
    expect(lookups).toEqual([]);
    await t.app.db
      .update(jobLeases)
      .set({ leasedUntil: new Date(Date.now() - 1000) })
      .where(eq(jobLeases.name, 'reconcile'));
    expect(await run(new Date())).toMatchObject({ ran: true, checked: 1 });
    // A finished run hands the lease back at once.
    expect(await run(new Date(Date.now() + 2 * MINUTE))).toMatchObject({ ran: true, checked: 1 });
  });
});

describe('reconciliation after a crash', () => {
  /**
   * The API as it was when it died: the buyer's approval reached it (the browser's payment data,
   * or PayPal's webhook), then the process stopped before its capture reached PayPal.
   */
  function dyingBeforeCapture() {
    const standIn = injectTransport(t.app);
    const paypal = new PayPalClient(async (request) => {
      if (request.path.endsWith('/capture')) throw new Error('the process died');
      return standIn(request);
    }, t.app.config.paypal);
    const payments = paymentServiceOver(t, paypal);
    const webhooks = createWebhookService({ paypal, payments, webhookEvents: t.app.repositories.webhookEvents });
    return { payments, webhooks };
  }

  const paidWith = (payPalId: string) => orderPaymentDataSchema.parse(paymentData(payPalId));

  /** `count` orders abandoned before approval, created between 10 minutes and 2 hours ago, each with its PayPal order. */
  async function abandoned(count: number) {
    const template = await stored((await createOrder(t.app)).rowId);
    if (!template) throw new Error('no template order');
    const { id: _id, publicId: _publicId, ...columns } = template;
    const now = Date.now();
    for (let start = 0; start < count; start += 250) {
      const batch = Array.from({ length: Math.min(250, count - start) }, (_, i) => start + i);
      await t.app.db
        .insert(paypalFakeOrders)
        .values(
          batch.map((n) => ({ id: `FAKEABANDONED${n}`, status: 'CREATED' as const, currency: 'USD', value: '22.73' })),
        );
      await t.app.db.insert(orders).values(
        batch.map((n) => ({
          ...columns,
          orderIdentifier: `${template.orderIdentifier}-${n}`,
          paypalOrderId: `FAKEABANDONED${n}`,
          createdAt: new Date(now - (10 + (n % 110)) * MINUTE),
        })),
      );
    }
    await t.app.db.update(orders).set({ reconcileClosedAt: new Date() }).where(eq(orders.id, template.id));
  }

  it('settles the 20 orders approved before the crash within two runs, ahead of 1,000 abandoned ones', async () => {
    await abandoned(1000);
    const dying = dyingBeforeCapture();
    const approved = [];
    for (let i = 0; i < 20; i += 1) {
      const order = await createOrder(t.app);
      await buyer(t.app, order.payPalOrderId, 'approve');
      if (i % 2 === 0) {
        await expect(dying.payments.payOrder(order.rowId, paidWith(order.payPalOrderId))).rejects.toThrow();
      } else {
        const event = {
          id: `WH-CRASH-${i}`,
          event_type: 'CHECKOUT.ORDER.APPROVED',
          resource: { id: order.payPalOrderId },
        };
        const time = new Date().toISOString();
        const headers = {
          'paypal-transmission-id': `crash-${i}`,
          'paypal-transmission-time': time,
          'paypal-transmission-sig': signFakeWebhook(
            t.app.config.paypal.fakeWebhookSecret,
            `crash-${i}`,
            time,
            JSON.stringify(event),
          ),
        };
        expect(await dying.webhooks.receive(headers, event, event, silent)).toBe('not-settled');
      }
      approved.push(order);
    }
    for (const order of approved) expect((await stored(order.rowId))?.status).toBe('prePaymentAuthorization');

    // The API is back: its first two runs, a minute apart (the default interval: both within two
    // minutes of the restart), with the default batch of 50.
    expect(loadConfig({}).reconcileIntervalMs).toBeLessThanOrEqual(MINUTE);
    const { run, lookups } = counted();
    const now = Date.now();
    const first = await run(new Date(now));
    const second = await run(new Date(now + MINUTE));
    expect(first.settled + second.settled).toBe(20);
    // The reported ones were looked up first.
    expect(new Set(lookups.slice(0, 20))).toEqual(new Set(approved.map((order) => order.payPalOrderId)));
    for (const order of approved) {
      expect((await stored(order.rowId))?.status).toBe('paid');
      expect(await codes(order.rowId)).toBe(1);
    }
  });

  it('looks first at the records whose approval was reported, most recent first, then the longest waiting', async () => {
    const waiting = await createOrder(t.app);
    await age(waiting.rowId, 30 * MINUTE);
    const dying = dyingBeforeCapture();
    const reported = [];
    for (let i = 0; i < 2; i += 1) {
      const order = await createOrder(t.app);
      await buyer(t.app, order.payPalOrderId, 'approve');
      await expect(dying.payments.payOrder(order.rowId, paidWith(order.payPalOrderId))).rejects.toThrow();
      reported.push(order);
    }
    const { run, lookups } = counted();
    expect(await run(new Date())).toMatchObject({ checked: 3, settled: 2, deferred: 1 });
    expect(lookups).toEqual([reported[1]?.payPalOrderId, reported[0]?.payPalOrderId, waiting.payPalOrderId]);
  });

  it('looks again at once at a record in backoff whose approval is then reported', async () => {
    const order = await createOrder(t.app);
    const { run } = counted();
    const now = Date.now();
    for (const minutes of [0, 1, 6, 21])
      expect(await run(new Date(now + minutes * MINUTE))).toMatchObject({ deferred: 1 });
    // Next look due an hour later; the buyer approves now, and the API dies in the capture.
    await buyer(t.app, order.payPalOrderId, 'approve');
    await expect(dyingBeforeCapture().payments.payOrder(order.rowId, paidWith(order.payPalOrderId))).rejects.toThrow();
    expect(await run(new Date(now + 22 * MINUTE))).toMatchObject({ checked: 1, settled: 1 });
    expect((await stored(order.rowId))?.status).toBe('paid');
  });
});
