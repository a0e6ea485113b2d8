/** `ops after-gift run [--now ISO] [--json]`: the daily after-gift run (services/after-gift.ts) from this process. */
import type { AfterGiftResult } from '../../services/after-gift';
import { EXIT_USAGE, type OpsContext, OpsError } from '../context';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The run in words: what was queued and given, the charity by its name. */
function summary(result: AfterGiftResult, now: Date, charityName: string | null): string {
  const due = Object.entries(result.reminders).filter(([, count]) => count > 0);
  const reminders =
    due.length === 0 ? 'none due' : due.map(([day, count]) => `${plural(count, 'reminder')} at ${day} days`).join(', ');
  const backup =
    result.backupGifts === 0
      ? 'none due'
      : `${plural(result.backupGifts, 'gift')} given to ${charityName ?? 'the charity where it is needed most'}`;
  const today =
    charityName === null
      ? 'no active charity: a gift due at one year waits until one is active'
      : `${charityName} (where it's needed most today)`;
  return `After-gift run as of ${now.toISOString().slice(0, 16).replace('T', ' ')}Z:
  reminders to the grown-up: ${reminders}
  notices before the backup gift: ${result.notices === 0 ? 'none due' : plural(result.notices, 'notice')}
  backup gifts at one year: ${backup}
  backup charity: ${today}
`;
}

export async function afterGiftCommand(
  ctx: OpsContext,
  positionals: string[],
  values: { now?: string; json?: boolean },
) {
  if (positionals[0] !== 'run' || positionals.length > 1)
    throw new OpsError('usage: ops after-gift run [--now ISO] [--json]', EXIT_USAGE);
  const now = values.now ? new Date(values.now) : ctx.now();
  if (Number.isNaN(now.getTime())) throw new OpsError(`--now: not a date: ${values.now}`, EXIT_USAGE);
  const result = await ctx.services.afterGift.run(now);
  if (!result.ran) {
    if (values.json) ctx.stdout(`${JSON.stringify(result, null, 2)}\n`);
    ctx.stderr('Another process is running the after-gift run now: nothing was done here. Try again in a minute.\n');
    return 1;
  }
  if (values.json) {
    ctx.stdout(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  }
  const [charity] =
    result.backupCharityId === null
      ? []
      : await ctx.services.repositories.content.organizationsById([result.backupCharityId]);
  ctx.stdout(summary(result, now, charity?.organizationName ?? null));
  return 0;
}
