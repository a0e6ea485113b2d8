/**
 * Reconciliation: finds orders and donations still waiting for payment whose PayPal order the
 * buyer approved (or that PayPal already captured) and settles them, so a lost browser request
 * loses no gift and no donation. Run every RECONCILE_INTERVAL_MS by the API and by `ops reconcile`.
 * A group card's parts left uncaptured are looked at in the same run (`settleLostParts`,
 * services/groups.ts): each part younger than PayPal's 3 hours for an approval, the newest first,
 * at most a batch, without backoff (a part's checkout lives 3 hours at most).
 *
 * It scales with abandoned orders:
 * - one run at a time across every API process and `ops`: a run goes ahead only with the lease of
 *   the job row `reconcile` (repositories/reconcile.ts); the others skip (`ran: false`). The lease
 *   lasts LEASE_MS and the run renews it every LEASE_RENEW_MS while it lives, so a run that died
 *   (its process killed) holds it at most LEASE_MS: the next run after a restart goes ahead;
 * - a bounded batch per run (RECONCILE_BATCH_SIZE, default 50): at most that many records are
 *   looked up at PayPal, a few at a time;
 * - the most likely paid first: a record whose buyer's approval reached the API (the browser's
 *   payment data, or PayPal's webhook, recorded before the capture) comes before every other, the
 *   most recent report first, and is due at once whatever its backoff. So a capture cut short by a
 *   crash is settled by the first runs after the restart (the first comes a minute after it),
 *   however many abandoned records wait; the others follow, those looked at least often first
 *   (one approved just before a crash, whose webhook never came, has had no look or few), the
 *   newest first, so abandoned ones, found unapproved look after look, come last, oldest last;
 * - backoff per record: a record that is not payable yet is looked at again after 1, 5, 15, then
 *   every 60 minutes (`reconcile_attempts`, `reconcile_next_at`);
 * - closed when its PayPal order has expired: PayPal lets a buyer approve an order for 3 hours after
 *   it was created, and capture an approved one for 3 days. So a record whose PayPal order is not
 *   approved 3 hours after creation, that PayPal no longer knows or has voided, or that is older than
 *   3 days plus those 3 hours (closed in one statement, without asking PayPal), is never looked at
 *   again (`reconcile_closed_at`). Closing changes nothing else: a late browser request or webhook
 *   for a record still settles it.
 */
import { randomUUID } from 'node:crypto';
import type { PayPalOrder } from '../paypal/client';
import type { Repositories } from '../repositories';
import type { DueRecord } from '../repositories/reconcile';
import type { GroupService } from './groups';
import type { PaymentService } from './payments';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Minutes to wait before the next look, by the number of looks already made. */
export const RECONCILE_BACKOFF_MINUTES = [1, 5, 15, 60] as const;
/** PayPal: an order not approved within 3 hours of its creation expires. */
export const UNAPPROVED_EXPIRY_MS = 3 * HOUR;
/** PayPal: an approved order can be captured for 3 days (approval comes at most 3 hours after creation). */
export const APPROVED_EXPIRY_MS = 3 * 24 * HOUR + UNAPPROVED_EXPIRY_MS;
export const RECONCILE_BATCH_SIZE = 50;
/** Records looked up at PayPal at the same time within a batch. */
const PARALLEL_LOOKUPS = 5;
const LEASE_NAME = 'reconcile';
/** A run's lease: renewed while the run lives, so only a dead run's lease is ever waited out. */
export const LEASE_MS = 30_000;
const LEASE_RENEW_MS = 10_000;

export interface ReconcileResult {
  /** false when another run (in this or another process) held the lease: nothing was done. */
  ran: boolean;
  /** Records looked up at PayPal. */
  checked: number;
  settled: number;
  /** Records closed because their PayPal order expired (with or without a lookup). */
  closed: number;
  /** Records to look at again later (backoff). */
  deferred: number;
}

export interface ReconcileLog {
  warn: (object: Record<string, unknown>, message: string) => void;
}

export interface ReconcileOptions {
  /** Records younger than this are left to the browser (default one minute). */
  minAgeMs?: number;
  batchSize?: number;
  now?: () => Date;
}

export interface ReconcileDeps {
  payments: Pick<PaymentService, 'paypal' | 'settleByPayPalOrderId'>;
  repositories: Pick<Repositories, 'reconcile'>;
  /** Group cards' parts left uncaptured (services/groups.ts): looked up and settled in the same run. */
  groups?: Pick<GroupService, 'settleLostParts'>;
}

/** When the next look at a record that has had `attempts` looks is due. */
export function nextAttemptAt(attempts: number, now: Date): Date {
  const minutes = RECONCILE_BACKOFF_MINUTES[Math.min(attempts, RECONCILE_BACKOFF_MINUTES.length - 1)] ?? 60;
  return new Date(now.getTime() + minutes * MINUTE);
}

type Outcome = 'settled' | 'closed' | 'deferred';

async function reconcileOne(
  { payments, repositories }: ReconcileDeps,
  record: DueRecord,
  now: Date,
  log: ReconcileLog,
): Promise<Outcome> {
  const later = async (): Promise<Outcome> => {
    await repositories.reconcile.defer(record, nextAttemptAt(record.attempts, now));
    return 'deferred';
  };
  let order: PayPalOrder | null;
  try {
    order = await payments.paypal.getOrder(record.paypalOrderId);
  } catch (error) {
    log.warn({ err: error, paypalOrderId: record.paypalOrderId }, 'reconciliation could not look up a payment');
    return later();
  }
  const expired =
    !order ||
    order.status === 'VOIDED' ||
    (order.status !== 'APPROVED' &&
      order.status !== 'COMPLETED' &&
      now.getTime() - record.createdAt.getTime() >= UNAPPROVED_EXPIRY_MS);
  if (expired) {
    await repositories.reconcile.close(record);
    return 'closed';
  }
  if (order?.status !== 'APPROVED' && order?.status !== 'COMPLETED') return later();
  try {
    if ((await payments.settleByPayPalOrderId(record.paypalOrderId)) === 'paid') return 'settled';
  } catch (error) {
    log.warn({ err: error, paypalOrderId: record.paypalOrderId }, 'reconciliation could not settle a payment');
  }
  return later();
}

/** One run: closes what expired, looks at one bounded batch of due records; skips while another run holds the lease. */
async function reconcilePayments(
  deps: ReconcileDeps,
  log: ReconcileLog,
  options: ReconcileOptions = {},
): Promise<ReconcileResult> {
  const now = options.now?.() ?? new Date();
  const result: ReconcileResult = { ran: false, checked: 0, settled: 0, closed: 0, deferred: 0 };
  const { reconcile } = deps.repositories;
  const holder = randomUUID();
  const clock = () => options.now?.() ?? new Date();
  if (!(await reconcile.tryLease(LEASE_NAME, holder, new Date(now.getTime() + LEASE_MS), now))) return result;
  const renewal = setInterval(() => {
    reconcile
      .renewLease(LEASE_NAME, holder, new Date(clock().getTime() + LEASE_MS))
      .catch((error: unknown) => log.warn({ err: error }, 'reconciliation could not renew its lease'));
  }, LEASE_RENEW_MS).unref();
  try {
    result.ran = true;
    result.closed += await reconcile.closeCreatedBefore(new Date(now.getTime() - APPROVED_EXPIRY_MS));
    const batch = await reconcile.due(options.batchSize ?? RECONCILE_BATCH_SIZE, {
      olderThan: new Date(now.getTime() - (options.minAgeMs ?? MINUTE)),
      now,
    });
    for (let start = 0; start < batch.length; start += PARALLEL_LOOKUPS) {
      const outcomes = await Promise.all(
        batch.slice(start, start + PARALLEL_LOOKUPS).map((record) =>
          // One record's failure (a database write refused, say) defers it; the others go on.
          reconcileOne(deps, record, now, log).catch((error: unknown): 'deferred' => {
            log.warn({ err: error, paypalOrderId: record.paypalOrderId }, 'reconciliation could not look at a payment');
            return 'deferred';
          }),
        ),
      );
      result.checked += outcomes.length;
      for (const outcome of outcomes) result[outcome] += 1;
    }
    if (deps.groups) {
      const parts = await deps.groups.settleLostParts(now, {
        minAgeMs: options.minAgeMs ?? MINUTE,
        limit: options.batchSize ?? RECONCILE_BATCH_SIZE,
      });
      result.checked += parts.checked;
      result.settled += parts.settled;
    }
    return result;
  } finally {
    clearInterval(renewal);
    await reconcile.releaseLease(LEASE_NAME, holder);
  }
}

/** The reconciliation service (`app.reconciliation`, `ctx.services.reconciliation`): `run` is one pass. */
export function createReconciliationService(deps: ReconcileDeps & { log?: ReconcileLog }) {
  const quiet: ReconcileLog = { warn: () => {} };
  return {
    run: (options: ReconcileOptions = {}, log: ReconcileLog = deps.log ?? quiet) =>
      reconcilePayments(deps, log, options),
  };
}
