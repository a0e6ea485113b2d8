import type { PayPalClient } from '../src/paypal/client';
import { createPaymentService, type PaymentService } from '../src/services/payments';
import type { ReconcileDeps } from '../src/services/reconcile';
import type { TestApp } from './helpers';

/**
 * A test app's reconciliation with the PayPal lookups it makes, in order: each lookup goes to the
 * PayPal stand-in, or to `getOrder` where a test decides the answer (one that never comes, say).
 */
export function countedReconciliation(
  t: TestApp,
  getOrder?: (id: string) => ReturnType<PayPalClient['getOrder']>,
): { deps: ReconcileDeps; lookups: string[] } {
  const lookups: string[] = [];
  const paypal = t.app.payments.paypal;
  const deps: ReconcileDeps = {
    repositories: t.app.repositories,
    payments: {
      settleByPayPalOrderId: (id) => t.app.payments.settleByPayPalOrderId(id),
      paypal: {
        getOrder: (id: string) => {
          lookups.push(id);
          return getOrder ? getOrder(id) : paypal.getOrder(id);
        },
      } as PayPalClient,
    },
  };
  return { deps, lookups };
}

/** The test app's payment service over another PayPal client (a stand-in whose answers a test rewrites). */
export function paymentServiceOver(
  t: TestApp,
  paypal: PayPalClient,
  log?: Parameters<typeof createPaymentService>[0]['log'],
): PaymentService {
  return createPaymentService({
    ...(log ? { log } : {}),
    repositories: t.app.repositories,
    paypal,
    vault: t.app.vault,
    cardMailBusinessDays: t.app.config.mail.cardMailBusinessDays,
    cardDownloads: t.app.cardDownloads,
  });
}
