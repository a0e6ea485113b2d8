/**
 * Payments through a crash: the PayPal stand-in tells the API of a buyer's approval by PayPal's
 * webhook (CHECKOUT.ORDER.APPROVED), as PayPal does, so an approval reaches the API without the
 * browser; after a restart, the orders approved just before the crash are settled by the first two
 * runs of reconciliation (a minute apart: within 2 minutes), ahead of hundreds of abandoned ones;
 * and a run that died holding the lease does not stop the next one.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { loadConfig } from '../../src/config';
import { donations, jobLeases, orders, paypalFakeOrders, paypalWebhookEvents } from '../../src/db/schema';
import { createReconciliationService, type ReconcileDeps } from '../../src/services/reconcile';
import { buildTestApp, buyer, createOrder, type TestApp } from '../helpers';
import { countedReconciliation } from '../reconcile-helpers';

const MINUTE = 60_000;
const silent = { warn: () => undefined };

let t: TestApp;
afterEach(async () => t.close());

async function start(env: Record<string, string> = {}) {
  t = await buildTestApp({ env });
  // Under test:pg the tests of a file share one database: each test sees only its own records.
  await t.app.db.update(orders).set({ reconcileClosedAt: new Date() });
  await t.app.db.update(donations).set({ reconcileClosedAt: new Date() });
  await t.app.db.delete(jobLeases);
}

const statusOf = async (rowId: number) =>
  (await t.app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, rowId)))[0]?.status;

/**
 * `count` orders abandoned at PayPal (never approved), created 10 minutes to 2 hours ago; half of
 * them already looked at by reconciliation, and due again now.
 */
async function abandoned(count: number, now: number) {
  const template = (
    await t.app.db
      .select()
      .from(orders)
      .where(eq(orders.id, (await createOrder(t.app)).rowId))
  )[0];
  if (!template) throw new Error('no template order');
  const { id: _id, publicId: _publicId, ...columns } = template;
  const tag = `${Date.now()}`;
  await t.app.db.insert(paypalFakeOrders).values(
    Array.from({ length: count }, (_, n) => ({
      id: `FAKEGONE${tag}${n}`,
      status: 'CREATED' as const,
      currency: 'USD',
      value: '22.73',
    })),
  );
  await t.app.db.insert(orders).values(
    Array.from({ length: count }, (_, n) => ({
      ...columns,
      orderIdentifier: `${template.orderIdentifier}-${n}`,
      paypalOrderId: `FAKEGONE${tag}${n}`,
      createdAt: new Date(now - (10 + (n % 110)) * MINUTE),
      reconcileAttempts: n % 2 === 0 ? 0 : 3,
      reconcileNextAt: n % 2 === 0 ? null : new Date(now - MINUTE),
    })),
  );
  await t.app.db.update(orders).set({ reconcileClosedAt: new Date() }).where(eq(orders.id, template.id));
}

describe('the PayPal stand-in', () => {
  it('sends CHECKOUT.ORDER.APPROVED when the buyer approves: the order is paid without the browser', async () => {
    await start({ PAYPAL_FAKE_WEBHOOK_DELAY_MS: '0' });
    const order = await createOrder(t.app);
    await buyer(t.app, order.payPalOrderId, 'approve');
    for (let i = 0; i < 250 && (await statusOf(order.rowId)) !== 'paid'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await statusOf(order.rowId)).toBe('paid');
    const events = await t.app.db
      .select()
      .from(paypalWebhookEvents)
      .where(eq(paypalWebhookEvents.resourceId, order.payPalOrderId));
    expect(events.map((event) => event.eventType)).toEqual(['CHECKOUT.ORDER.APPROVED']);
  });

  it('sends it a moment after the approval, as PayPal does, and never when told not to', async () => {
    expect(loadConfig({}).paypal.fakeWebhookDelayMs).toBeGreaterThan(0);
    expect(loadConfig({}).paypal.fakeWebhookDelayMs).toBeLessThanOrEqual(10_000);
    await start({ PAYPAL_FAKE_WEBHOOK_DELAY_MS: '-1' });
    const order = await createOrder(t.app);
    await buyer(t.app, order.payPalOrderId, 'approve');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await statusOf(order.rowId)).toBe('prePaymentAuthorization');
  });
});

describe('reconciliation after a restart', () => {
  it('settles 29 orders approved just before the crash (no webhook came) within two runs, ahead of 350 abandoned', async () => {
    await start();
    const now = Date.now();
    await abandoned(350, now);
    const approved = [];
    for (let i = 0; i < 29; i += 1) {
      const order = await createOrder(t.app);
      await t.app.db
        .update(orders)
        .set({ createdAt: new Date(now - (2 + (i % 4)) * MINUTE) })
        .where(eq(orders.id, order.rowId));
      await buyer(t.app, order.payPalOrderId, 'approve');
      approved.push(order);
    }
    const { deps, lookups } = countedReconciliation(t);
    const first = await createReconciliationService(deps).run({ now: () => new Date(now) }, silent);
    const second = await createReconciliationService(deps).run({ now: () => new Date(now + MINUTE) }, silent);
    expect(first.ran && second.ran).toBe(true);
    expect(first.settled + second.settled).toBe(29);
    expect(new Set(lookups.slice(0, 29))).toEqual(new Set(approved.map((order) => order.payPalOrderId)));
    const rows = await t.app.db
      .select({ status: orders.status })
      .from(orders)
      .where(
        and(
          inArray(
            orders.id,
            approved.map((order) => order.rowId),
          ),
          eq(orders.status, 'paid'),
        ),
      );
    expect(rows).toHaveLength(29);
  });

  it('a run that died holding the lease does not block the next run, a minute later', async () => {
    await start();
    const order = await createOrder(t.app);
    const now = Date.now();
    // The run that dies: its lookup at PayPal never answers, and its process no longer renews anything.
    const { deps: dyingDeps, lookups } = countedReconciliation(t, () => new Promise(() => {}));
    const dying: ReconcileDeps = {
      ...dyingDeps,
      repositories: {
        reconcile: { ...t.app.repositories.reconcile, renewLease: () => new Promise(() => {}) },
      } as unknown as ReconcileDeps['repositories'],
    };
    void createReconciliationService(dying).run({ minAgeMs: 0, now: () => new Date(now) }, silent);
    for (let i = 0; i < 250 && lookups.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lookups).toEqual([order.payPalOrderId]);

    const { deps } = countedReconciliation(t);
    expect(
      await createReconciliationService(deps).run({ minAgeMs: 0, now: () => new Date(now + 5_000) }, silent),
    ).toMatchObject({
      ran: false,
    });
    expect(
      await createReconciliationService(deps).run({ minAgeMs: 0, now: () => new Date(now + MINUTE) }, silent),
    ).toMatchObject({
      ran: true,
      checked: 1,
    });
  });
});
