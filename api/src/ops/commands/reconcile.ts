/**
 * `ops reconcile`: one pass of the reconciliation the API runs every RECONCILE_INTERVAL_MS, with
 * the same payment service (services/reconcile.ts); no HTTP app is built.
 */
import { seedUnlessManaged } from '../../db/seed-unless-managed';
import { reconcilePayments } from '../../services/reconcile';
import type { OpsContext } from '../context';

export async function reconcileCommand(ctx: OpsContext) {
  // A fresh database gets the sample content; content managed with `ops content` is left alone.
  await seedUnlessManaged(ctx.db);
  const log = {
    warn: (object: unknown, message: string) => ctx.stderr(`${message}: ${JSON.stringify(object)}\n`),
  };
  const result = await reconcilePayments(ctx.services, log, { minAgeMs: 0, batchSize: ctx.config.reconcileBatchSize });
  ctx.stdout(`${JSON.stringify(result)}\n`);
  return 0;
}
