/**
 * The one-click reminder opt-out of a gift (the link in every reminder and notice):
 * GET or POST /giftReminders/{orderPublicId}/optOut?t=TOKEN turns that gift's reminders off and
 * answers a short page. The token is a keyed signature of the order's public id
 * (services/after-gift.ts); a wrong one answers 404 like an unknown gift.
 */
import { timingSafeEqual } from 'node:crypto';
import { publicIdSchema } from '@littlegivers/shared/contract/schemas/public-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../lib/http-error';
import { optOutToken } from '../services/after-gift';

const NOT_FOUND = 'This link does not open any gift.';

function page(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1f2933"><main><h1>${title}</h1><p>${text}</p></main></body></html>`;
}

export const giftReminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    tags: ['gift'],
    summary: 'One-click opt-out of a gift’s reminders (the link in the reminders); 404 for a wrong link',
    params: z.object({ orderPublicId: publicIdSchema }),
    querystring: z.object({ t: z.string().min(1).max(200) }),
  };
  const optOut = async (
    request: { params: { orderPublicId: string }; query: { t: string } },
    reply: import('fastify').FastifyReply,
  ) => {
    const { orderPublicId } = request.params;
    const expected = Buffer.from(optOutToken(app.vault, orderPublicId));
    const given = Buffer.from(request.query.t);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new HttpError(404, NOT_FOUND);
    const order = await app.repositories.orders.findByPublicId(orderPublicId);
    if (!order) throw new HttpError(404, NOT_FOUND);
    await app.repositories.afterGift.optOutOfReminders(order.id, new Date());
    return reply
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Reminders turned off',
          'We will not send reminders about this gift again. The gift itself is unchanged: the code still works, and if it is never used it still goes to its backup charity at one year.',
        ),
      );
  };
  app.get('/giftReminders/:orderPublicId/optOut', { schema }, optOut);
  app.post('/giftReminders/:orderPublicId/optOut', { schema }, optOut);
};
