/**
 * `ops reconcile [--json]`: one pass of the reconciliation the API runs every RECONCILE_INTERVAL_MS,
 * with the same payment service (services/reconcile.ts); no HTTP app is built.
 */
import { seedUnlessManaged } from '../../db/seed-unless-managed';
import type { ReconcileResult } from '../../services/reconcile';
import type { OpsContext } from '../context';

function summary(result: ReconcileResult): string {
  if (result.checked + result.settled + result.closed + result.deferred === 0)
    return 'Reconciliation: no approved payment was waiting to be settled; nothing to do.\n';
  return `Reconciliation: ${result.checked} payment(s) looked up at PayPal; ${result.settled} settled (paid, code issued), ${result.closed} closed (expired at PayPal), ${result.deferred} to look at again later.\n`;
}

export async function reconcileCommand(ctx: OpsContext, values: { json?: boolean }) {
  // A fresh database gets the sample content; content managed with `ops content` is left alone.
  await seedUnlessManaged(ctx.db);
  const log = {
    warn: (object: unknown, message: string) => ctx.stderr(`${message}: ${JSON.stringify(object)}\n`),
  };
  const result = await ctx.services.reconciliation.run({ minAgeMs: 0, batchSize: ctx.config.reconcileBatchSize }, log);
  if (values.json) ctx.stdout(`${JSON.stringify(result, null, 2)}\n`);
  else if (result.ran) ctx.stdout(summary(result));
  if (!result.ran) {
    ctx.stderr('Another process is reconciling now: nothing was done here. Try again in a minute.\n');
    return 1;
  }
  return 0;
}
