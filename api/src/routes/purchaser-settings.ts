/**
 * POST /purchaserSettings with `{ token, backupCharityId?, notifyWhenUsed?, remindersOn? }`: the
 * purchaser changes a gift's settings after the gift (services/after-gift.ts) and gets the
 * purchaser view back. The token travels in the body; an unknown or revoked one answers 404.
 */
import {
  PURCHASER_SETTINGS_PATH,
  purchaserSettingsRequestSchema,
} from '@littlegivers/shared/contract/schemas/after-gift-view';
import { apiErrorSchema } from '@littlegivers/shared/contract/schemas/common';
import { purchaserViewSchema } from '@littlegivers/shared/contract/schemas/purchaser-view';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error';
import { PURCHASER_LINK_NOT_FOUND } from './purchaser-view';

export const purchaserSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    PURCHASER_SETTINGS_PATH,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary:
          "A gift's settings after the gift (backup charity, 'tell me when my gift is used', reminders), by its purchaser's link; answers the purchaser view",
        body: purchaserSettingsRequestSchema,
        response: { 200: purchaserViewSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('x-robots-tag', 'noindex');
      const { token, ...change } = request.body;
      const row = await app.purchaserLinks.orderOf(token);
      if (!row) throw new HttpError(404, PURCHASER_LINK_NOT_FOUND);
      await app.afterGift.changeSettings(row.order, change, new Date());
      const view = await app.purchaserLinks.view(token);
      if (!view) throw new HttpError(404, PURCHASER_LINK_NOT_FOUND);
      return view;
    },
  );
};
