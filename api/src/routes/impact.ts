/**
 * The public ledger: GET /impact (JSON) and GET /impact.csv, read from the aggregates kept current
 * on each payout and by the daily after-gift run (services/ledger.ts). Anyone may download them.
 */
import { impactSchema } from '@littlegivers/shared/contract/schemas/impact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { impact, impactCsv } from '../services/ledger';

const CACHE = 'public, max-age=60';

export const impactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/impact',
    {
      schema: {
        tags: ['impact'],
        summary:
          'The public ledger: per charity and month, gifts chosen, backup gifts, paid out (date, payout reference) and waiting; days from choice to payout; fees and what they paid for. Aggregates only.',
        response: { 200: impactSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE);
      return impact(app.repositories, new Date());
    },
  );

  app.get(
    '/impact.csv',
    { schema: { tags: ['impact'], summary: 'The public ledger as CSV: one row per charity and period' } },
    async (_request, reply) => {
      const body = impactCsv(await impact(app.repositories, new Date()));
      return reply
        .header('cache-control', CACHE)
        .header('content-disposition', 'attachment; filename="little-givers-impact.csv"')
        .type('text/csv; charset=utf-8')
        .send(body);
    },
  );
};
