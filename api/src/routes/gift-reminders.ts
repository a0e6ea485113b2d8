/**
 * A gift's reminders page (the link in every reminder and notice), in the product's look:
 * GET /giftReminders/{orderPublicId}/optOut?t=TOKEN shows what the link does and a button; the
 * button POSTs to the same URL, which turns that gift's reminders off. A GET changes nothing (mail
 * scanners follow links). The messages also carry RFC 8058's `List-Unsubscribe` and
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` with this URL, so a mail client's own
 * unsubscribe button POSTs here too. Once the reminders are off the page says so and offers nothing.
 * The token is a keyed signature of the order's public id (services/after-gift.ts); a wrong one
 * answers 404 like an unknown gift.
 */
import { timingSafeEqual } from 'node:crypto';
import { publicIdSchema } from '@littlegivers/shared/contract/schemas/public-id';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '../config';
import { escapeHtml } from '../lib/html';
import { HttpError } from '../lib/http-error';
import { productPage } from '../pages/layout';
import { optOutPath, optOutToken } from '../services/after-gift';

const NOT_FOUND = 'This link does not open any gift.';
export const REMINDERS_OFF_TITLE = 'Reminders turned off';
export const REMINDERS_ASK_TITLE = 'Turn off the reminders for this gift?';

const UNCHANGED =
  'The gift itself is unchanged: the code still works, and if it is never used it still goes to its backup charity at one year, after a last notice to the person who bought it.';

export const giftReminderRoutes: FastifyPluginAsyncZod = async (app) => {
  // A mail client's one-click unsubscribe (RFC 8058) and the page's button post a form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  const schema = {
    params: z.object({ orderPublicId: publicIdSchema }),
    querystring: z.object({ t: z.string().min(1).max(200) }),
  };

  /** The order a link opens, or 404. */
  async function orderOf(orderPublicId: string, t: string) {
    const expected = Buffer.from(optOutToken(app.vault, orderPublicId));
    const given = Buffer.from(t);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new HttpError(404, NOT_FOUND);
    const order = await app.repositories.orders.findByPublicId(orderPublicId);
    if (!order) throw new HttpError(404, NOT_FOUND);
    return order;
  }

  function send(reply: FastifyReply, title: string, body: string) {
    return reply
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(productPage({ productName: app.config.mail.acknowledgment.orgName, site: app.config.site, title, body }));
  }

  const off = () =>
    `<p>We will not send reminders about this gift again. ${UNCHANGED}</p>
<p>Changed your mind? The gift page (the link in the receipt) turns them back on.</p>`;

  app.get(
    '/giftReminders/:orderPublicId/optOut',
    {
      schema: {
        ...schema,
        tags: ['gift'],
        summary:
          'The page of a gift’s reminders (the link in the reminders): a button that turns them off; 404 for a wrong link',
      },
    },
    async (request, reply) => {
      const { orderPublicId } = request.params;
      const order = await orderOf(orderPublicId, request.query.t);
      if (order.remindersOptedOutAt) return send(reply, REMINDERS_OFF_TITLE, off());
      const action = `${API_PREFIX}${optOutPath(orderPublicId, request.query.t)}`;
      return send(
        reply,
        REMINDERS_ASK_TITLE,
        `<p>We send a kind reminder when a gift (order ${escapeHtml(order.orderIdentifier)}) is still unopened 30 and 90 days after it reached the child. ${UNCHANGED}</p>
<form method="post" action="${escapeHtml(action)}"><button class="button" type="submit">turn off the reminders</button></form>`,
      );
    },
  );

  app.post(
    '/giftReminders/:orderPublicId/optOut',
    {
      schema: {
        ...schema,
        tags: ['gift'],
        summary:
          'Turns a gift’s reminders off (the page’s button, or a mail client’s RFC 8058 one-click POST); 404 for a wrong link',
      },
    },
    async (request, reply) => {
      const order = await orderOf(request.params.orderPublicId, request.query.t);
      await app.repositories.afterGift.optOutOfReminders(order.id, new Date());
      return send(reply, REMINDERS_OFF_TITLE, off());
    },
  );
};
