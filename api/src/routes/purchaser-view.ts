/**
 * POST /purchaserView with `{ token }`: the purchaser's page (services/purchaser-link.ts). The
 * token travels in the body, never in a URL; unknown, malformed and revoked tokens answer the same
 * 404. Rate limited (a token is 256 random bits: the limit bounds the cost, not guessing);
 * `Cache-Control: no-store` (as every POST), `X-Robots-Tag: noindex`, and helmet's `Referrer-Policy: no-referrer`.
 * POST /purchaserView/delivery changes an e-card's delivery (services/ecard.ts) and answers the new view.
 */
import { apiErrorSchema } from '@littlegivers/shared/contract/schemas/common';
import {
  deliveryChangeSchema,
  PURCHASER_DELIVERY_PATH,
  PURCHASER_VIEW_PATH,
  purchaserViewSchema,
} from '@littlegivers/shared/contract/schemas/purchaser-view';
import { secretLinkRequestSchema } from '@littlegivers/shared/contract/schemas/secret-link';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error';

/** The one answer for every token that opens nothing. */
export const PURCHASER_LINK_NOT_FOUND = 'This link is not valid any more. Write to us and we will help.';

export const purchaserViewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    PURCHASER_VIEW_PATH,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: "The purchaser's page of a gift (its secret link's token in the body); 404 when unknown or revoked",
        body: secretLinkRequestSchema,
        response: { 200: purchaserViewSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('x-robots-tag', 'noindex'); // no-store: every POST answer (lib/no-store.ts)
      const view = await app.purchaserLinks.view(request.body.token);
      if (!view) throw new HttpError(404, PURCHASER_LINK_NOT_FOUND);
      return view;
    },
  );

  app.post(
    PURCHASER_DELIVERY_PATH,
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary:
          "Change an e-card's delivery from the purchaser's page: before it goes, change or send now; after, resend (3 times in any 24 hours); 409 once the code was used",
        body: deliveryChangeSchema,
        response: {
          200: purchaserViewSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('x-robots-tag', 'noindex');
      const { token, ...change } = request.body;
      const row = await app.purchaserLinks.orderOf(token);
      if (!row) throw new HttpError(404, PURCHASER_LINK_NOT_FOUND);
      await app.ecards.change(row.order.id, change);
      const view = await app.purchaserLinks.view(token);
      if (!view) throw new HttpError(404, PURCHASER_LINK_NOT_FOUND);
      return view;
    },
  );
};
