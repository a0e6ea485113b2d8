/**
 * `ops reconcile` settles, in a process without the HTTP app, a payment the buyer approved but the
 * browser never reported: the same payment service as the API, the PayPal stand-in served on its
 * own (its state is in the database the API wrote).
 */
import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orders, redemptions } from '../../src/db/schema';
import { buildTestApp, buyer, createOrder, type TestApp } from '../helpers';
import { ops } from './ops-helpers';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => t.close());

describe('ops reconcile', () => {
  it('captures an approved, unreported payment once and issues its code; a second run settles nothing', async () => {
    const order = await createOrder(t.app);
    await buyer(t.app, order.payPalOrderId, 'approve');

    const run = await ops(t.database, ['reconcile', '--json']);
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout) as { checked: number; settled: number };
    expect(result.settled).toBeGreaterThanOrEqual(1);
    const [stored] = await t.app.db.select().from(orders).where(eq(orders.id, order.rowId));
    expect(stored?.status).toBe('paid');
    expect(stored?.paymentMethod).toBe('paypal');
    expect(stored?.paypalCaptureId).toBeTruthy();
    const [codes] = await t.app.db.select({ n: count() }).from(redemptions).where(eq(redemptions.orderId, order.rowId));
    expect(codes?.n).toBe(1);

    const again = await ops(t.database, ['reconcile', '--json']);
    expect(again.code).toBe(0);
    const [after] = await t.app.db.select({ n: count() }).from(redemptions).where(eq(redemptions.orderId, order.rowId));
    expect(after?.n).toBe(1);
    // The order is no longer waiting for payment, so the second pass does not count it.
    expect((JSON.parse(again.stdout) as { checked: number }).checked).toBe(result.checked - result.settled);
    // For people: the pass in words.
    const words = await ops(t.database, ['reconcile']);
    expect(words.code).toBe(0);
    expect(words.stdout).toMatch(
      /^Reconciliation: (\d+ payment\(s\) looked up at PayPal; 0 settled|no approved payment was waiting)/,
    );
  });
});
