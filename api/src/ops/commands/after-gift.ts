/** `ops after-gift run [--now ISO]`: the daily after-gift run (services/after-gift.ts) from this process. */
import { type AfterGiftResult, runAfterGift } from '../../services/after-gift';
import { EXIT_USAGE, type OpsContext, OpsError } from '../context';

/** The run in words: what was queued and given. */
function summary(result: AfterGiftResult, now: Date): string {
  const reminders = Object.entries(result.reminders)
    .map(([day, count]) => `${count} at ${day} days`)
    .join(', ');
  const charity = result.backupCharityId === null ? 'no active charity' : `charity #${result.backupCharityId}`;
  return `After-gift run as of ${now.toISOString()}:
  reminders queued: ${reminders || 'none due'}
  backup notices queued: ${result.notices}
  backup gifts given: ${result.backupGifts} (where it's needed most today: ${charity})
`;
}

export async function afterGiftCommand(
  ctx: OpsContext,
  positionals: string[],
  values: { now?: string; json?: boolean },
) {
  if (positionals[0] !== 'run') throw new OpsError('usage: ops after-gift run [--now ISO]', EXIT_USAGE);
  const now = values.now ? new Date(values.now) : ctx.now();
  if (Number.isNaN(now.getTime())) throw new OpsError(`--now: not a date: ${values.now}`, EXIT_USAGE);
  const result = await runAfterGift(
    ctx.services.repositories,
    { ...ctx.config.afterGift, siteUrl: ctx.config.siteUrl },
    now,
  );
  if (values.json) ctx.stdout(`${JSON.stringify(result)}\n`);
  else if (result.ran) ctx.stdout(summary(result, now));
  if (!result.ran) {
    ctx.stderr('Another process is running it now: nothing done here.\n');
    return 1;
  }
  return 0;
}
