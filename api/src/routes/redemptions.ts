/**
 * Redemption: POST /redemptionSession opens a session for a valid unredeemed code (human check
 * first, wrong guesses limited per client); PUT /redemptionSession/{id} donates the gift to the
 * chosen charity, redeeming the code in the same transaction (exactly once under concurrency).
 */
import { displayPurchaserName } from '@littlegivers/shared/contract/greeting';
import { apiErrorSchema } from '@littlegivers/shared/contract/schemas/common';
import { publicIdSchema } from '@littlegivers/shared/contract/schemas/public-id';
import {
  redeemNowRequestSchema,
  redeemNowResponseSchema,
  redemptionSchema,
  redemptionSessionRequestSchema,
} from '@littlegivers/shared/contract/schemas/redemption';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guessKey } from '../lib/guess-limiter';
import { HttpError } from '../lib/http-error';
import { TOO_MANY_GUESSES } from '../services/redemption';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

export const redemptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/redemptionSession',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['redemption'],
        summary:
          'Open a redemption session for a code. A wrong or used code answers 200 without id and sessionId, with `reason`: `unknown` or `already-opened` (a gift already given; a code given to its backup charity at one year says where and when instead: givenToBackup); too many wrong codes answer 429.',
        body: redemptionSessionRequestSchema,
        response: { 200: redemptionSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!app.config.debug && !(await app.altcha.verify(request.body.captcha))) {
        throw new HttpError(400, 'captcha: Please complete the human check first');
      }
      const session = await app.redemption.openSession(request.body.redemptionCode, guessKey(request.ip));
      if (session.outcome === 'too-many') {
        reply.header('retry-after', String(Math.ceil(app.config.redeemGuessWindowMs / 1000)));
        return reply.code(429).send({ message: TOO_MANY_GUESSES });
      }
      if (session.outcome === 'no-match') return { redemptionCode: null, reason: 'unknown' as const };
      if (session.outcome === 'spent') return { redemptionCode: null, reason: 'already-opened' as const };
      if (session.outcome === 'given-to-backup')
        return {
          redemptionCode: null,
          givenToBackup: { charity: session.charity, givenAt: session.givenAt.toISOString() },
        };
      const { redemption, order } = session;
      return {
        id: redemption.publicId,
        sessionId: session.sessionId,
        expirationDate: session.expiresAt.toISOString(),
        amount: redemption.amountCents / 100,
        order: {
          recipientName: order.recipientName,
          fromName: displayPurchaserName(order.fromName),
          orderIdentifier: order.orderIdentifier,
        },
      };
    },
  );

  app.put(
    '/redemptionSession/:id',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['redemption'],
        summary:
          'Redeem now: donate the gift to the chosen charity in the child’s name (404 alike for an unknown id or a session not its own; 409 when already redeemed)',
        params: z.object({ id: publicIdSchema }),
        body: redeemNowRequestSchema,
        response: { 200: redeemNowResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { sessionId, selection } = request.body;
      const { redeemedAt, recipientName } = await app.redemption.redeem(id, sessionId, selection);
      return {
        id,
        redeemed: true as const,
        redeemedAt: redeemedAt.toISOString(),
        recipientName,
        selection,
      };
    },
  );
};
