/**
 * Reconciliation: finds orders and donations still waiting for payment whose PayPal order the
 * buyer approved (or that PayPal already captured) and settles them, so a lost browser request
 * loses no gift and no donation.
 */
import { and, eq, gt, isNotNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { donations, orders } from '../db/schema';
import { type PaymentDeps, settleByPayPalOrderId } from './payments';

export interface ReconcileResult {
  checked: number;
  settled: number;
}

export async function reconcilePayments(
  deps: PaymentDeps,
  log: FastifyBaseLogger,
  options: { minAgeMs?: number; maxAgeMs?: number } = {},
): Promise<ReconcileResult> {
  const now = Date.now();
  const olderThan = new Date(now - (options.minAgeMs ?? 60_000));
  const newerThan = new Date(now - (options.maxAgeMs ?? 3 * 24 * 3600_000));
  const pending = [
    ...(await deps.db
      .select({ paypalOrderId: orders.paypalOrderId })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'prePaymentAuthorization'),
          isNotNull(orders.paypalOrderId),
          lt(orders.createdAt, olderThan),
          gt(orders.createdAt, newerThan),
        ),
      )),
    ...(await deps.db
      .select({ paypalOrderId: donations.paypalOrderId })
      .from(donations)
      .where(
        and(
          eq(donations.status, 'prePaymentAuthorization'),
          isNotNull(donations.paypalOrderId),
          lt(donations.createdAt, olderThan),
          gt(donations.createdAt, newerThan),
        ),
      )),
  ];
  let settled = 0;
  for (const { paypalOrderId } of pending) {
    if (!paypalOrderId) continue;
    try {
      const order = await deps.paypal.getOrder(paypalOrderId);
      if (!order || (order.status !== 'APPROVED' && order.status !== 'COMPLETED')) continue;
      if ((await settleByPayPalOrderId(deps, paypalOrderId)) === 'paid') settled += 1;
    } catch (error) {
      log.warn({ err: error, paypalOrderId }, 'reconciliation could not settle a payment');
    }
  }
  return { checked: pending.length, settled };
}
