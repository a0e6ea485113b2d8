/**
 * Reconciliation: finds orders and donations still waiting for payment whose PayPal order the
 * buyer approved (or that PayPal already captured) and settles them, so a lost browser request
 * loses no gift and no donation. Run every RECONCILE_INTERVAL_MS by the API and by `ops reconcile`.
 */
import type { PaymentService } from './payments';

export interface ReconcileResult {
  checked: number;
  settled: number;
}

export interface ReconcileLog {
  warn: (object: unknown, message: string) => void;
}

export async function reconcilePayments(
  payments: PaymentService,
  log: ReconcileLog,
  options: { minAgeMs?: number; maxAgeMs?: number } = {},
): Promise<ReconcileResult> {
  const now = Date.now();
  const pending = await payments.unsettledPayPalOrderIds({
    olderThan: new Date(now - (options.minAgeMs ?? 60_000)),
    newerThan: new Date(now - (options.maxAgeMs ?? 3 * 24 * 3600_000)),
  });
  let settled = 0;
  for (const paypalOrderId of pending) {
    try {
      const order = await payments.paypal.getOrder(paypalOrderId);
      if (!order || (order.status !== 'APPROVED' && order.status !== 'COMPLETED')) continue;
      if ((await payments.settleByPayPalOrderId(paypalOrderId)) === 'paid') settled += 1;
    } catch (error) {
      log.warn({ err: error, paypalOrderId }, 'reconciliation could not settle a payment');
    }
  }
  return { checked: pending.length, settled };
}
