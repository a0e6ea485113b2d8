/**
 * The public ledger (GET /api/impact and its CSV): the aggregates of repositories/ledger.ts with
 * the privacy merge applied. Per charity, consecutive months are merged until a period holds at
 * least three gifts (a short tail joins the period before it); charities with fewer than three
 * gifts in all are shown together as one row without a name. No names, no single gift.
 */
import { NEEDED_MOST_RULE } from '@littlegivers/shared/contract/after-gift';
import type { Impact, ImpactCharity, ImpactPeriod } from '@littlegivers/shared/contract/schemas/impact';
import { LEDGER_PAYOUT_REFS, type LedgerPayoutRef } from '../db/ledger-schema';
import { csv, dollars } from '../lib/format';
import type { Repositories } from '../repositories';

/** The fewest gifts a published period may hold. */
export const MIN_GIFTS_PER_PERIOD = 3;
const DAY_MS = 24 * 3600 * 1000;

/** One charity-month as stored. */
export interface LedgerMonth {
  month: string;
  gifts: number;
  giftCents: number;
  backupGifts: number;
  backupCents: number;
  paidCents: number;
  waitingCents: number;
  oldestWaitingAt: Date | null;
  payouts: LedgerPayoutRef[];
  payoutCount: number;
}

interface Accumulator extends Omit<LedgerMonth, 'month' | 'payoutCount'> {
  from: string;
  to: string;
  /** A month of the period had more payouts than the ones it names. */
  morePayouts: boolean;
}

function start(month: LedgerMonth): Accumulator {
  const { month: first, payoutCount, ...figures } = month;
  return {
    ...figures,
    from: first,
    to: first,
    payouts: [...month.payouts],
    morePayouts: payoutCount > month.payouts.length,
  };
}

function add(into: Accumulator, month: LedgerMonth | Accumulator): Accumulator {
  const oldest =
    [into.oldestWaitingAt, month.oldestWaitingAt]
      .filter((at): at is Date => at !== null)
      .sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
  return {
    from: [into.from, 'from' in month ? month.from : month.month].sort()[0] as string,
    to: [into.to, 'to' in month ? month.to : month.month].sort()[1] as string,
    gifts: into.gifts + month.gifts,
    giftCents: into.giftCents + month.giftCents,
    backupGifts: into.backupGifts + month.backupGifts,
    backupCents: into.backupCents + month.backupCents,
    paidCents: into.paidCents + month.paidCents,
    waitingCents: into.waitingCents + month.waitingCents,
    oldestWaitingAt: oldest,
    payouts: [...into.payouts, ...month.payouts],
    morePayouts:
      into.morePayouts || ('morePayouts' in month ? month.morePayouts : month.payoutCount > month.payouts.length),
  };
}

/** A charity's months (oldest first) as periods of at least MIN_GIFTS_PER_PERIOD gifts; [] when it has fewer in all. */
export function mergeSmallMonths(months: LedgerMonth[]): Accumulator[] {
  const periods: Accumulator[] = [];
  let open: Accumulator | undefined;
  for (const month of months) {
    open = open ? add(open, month) : start(month);
    if (open.gifts >= MIN_GIFTS_PER_PERIOD) {
      periods.push(open);
      open = undefined;
    }
  }
  if (open) {
    const last = periods.pop();
    if (last) periods.push(add(last, open));
    else return [];
  }
  return periods;
}

/** The latest payouts of a period, each once (a payout paying several of its months is one), oldest first. */
function payoutsOf(refs: LedgerPayoutRef[]) {
  const byId = new Map<number, { payout: number; paidOn: string; reference: string }>();
  for (const ref of refs) byId.set(ref.payout, { payout: ref.payout, paidOn: ref.paidOn, reference: ref.reference });
  return [...byId.values()].sort((a, b) => a.payout - b.payout).slice(-LEDGER_PAYOUT_REFS);
}

function published(period: Accumulator, now: Date): ImpactPeriod {
  return {
    from: period.from.slice(0, 7),
    to: period.to.slice(0, 7),
    gifts: period.gifts,
    giftCents: period.giftCents,
    backupGifts: period.backupGifts,
    backupCents: period.backupCents,
    paidCents: period.paidCents,
    payouts: payoutsOf(period.payouts),
    earlierPayouts: period.morePayouts || new Set(period.payouts.map((p) => p.payout)).size > LEDGER_PAYOUT_REFS,
    waitingCents: period.waitingCents,
    oldestWaitDays: period.oldestWaitingAt
      ? Math.max(0, Math.floor((now.getTime() - period.oldestWaitingAt.getTime()) / DAY_MS))
      : null,
  };
}

async function impact(repositories: Repositories, now: Date): Promise<Impact> {
  const [rows, summary] = await Promise.all([repositories.ledger.months(), repositories.ledger.summary()]);
  const byCharity = new Map<number, { name: string; months: LedgerMonth[] }>();
  for (const { month, organizationName } of rows) {
    const entry = byCharity.get(month.organizationId) ?? { name: organizationName, months: [] };
    entry.months.push(month);
    byCharity.set(month.organizationId, entry);
  }
  const charities: ImpactCharity[] = [];
  let others: Accumulator | undefined;
  for (const { name, months } of byCharity.values()) {
    const periods = mergeSmallMonths(months);
    if (periods.length > 0) charities.push({ charity: name, periods: periods.map((p) => published(p, now)) });
    else for (const month of months) others = others ? add(others, month) : start(month);
  }
  if (others) charities.push({ charity: null, periods: [published(others, now)] });

  const totals = { gifts: 0, giftCents: 0, backupGifts: 0, backupCents: 0, paidCents: 0, waitingCents: 0 };
  for (const { month } of rows) {
    totals.gifts += month.gifts;
    totals.giftCents += month.giftCents;
    totals.backupGifts += month.backupGifts;
    totals.backupCents += month.backupCents;
    totals.paidCents += month.paidCents;
    totals.waitingCents += month.waitingCents;
  }
  return {
    refreshedAt: summary?.refreshedAt.toISOString() ?? null,
    charities,
    totals,
    daysToPayout: {
      median: summary?.medianDaysToPayout ?? null,
      longest: summary?.longestDaysToPayout ?? null,
      paidGifts: summary?.paidLines ?? 0,
    },
    fees: {
      shippingCents: summary?.shippingCents ?? 0,
      mailedCards: summary?.mailedCards ?? 0,
      printedAtHomeCards: summary?.printedAtHomeCards ?? 0,
      orderSupportCents: summary?.orderSupportCents ?? 0,
      directSupportCents: summary?.directSupportCents ?? 0,
      directDonations: summary?.directDonations ?? 0,
    },
    backupRule: NEEDED_MOST_RULE,
  };
}

export const IMPACT_CSV_HEADERS = [
  'charity',
  'from',
  'to',
  'gifts',
  'giftsTotal',
  'backupGifts',
  'backupTotal',
  'paidTotal',
  'paidOn',
  'payouts',
  'waitingTotal',
  'oldestWaitDays',
];

/** The ledger as CSV: one row per charity and period (dollars with two decimals). */
export function impactCsv(ledger: Impact): string {
  return csv(
    IMPACT_CSV_HEADERS,
    ledger.charities.flatMap(({ charity, periods }) =>
      periods.map((period) => [
        charity ?? 'Other charities (fewer than three gifts each)',
        period.from,
        period.to,
        period.gifts,
        dollars(period.giftCents),
        period.backupGifts,
        dollars(period.backupCents),
        dollars(period.paidCents),
        period.payouts.map((p) => p.paidOn).join(' '),
        period.payouts.map((p) => `#${p.payout} ${p.reference}`).join('; '),
        dollars(period.waitingCents),
        period.oldestWaitDays,
      ]),
    ),
  );
}

/**
 * Keeps /impact current between payouts: each call rebuilds the aggregates when a gift line (a
 * child's choice, a backup gift) was written since the last call looked, and does nothing
 * otherwise (one index lookup). The API calls it every LEDGER_REFRESH_INTERVAL_MS (default one
 * minute), so a choice shows on /impact within that and the answer's minute of cache; the first
 * call of a process rebuilds once.
 */
export function createLedgerKeeper(repositories: Repositories) {
  let seen: number | null | undefined;
  return async function keepLedgerCurrent(): Promise<boolean> {
    const newest = await repositories.ledger.newestLineId();
    if (seen !== undefined && newest === seen) return false;
    await repositories.transaction((tx) => tx.ledger.refresh());
    seen = newest;
    return true;
  };
}

/** The ledger service (`app.ledger`, `ctx.services.ledger`): /impact's figures and keeping them current. */
export function createLedgerService({ repositories }: { repositories: Repositories }) {
  return {
    impact: (now: Date) => impact(repositories, now),
    /** Rebuilds the aggregates when a gift line was written since the last call (createLedgerKeeper). */
    keepCurrent: createLedgerKeeper(repositories),
  };
}
