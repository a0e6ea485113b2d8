/**
 * GET /cardDownload/{token}?paper=letter|a4: the print-at-home card as a PDF, drawn on request
 * from the code's ciphertext and streamed (services/card-download.ts). Unknown, expired and
 * revoked tokens answer the same 404: a page in the product's look for a browser (Accept prefers
 * text/html), `{ message }` for programs. `Cache-Control: private, no-store` on every answer,
 * errors included: no cache keeps it; the URL is logged without its token (lib/log-safe-url.ts).
 */

import { PassThrough } from 'node:stream';
import {
  CARD_DOWNLOAD_PATH,
  cardDownloadParamsSchema,
  cardDownloadQuerySchema,
} from '@littlegivers/shared/contract/schemas/card-download';
import { apiErrorSchema } from '@littlegivers/shared/contract/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { prefersHtml } from '../lib/html';
import { HttpError } from '../lib/http-error';
import { cardLinkClosedPage } from '../pages/card-link-closed';

/** The 200 answer as documented: the PDF's bytes. */
export const cardPdfSchema = z.string().meta({ format: 'binary' });

/** The one answer for every token that opens nothing. */
export const CARD_NOT_FOUND = 'This card link is not valid any more. Ask for a new one in your receipt or from us.';

export const cardDownloadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${CARD_DOWNLOAD_PATH}/:token`,
    {
      // A token is 256 random bits: the limit keeps the PDF drawing cheap for the server, not guessing out.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary:
          'The print-at-home card (PDF, Letter or A4, fold and cut marks) of a download token; 404 when unknown, expired or revoked',
        params: cardDownloadParamsSchema,
        querystring: cardDownloadQuerySchema,
        response: {
          200: {
            description: 'The card, a PDF to print at home (sent as an attachment)',
            content: { 'application/pdf': { schema: cardPdfSchema } },
          },
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      // Every answer of this path, the refusals (400, 404, 429) too: nothing here may be kept.
      onSend: async (_request, reply, payload) => {
        reply.header('cache-control', 'private, no-store');
        return payload;
      },
    },
    async (request, reply) => {
      const card = await app.cardDownloads.cardOf(request.params.token);
      if (!card) {
        if (!prefersHtml(request.headers.accept)) throw new HttpError(404, CARD_NOT_FOUND);
        const replacedAt = await app.cardDownloads.replacedAt(request.params.token);
        const page = cardLinkClosedPage({
          productName: app.config.mail.acknowledgment.orgName,
          site: app.config.site,
          ...(replacedAt ? { replacedAt } : {}),
        });
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(page as never);
      }
      const body = new PassThrough();
      app.cardDownloads.write(card, request.query.paper, body).catch((error: unknown) => {
        request.log.error({ err: error }, 'card PDF failed');
        body.destroy(error instanceof Error ? error : new Error('card PDF failed'));
      });
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="little-givers-card-${card.orderIdentifier}.pdf"`)
          // A stream is sent as is (no serializer); the typed reply knows only the JSON error answers.
          .send(body as never)
      );
    },
  );
};
