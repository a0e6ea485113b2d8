/**
 * Mail in the API: the outbox's sender loop (services/mail-sender.ts, built with the other
 * services; `app.mail`, decorated by plugins/services.ts), started when the app is ready and stopped when it closes; in `local` only, the
 * mailbox page /api/dev/mailbox (mail/mailbox-access.ts decides; 404 everywhere else).
 */
import fp from 'fastify-plugin';
import { mailboxAccess } from '../mail/mailbox-access';
import { devMailboxRoutes } from '../routes/dev-mailbox';

export const mailPlugin = fp(
  async (app) => {
    app.addHook('onReady', async () => app.mail.start());
    app.addHook('onClose', async () => app.mail.stop());
    if (mailboxAccess(app.config.appEnv) === 'open')
      await app.register(devMailboxRoutes, { prefix: '/api/dev/mailbox' });
  },
  { name: 'mail', dependencies: ['services'] },
);
