/**
 * PayPal webhooks: CHECKOUT.ORDER.APPROVED and PAYMENT.CAPTURE.COMPLETED settle the matching
 * order or donation (services/payments.ts) even when the browser never posted its payment data.
 * The signature is verified with PayPal's verify-webhook-signature; each event is handled once
 * (a failed one is forgotten, so PayPal's retry is processed).
 */
import { HttpError } from '../lib/http-error';
import type { PayPalClient } from '../paypal/client';
import type { WebhookEventsRepository } from '../repositories/webhook-events';
import type { PaymentService } from './payments';

export interface WebhookEvent {
  id: string;
  event_type: string;
  resource: { id?: string | undefined; supplementary_data?: { related_ids?: { order_id?: string } } | undefined };
}

export interface WebhookLog {
  warn: (object: unknown, message: string) => void;
}

/** The PayPal order an event is about, for the two events that settle a payment. */
function paypalOrderIdOf(event: WebhookEvent): string | undefined {
  if (event.event_type === 'CHECKOUT.ORDER.APPROVED') return event.resource.id;
  if (event.event_type === 'PAYMENT.CAPTURE.COMPLETED') return event.resource.supplementary_data?.related_ids?.order_id;
  return undefined;
}

export function createWebhookService(deps: {
  paypal: PayPalClient;
  payments: PaymentService;
  webhookEvents: WebhookEventsRepository;
}) {
  return {
    /** Verifies and handles one delivery; the outcome is what the webhook answers. */
    async receive(
      headers: Record<string, string | undefined>,
      asSent: unknown,
      event: WebhookEvent,
      log: WebhookLog,
    ): Promise<string> {
      const verified = await deps.paypal.verifyWebhookSignature(headers, asSent).catch(() => false);
      if (!verified) throw new HttpError(400, 'Webhook signature could not be verified');
      const paypalOrderId = paypalOrderIdOf(event);
      if (!paypalOrderId) return 'ignored';
      const fresh = await deps.webhookEvents.remember({
        id: event.id,
        eventType: event.event_type,
        resourceId: paypalOrderId,
      });
      if (!fresh) return 'duplicate';
      try {
        return await deps.payments.settleByPayPalOrderId(paypalOrderId, { reported: true });
      } catch (error) {
        // Let PayPal retry later: forget the event so the retry is processed.
        await deps.webhookEvents.forget(event.id);
        log.warn({ err: error, paypalOrderId }, 'webhook could not settle payment');
        return 'not-settled';
      }
    },
  };
}
