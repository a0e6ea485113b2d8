/**
 * Group gifts (services/groups.ts, docs/group-gifts.md). The links' tokens travel in POST bodies,
 * never in a URL; a token that opens nothing answers 404. The share link reads the card and adds a
 * part; only the organizer's link lists the parts and closes or cancels the card.
 *   POST /Group                                  start: the card, a closing day and zone
 *   POST /Group/shared                           the share link's view
 *   POST /Group/shared/contribution              a part and its PayPal order
 *   POST /Group/contribution/{id}/paypalData     the part captured (counted, or refunded when late)
 *   POST /Group/organizer                        the organizer's view
 *   POST /Group/organizer/postage                a mailed card's postage captured: the links start working
 *   POST /Group/organizer/close | /cancel        close now, or cancel (every part refunded)
 */

import { fromCents } from '@littlegivers/shared/contract/money';
import { apiErrorSchema } from '@littlegivers/shared/contract/schemas/common';
import {
  contributionCreatedSchema,
  contributionPaidSchema,
  contributionRequestSchema,
  groupActionResultSchema,
  groupOrganizerViewSchema,
  groupShareViewSchema,
  groupStartedSchema,
  groupStartSchema,
  groupTokenSchema,
  postagePaidSchema,
  postagePaymentSchema,
} from '@littlegivers/shared/contract/schemas/group';
import { orderPaymentDataSchema } from '@littlegivers/shared/contract/schemas/order-payment-data';
import { publicIdSchema } from '@littlegivers/shared/contract/schemas/public-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GroupOutcome } from '../services/group-closing';

const errors = {
  400: apiErrorSchema,
  402: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
  502: apiErrorSchema,
};
const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const outcome = (result: GroupOutcome) => ({
  state: result.state,
  total: fromCents(result.totalCents),
  givers: result.givers,
  ...(result.postageRefundCents ? { postageRefunded: fromCents(result.postageRefundCents) } : {}),
});

export const groupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Group',
    {
      config: limit(10),
      schema: {
        tags: ['groups'],
        summary: 'Start a group card: the card as gift now builds it, a closing day and zone; answers both links',
        body: groupStartSchema,
        response: { 200: groupStartedSchema, ...errors },
      },
    },
    async (request) => app.groups.start(request.body, new Date()),
  );

  app.post(
    '/Group/shared',
    {
      config: limit(60),
      schema: {
        tags: ['groups'],
        summary: "The share link's view: the card, the givers' names, the closing moment",
        body: groupTokenSchema,
        response: { 200: groupShareViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('x-robots-tag', 'noindex');
      return app.groups.shareView(request.body.token);
    },
  );

  app.post(
    '/Group/shared/contribution',
    {
      config: limit(20),
      schema: {
        tags: ['groups'],
        summary: 'Chip in: a part (name, e-mail, a line, an amount) and its PayPal order; 409 once the card closed',
        body: contributionRequestSchema,
        response: { 200: contributionCreatedSchema, ...errors },
      },
    },
    async (request) => app.groups.contribute(request.body, new Date()),
  );

  app.post(
    '/Group/contribution/:contributionId/paypalData',
    {
      config: limit(30),
      schema: {
        tags: ['groups'],
        summary:
          'Capture the approved PayPal order of a part (idempotent): counted, or refunded if the card had closed',
        params: z.object({ contributionId: publicIdSchema }),
        body: orderPaymentDataSchema,
        response: { 200: contributionPaidSchema, ...errors },
      },
    },
    async (request) => app.groups.payContribution(request.params.contributionId, request.body, new Date()),
  );

  app.post(
    '/Group/organizer',
    {
      config: limit(60),
      schema: {
        tags: ['groups'],
        summary: "The organizer's view: the card, the total and every part",
        body: groupTokenSchema,
        response: { 200: groupOrganizerViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('x-robots-tag', 'noindex');
      return app.groups.organizerView(request.body.token);
    },
  );

  app.post(
    '/Group/organizer/postage',
    {
      config: limit(10),
      schema: {
        tags: ['groups'],
        summary:
          "Capture the approved PayPal order of a mailed card's postage (idempotent): the group's links work from then on",
        body: postagePaymentSchema,
        response: { 200: postagePaidSchema, ...errors },
      },
    },
    async (request) => {
      const { token, ...payment } = request.body;
      return app.groups.payPostage(token, payment, new Date());
    },
  );

  app.post(
    '/Group/organizer/close',
    {
      config: limit(10),
      schema: {
        tags: ['groups'],
        summary: 'Close the card now: it goes out once for the total (nothing is sent when nobody gave)',
        body: groupTokenSchema,
        response: { 200: groupActionResultSchema, ...errors },
      },
    },
    async (request) => outcome(await app.groups.close(request.body.token, new Date())),
  );

  app.post(
    '/Group/organizer/cancel',
    {
      config: limit(10),
      schema: {
        tags: ['groups'],
        summary: 'Cancel the card before it closes: every part is refunded and its giver told; nothing is sent',
        body: groupTokenSchema,
        response: { 200: groupActionResultSchema, ...errors },
      },
    },
    async (request) => outcome(await app.groups.cancel(request.body.token, new Date())),
  );
};
