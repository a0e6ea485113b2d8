import { altchaChallengeSchema, healthSchema } from '@littlegivers/shared/contract/schemas/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Health check (database reachable)', response: { 200: healthSchema } } },
    async () => {
      await app.repositories.health.ping();
      return {
        status: 'ok' as const,
        env: app.config.appEnv,
        paypalMode: app.config.paypal.mode,
        database: app.dbKind,
      };
    },
  );

  app.get(
    '/altcha/challenge',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['system'],
        summary: 'ALTCHA proof-of-work challenge for <altcha-widget challenge="…">',
        response: { 200: altchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await app.altcha.challenge()) as unknown as Record<string, unknown>;
    },
  );
};
