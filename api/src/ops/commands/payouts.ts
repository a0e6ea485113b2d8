/**
 * `ops payouts list` and `ops payouts reverse <id>`: the payouts recorded (append-only), and the
 * correction of one whose money did not arrive (a new, negative row; its lines are unpaid again).
 */
import { isoDate, table, usdOfCents } from '../../lib/format';
import type { PayoutDetails } from '../../repositories/payouts';
import { EXIT_USAGE, type OpsContext, OpsError } from '../context';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** --paid-on (default: today, UTC), --method and --reference of a payout, checked; never a future day. */
export function payoutDetails(
  ctx: OpsContext,
  values: { 'paid-on'?: string; method?: string; reference?: string },
): PayoutDetails {
  const today = isoDate(ctx.now());
  const paidOn = values['paid-on'] ?? today;
  if (!DATE_ONLY.test(paidOn) || new Date(`${paidOn}T00:00:00Z`).toISOString().slice(0, 10) !== paidOn)
    throw new OpsError(`--paid-on: not a date (YYYY-MM-DD): ${paidOn}`, EXIT_USAGE);
  if (paidOn > today)
    throw new OpsError(
      `--paid-on ${paidOn} is in the future (today is ${today}, UTC): give the day the money left`,
      EXIT_USAGE,
    );
  const method = values.method?.trim();
  const reference = values.reference?.trim();
  if (!method) throw new OpsError('--method is required (e.g. check, transfer)', EXIT_USAGE);
  if (!reference) throw new OpsError('--reference is required (the check number or transfer id)', EXIT_USAGE);
  return { paidOn, method, reference };
}

/** Refuses a payout dated before `earliest` (a UTC day, YYYY-MM-DD): the money cannot leave before `what`. */
export function assertPaidOnNotBefore(paidOn: string, earliest: string, what: string): void {
  if (paidOn < earliest)
    throw new OpsError(
      `--paid-on ${paidOn} is before ${what} (${earliest}): a payout is paid on or after that day; nothing was recorded`,
      EXIT_USAGE,
    );
}

export async function payoutsCommand(
  ctx: OpsContext,
  positionals: string[],
  values: { 'paid-on'?: string; method?: string; reference?: string; reason?: string; format?: string; json?: boolean },
): Promise<number> {
  const [action, id] = positionals;
  const { payouts } = ctx.services.repositories;
  if (action === 'list' || action === undefined) {
    const rows = await payouts.list(500);
    if (values.format === 'json') ctx.stdout(`${JSON.stringify(rows, null, 2)}\n`);
    else
      ctx.stdout(
        table(
          ['payout', 'paid on', 'method', 'reference', 'gift lines', 'total', 'corrects', 'reason'],
          rows.map((row) => [
            `#${row.id}`,
            row.paidOn,
            row.method,
            row.reference,
            row.giftCount,
            usdOfCents(row.totalCents),
            row.correctsPayoutId ? `#${row.correctsPayoutId}` : '',
            row.reason,
          ]),
        ),
      );
    return 0;
  }
  if (action === 'reverse') {
    const payoutId = Number(id);
    if (!Number.isInteger(payoutId) || payoutId < 1)
      throw new OpsError('usage: ops payouts reverse <payoutId>', EXIT_USAGE);
    const reason = values.reason?.trim();
    if (!reason) throw new OpsError('--reason is required (why the payout is corrected)', EXIT_USAGE);
    const details = payoutDetails(ctx, values);
    const reversed = await payouts.find(payoutId);
    if (reversed) assertPaidOnNotBefore(details.paidOn, reversed.paidOn, `payout #${payoutId} was paid`);
    const result = await ctx.services.payouts.reversePayout(payoutId, { ...details, reason });
    if (values.json) ctx.stdout(`${JSON.stringify(result, null, 2)}\n`);
    else if (result.outcome === 'reversed')
      ctx.stdout(
        `Recorded payout #${result.payoutId} correcting #${payoutId}: ${result.giftCount} gift line(s), ${usdOfCents(result.totalCents)}. These lines are unpaid again.\n`,
      );
    if (result.outcome !== 'reversed') {
      ctx.stderr(
        `Nothing to reverse: payout #${payoutId} pays no line any more (corrected by ${result.payoutIds.map((p) => `#${p}`).join(', ') || 'later payouts'}); nothing was recorded.\n`,
      );
      return 1;
    }
    return 0;
  }
  throw new OpsError(`unknown action: ${action} (list or reverse)`, EXIT_USAGE);
}
