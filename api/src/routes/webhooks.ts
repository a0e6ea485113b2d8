/**
 * PayPal webhooks (services/webhooks.ts): CHECKOUT.ORDER.APPROVED and PAYMENT.CAPTURE.COMPLETED
 * settle the matching order or donation even when the browser never posted its payment data. The
 * signature is verified with PayPal's verify-webhook-signature (the fake verifies its HMAC).
 */
import { apiErrorSchema } from '@littlegivers/shared/contract/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

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
      const asSent = request.rawWebhookEvent ?? request.body;
      const outcome = await app.webhooks.receive(headers, asSent, request.body, request.log);
      return { received: true as const, outcome };
    },
  );
};
