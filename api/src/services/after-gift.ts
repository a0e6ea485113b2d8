/**
 * After the gift: the daily run over every open gift (a paid code not used yet), with days
 * counted from when the card reached the child (the gift timeline: shared/contract/gift-timeline.ts;
 * AFTER_GIFT_* settings, defaults in shared/contract/after-gift.ts):
 *   - at 30 and 90 days a kind reminder to the grown-up (never the child), unless turned off;
 *   - a month before one year, the notice naming the backup charity and the day;
 *   - at one year the gift is donated to the backup charity in the child's name, marked as a
 *     backup gift and counted in disbursements like any gift (the code is redeemed then);
 *   - the public ledger is rebuilt.
 * A card that has not reached the child (an e-card waiting for its day) has none of these.
 * Each step is one set-based statement (repositories/after-gift.ts) and safe to repeat: the run
 * takes a lease so one process does it at a time, and even two runs at once queue each message
 * once and give each gift once. The lease lasts LEASE_MS and the run renews it every
 * LEASE_RENEW_MS while it lives, so a run that died (its process killed) holds it at most LEASE_MS:
 * the next run after a restart goes ahead. The lease is on the real clock (`options.clock`), not
 * the run's `now` (which `--now` may set a year ahead). Every API process tries it every
 * AFTER_GIFT_INTERVAL_MS; `ops after-gift run [--now ISO]` runs it by hand.
 */
import { randomUUID } from 'node:crypto';
import { reminderDaysOf } from '@littlegivers/shared/contract/gift-timeline';
import type { AfterGiftConfig } from '../config';
import { API_PREFIX } from '../config';
import type { CodeVault } from '../lib/code-vault';
import type { Repositories } from '../repositories';
import { type AfterGiftSettingsChange, changeAfterGiftSettings } from './after-gift-view';

const LEASE_NAME = 'after-gift';
/** A run's lease: renewed while the run lives, so only a dead run's lease is ever waited out. */
export const LEASE_MS = 30_000;
const LEASE_RENEW_MS = 10_000;
const OPT_OUT_PURPOSE = 'reminder-opt-out';

export interface AfterGiftResult {
  ran: boolean;
  reminders: Record<number, number>;
  notices: number;
  backupGifts: number;
  backupCharityId: number | null;
}

/** The token of a gift's one-click reminder opt-out link (a keyed signature of the order's public id). */
export function optOutToken(vault: CodeVault, orderPublicId: string): string {
  return vault.sign(OPT_OUT_PURPOSE, orderPublicId);
}

export function optOutPath(orderPublicId: string, token: string): string {
  return `/giftReminders/${orderPublicId}/optOut?t=${encodeURIComponent(token)}`;
}

/** The absolute one-click opt-out link of a gift, as the reminders carry it. */
export function optOutLink(publicUrl: string, vault: CodeVault, orderPublicId: string): string {
  return `${publicUrl}${API_PREFIX}${optOutPath(orderPublicId, optOutToken(vault, orderPublicId))}`;
}

export function kidspageUrl(siteUrl: string): string {
  return `${siteUrl}/kidspage`;
}

interface AfterGiftRunOptions {
  /** The lease's clock (default the real one). */
  clock?: () => Date;
  /** How often a live run renews its lease (default every 10 s). */
  renewEveryMs?: number;
  /** Where a failed renewal of the lease is told. */
  log?: { warn: (object: Record<string, unknown>, message: string) => void };
}

async function runAfterGift(
  repositories: Repositories,
  settings: AfterGiftConfig & { siteUrl: string },
  now: Date,
  options: AfterGiftRunOptions = {},
): Promise<AfterGiftResult> {
  const result: AfterGiftResult = { ran: false, reminders: {}, notices: 0, backupGifts: 0, backupCharityId: null };
  const holder = randomUUID();
  const { reconcile } = repositories;
  const clock = options.clock ?? (() => new Date());
  const leasedAt = clock();
  if (!(await reconcile.tryLease(LEASE_NAME, holder, new Date(leasedAt.getTime() + LEASE_MS), leasedAt))) return result;
  const renewal = setInterval(() => {
    reconcile
      .renewLease(LEASE_NAME, holder, new Date(clock().getTime() + LEASE_MS))
      .catch((error: unknown) => options.log?.warn({ err: error }, 'the after-gift run could not renew its lease'));
  }, options.renewEveryMs ?? LEASE_RENEW_MS).unref();
  try {
    result.ran = true;
    const kidspage = kidspageUrl(settings.siteUrl);
    const noticeAt = settings.backupAfterDays - settings.noticeDaysBefore;
    const days = reminderDaysOf(settings);
    for (const [index, day] of days.entries()) {
      const until = days[index + 1] ?? noticeAt;
      result.reminders[day] = await repositories.afterGift.queueReminders(now, day, until, kidspage);
    }
    result.notices = await repositories.afterGift.queueBackupNotices(
      now,
      settings.backupAfterDays,
      settings.noticeDaysBefore,
      kidspage,
    );
    result.backupCharityId = (await repositories.afterGift.neededMost(now)) ?? null;
    await repositories.transaction(async (tx) => {
      if (result.backupCharityId !== null)
        result.backupGifts = await tx.afterGift.giveBackupGifts(now, settings.backupAfterDays, result.backupCharityId);
      await tx.ledger.refresh();
    });
    return result;
  } finally {
    clearInterval(renewal);
    await reconcile.releaseLease(LEASE_NAME, holder);
  }
}

/**
 * The after-gift service (`app.afterGift`, `ctx.services.afterGift`): the daily run, and the
 * purchaser's settings for it (services/after-gift-view.ts).
 */
export function createAfterGiftService({
  repositories,
  settings,
  log,
}: {
  repositories: Repositories;
  settings: AfterGiftConfig & { siteUrl: string };
  log?: AfterGiftRunOptions['log'];
}) {
  return {
    run: (now: Date, options: AfterGiftRunOptions = {}) =>
      runAfterGift(repositories, settings, now, { ...(log ? { log } : {}), ...options }),
    changeSettings: (order: { id: number }, change: AfterGiftSettingsChange, now: Date) =>
      changeAfterGiftSettings(repositories, order, change, now),
  };
}
