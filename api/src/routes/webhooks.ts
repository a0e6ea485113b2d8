/**
 * PayPal webhooks: CHECKOUT.ORDER.APPROVED and PAYMENT.CAPTURE.COMPLETED settle the matching
 * order or donation even when the browser never posted its payment data. The signature is
 * verified with PayPal's verify-webhook-signature (the fake verifies its shared-secret HMAC).
 */
import { apiErrorSchema } from '@littlegivers/shared/contract/schemas/common';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paypalWebhookEvents } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { settleByPayPalOrderId } from '../services/payments';

const webhookEventSchema = z.looseObject({
  id: z.string().min(1).max(100),
  event_type: z.string().min(1).max(100),
  resource: z.looseObject({
    id: z.string().max(100).optional(),
    supplementary_data: z
      .looseObject({ related_ids: z.looseObject({ order_id: z.string().optional() }).optional() })
      .optional(),
  }),
});

declare module 'fastify' {
  interface FastifyRequest {
    /** The webhook event exactly as PayPal sent it (before validation reorders anything). */
    rawWebhookEvent?: unknown;
  }
}

export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: keep the event as received, for the signature check.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    try {
      const parsed: unknown = JSON.parse(String(body));
      request.rawWebhookEvent = parsed;
      done(null, parsed);
    } catch {
      done(Object.assign(new Error('body: invalid JSON'), { statusCode: 400 }), undefined);
    }
  });

  app.post(
    '/paypal/webhook',
    {
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'PayPal webhook (signature verified)',
        body: webhookEventSchema,
        response: { 200: z.object({ received: z.literal(true), outcome: z.string() }), 400: apiErrorSchema },
      },
    },
    async (request) => {
      const headers = request.headers as Record<string, string | undefined>;
      const verified = await app.paypal
        .verifyWebhookSignature(headers, request.rawWebhookEvent ?? request.body)
        .catch(() => false);
      if (!verified) throw new HttpError(400, 'Webhook signature could not be verified');
      const event = request.body;
      const paypalOrderId =
        event.event_type === 'CHECKOUT.ORDER.APPROVED'
          ? event.resource.id
          : event.event_type === 'PAYMENT.CAPTURE.COMPLETED'
            ? event.resource.supplementary_data?.related_ids?.order_id
            : undefined;
      if (!paypalOrderId) return { received: true as const, outcome: 'ignored' };
      const inserted = await app.db
        .insert(paypalWebhookEvents)
        .values({ id: event.id, eventType: event.event_type, resourceId: paypalOrderId })
        .onConflictDoNothing()
        .returning({ id: paypalWebhookEvents.id });
      if (inserted.length === 0) return { received: true as const, outcome: 'duplicate' };
      try {
        const outcome = await settleByPayPalOrderId(app.payments, paypalOrderId);
        return { received: true as const, outcome };
      } catch (error) {
        // Let PayPal retry later: forget the event so the retry is processed.
        await app.db.delete(paypalWebhookEvents).where(eq(paypalWebhookEvents.id, event.id));
        request.log.warn({ err: error, paypalOrderId }, 'webhook could not settle payment');
        return { received: true as const, outcome: 'not-settled' };
      }
    },
  );
};
