/**
 * The public ledger: GET /impact (JSON) and GET /impact.csv, read from the aggregates kept current
 * on each payout and by the daily after-gift run (services/ledger.ts). Anyone may download them.
 * Each process keeps the last answer, serialised once, for as long as the aggregates and the day
 * (waits are counted in days) are the same: a request then costs one small query.
 */
import { type Impact, impactSchema } from '@littlegivers/shared/contract/schemas/impact';
import { type FastifyPluginAsyncZod, serializerCompiler } from 'fastify-type-provider-zod';
import { impactCsv } from '../services/ledger';

const CACHE = 'public, max-age=60';

export const impactRoutes: FastifyPluginAsyncZod = async (app) => {
  const serialize = serializerCompiler({ schema: impactSchema, method: 'GET', url: '/impact', httpStatus: '200' }) as (
    data: unknown,
  ) => string;
  let last: { key: string; ledger: Impact; json: string } | undefined;

  /** The ledger as of now: the kept answer while its aggregates and day are current. */
  async function current() {
    const now = new Date();
    const refreshedAt = await app.repositories.ledger.refreshedAt();
    const key = `${refreshedAt?.toISOString() ?? 'never'}|${now.toISOString().slice(0, 10)}`;
    if (last?.key !== key) {
      const ledger = await app.ledger.impact(now);
      last = { key, ledger, json: serialize(ledger) };
    }
    return last;
  }

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
      const { json } = await current();
      return reply
        .header('cache-control', CACHE)
        .type('application/json; charset=utf-8')
        .send(json as never); // serialised above
    },
  );

  app.get(
    '/impact.csv',
    { schema: { tags: ['impact'], summary: 'The public ledger as CSV: one row per charity and period' } },
    async (_request, reply) => {
      const { ledger } = await current();
      return reply
        .header('cache-control', CACHE)
        .header('content-disposition', 'attachment; filename="little-givers-impact.csv"')
        .type('text/csv; charset=utf-8')
        .send(impactCsv(ledger));
    },
  );
};
