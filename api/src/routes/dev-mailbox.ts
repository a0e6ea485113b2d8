/**
 * The local mailbox (off production only; plugins/mail.ts registers it at /api/dev/mailbox): the
 * list of queued messages, and each delivered one as HTML and as text (mail/mailbox-page.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { mailboxIndexPage, mailboxTextPage } from '../mail/mailbox-page';

export const devMailboxRoutes: FastifyPluginAsync = async (app) => {
  const delivered = async (id: string) => {
    const mail = /^\d+$/.test(id) ? await app.repositories.mailOutbox.get(Number(id)) : undefined;
    return mail?.status === 'sent' ? mail : undefined;
  };

  app.get('/', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await app.repositories.mailOutbox.list({ limit: 200 });
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return mailboxIndexPage(messages, Boolean(app.config.mail.smtpUrl));
  });

  app.get<{ Params: { id: string } }>('/:id', { schema: { hide: true } }, async (request, reply) => {
    const mail = await delivered(request.params.id);
    if (!mail?.html) return reply.code(404).send({ message: 'No such delivered message' });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(mail.html);
  });

  app.get<{ Params: { id: string } }>('/:id/text', { schema: { hide: true } }, async (request, reply) => {
    const mail = await delivered(request.params.id);
    if (!mail?.text) return reply.code(404).send({ message: 'No such delivered message' });
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(mailboxTextPage(mail));
  });
};
