/**
 * Mail in the API: the sender loop (started when the app is ready, stopped when it closes) as
 * `app.mail`, and off production the local mailbox page /api/dev/mailbox (404 in production).
 */
import fp from 'fastify-plugin';
import { mailboxRoutes } from './mailbox-page';
import { MailSender } from './sender';
import { transportFor } from './transport';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailSender;
  }
}

export const mailPlugin = fp(
  async (app) => {
    const { mail } = app.config;
    const sender = new MailSender(app.db, transportFor(mail.smtpUrl), mail, app.log);
    app.decorate('mail', sender);
    app.addHook('onReady', async () => sender.start());
    app.addHook('onClose', async () => sender.stop());
    if (app.config.appEnv !== 'production') await app.register(mailboxRoutes, { prefix: '/api/dev/mailbox' });
  },
  { name: 'mail', dependencies: ['services'] },
);
