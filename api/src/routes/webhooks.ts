/**
 * PayPal webhooks (services/webhooks.ts): CHECKOUT.ORDER.APPROVED and PAYMENT.CAPTURE.COMPLETED
 * settle the matching order or donation even when the browser never posted its payment data. The
 * signature is verified with PayPal's verify-webhook-signature (the fake verifies its HMAC).
 */
import { apiErrorSchema } from '@littlegivers/shared/contract/schemas/common';
import { isCleanText, TEXT_CHARACTERS_MESSAGE } from '@littlegivers/shared/contract/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonDeeperThan, tooDeepError } from '../lib/json-body';

/** An id or type from PayPal: clean single-line text, as everywhere in the API. */
const eventText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => isCleanText(value), TEXT_CHARACTERS_MESSAGE);

const webhookEventSchema = z.looseObject({
  id: eventText(100).check(z.minLength(1)),
  event_type: eventText(100).check(z.minLength(1)),
  resource: z.looseObject({
    id: eventText(100).optional(),
    supplementary_data: z
      .looseObject({ related_ids: z.looseObject({ order_id: eventText(100).optional() }).optional() })
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
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDeeperThan(String(body))) return done(tooDeepError(), undefined);
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
