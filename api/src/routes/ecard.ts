/**
 * The e-card page's calls (services/ecard.ts): POST /ecardView with `{ token }` answers the card,
 * its greeting and its code; POST /ecardView/card with `{ token, paper }` answers the card as the
 * print-at-home PDF, drawn on request and streamed. The token travels in the body, never in a URL;
 * unknown, malformed and revoked tokens answer the same 404. Rate limited; `Cache-Control:
 * no-store` (every POST), `X-Robots-Tag: noindex`, helmet's `Referrer-Policy: no-referrer`.
 */
import { PassThrough } from 'node:stream';
import { apiErrorSchema } from '@littlegivers/shared/contract/schemas/common';
import {
  ECARD_CARD_PATH,
  ECARD_VIEW_PATH,
  ecardCardRequestSchema,
  ecardViewSchema,
} from '@littlegivers/shared/contract/schemas/ecard-view';
import { secretLinkRequestSchema } from '@littlegivers/shared/contract/schemas/secret-link';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error';
import { cardPdfSchema } from './card-download';

/** The one answer for every token that opens nothing. */
export const ECARD_NOT_FOUND = 'This card link is not valid any more. Ask the person who sent it for a new one.';

export const ecardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ECARD_VIEW_PATH,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: "The e-card of a page link's token (in the body): greeting and code; 404 when unknown or revoked",
        body: secretLinkRequestSchema,
        response: { 200: ecardViewSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('x-robots-tag', 'noindex');
      const view = await app.ecards.view(request.body.token);
      if (!view) throw new HttpError(404, ECARD_NOT_FOUND);
      return view;
    },
  );

  app.post(
    ECARD_CARD_PATH,
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: 'The e-card as the print-at-home PDF (Letter or A4); 404 when the token opens nothing',
        body: ecardCardRequestSchema,
        response: {
          200: {
            description: 'The e-card, the print-at-home PDF (sent as an attachment)',
            content: { 'application/pdf': { schema: cardPdfSchema } },
          },
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('x-robots-tag', 'noindex');
      const card = await app.ecards.cardOf(request.body.token);
      if (!card) throw new HttpError(404, ECARD_NOT_FOUND);
      const body = new PassThrough();
      app.cardDownloads.write(card, request.body.paper, body).catch((error: unknown) => {
        request.log.error({ err: error }, 'card PDF failed');
        body.destroy(error instanceof Error ? error : new Error('card PDF failed'));
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="little-givers-card-${card.orderIdentifier}.pdf"`)
        .send(body as never);
    },
  );
};
