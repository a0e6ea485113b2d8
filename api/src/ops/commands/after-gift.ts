/** `ops after-gift run [--now ISO]`: the daily after-gift run (services/after-gift.ts) from this process. */
import { runAfterGift } from '../../services/after-gift';
import { EXIT_USAGE, type OpsContext, OpsError } from '../context';

export async function afterGiftCommand(ctx: OpsContext, positionals: string[], values: { now?: string }) {
  if (positionals[0] !== 'run') throw new OpsError('usage: ops after-gift run [--now ISO]', EXIT_USAGE);
  const now = values.now ? new Date(values.now) : ctx.now();
  if (Number.isNaN(now.getTime())) throw new OpsError(`--now: not a date: ${values.now}`, EXIT_USAGE);
  const result = await runAfterGift(
    ctx.services.repositories,
    { ...ctx.config.afterGift, siteUrl: ctx.config.siteUrl },
    now,
  );
  ctx.stdout(`${JSON.stringify(result)}\n`);
  if (!result.ran) ctx.stderr('Another process is running it now: nothing done here.\n');
  return 0;
}
