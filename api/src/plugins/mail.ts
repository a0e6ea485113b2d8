/**
 * Mail in the API: the outbox's sender loop (services/mail-sender.ts, built with the other
 * services; `app.mail`, decorated by plugins/services.ts), started when the app is ready and stopped when it closes; off
 * production, the local mailbox page /api/dev/mailbox (404 in production).
 */
import fp from 'fastify-plugin';
import { devMailboxRoutes } from '../routes/dev-mailbox';

export const mailPlugin = fp(
  async (app) => {
    app.addHook('onReady', async () => app.mail.start());
    app.addHook('onClose', async () => app.mail.stop());
    if (app.config.appEnv !== 'production') await app.register(devMailboxRoutes, { prefix: '/api/dev/mailbox' });
  },
  { name: 'mail', dependencies: ['services'] },
);
