/**
 * The local mailbox (`local` only: mail/mailbox-access.ts; plugins/mail.ts registers it at /api/dev/mailbox): the
 * list of queued messages, and each delivered one as HTML and as text (mail/mailbox-page.ts). The
 * mailbox keeps no pictures: a message's inline images (the receipt's card) are drawn again from
 * its data at `<id>/<file name>`, and its HTML points there instead of at the Content-ID.
 */
import { MAX_ID } from '@littlegivers/shared/contract/schemas/common';
import type { FastifyPluginAsync } from 'fastify';
import { mailboxIndexPage, mailboxTextPage, withMailboxImages } from '../mail/mailbox-page';
import type { MailDataByKind } from '../mail/message-data';
import { mailImageList } from '../mail/templates';
import type { MailKind } from '../repositories/mail-outbox';

export const devMailboxRoutes: FastifyPluginAsync = async (app) => {
  /** A delivered message by its id as written in the path; any id outside the table's range is simply unknown. */
  const delivered = async (id: string) => {
    const number = /^\d{1,10}$/.test(id) ? Number(id) : 0;
    const mail = number >= 1 && number <= MAX_ID ? await app.repositories.mailOutbox.get(number) : undefined;
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
    const images = mailImageList(mail.kind, mail.data as MailDataByKind[MailKind]);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(withMailboxImages(mail.id, mail.html, images));
  });

  app.get<{ Params: { id: string; file: string } }>(
    '/:id/images/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const mail = await delivered(request.params.id);
      const images = mail ? mailImageList(mail.kind, mail.data as MailDataByKind[MailKind]) : [];
      const image = images.find((candidate) => candidate.filename === request.params.file);
      if (!image) return reply.code(404).send({ message: 'No such picture' });
      return reply
        .type(image.contentType)
        .header('cache-control', 'no-store')
        .send(await image.draw());
    },
  );

  app.get<{ Params: { id: string } }>('/:id/text', { schema: { hide: true } }, async (request, reply) => {
    const mail = await delivered(request.params.id);
    if (!mail?.text) return reply.code(404).send({ message: 'No such delivered message' });
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(mailboxTextPage(mail));
  });
};
