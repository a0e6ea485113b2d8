/**
 * A gift's timeline: from the facts of one order (paid, how the card travels, when it went, a
 * reissued card, the child's choice, the payouts) every date of its life after payment. This is
 * the one definition of those dates: the API's gift page and mail read `giftTimeline`, the daily
 * after-gift run applies the same rule set-based (api/src/repositories/gift-timeline.ts states it
 * in SQL, and a test holds the two to the same answers), and the FAQ's "Do gifts expire?" and the
 * published rule are written from `REACHED_WHEN` and the schedule.
 *
 * The year starts when the card the child holds reached them (each method's module says when:
 * ./delivery/*.ts, `timeline`):
 *   - an e-card when it was e-mailed to the grown-up (the last sending: a resend to a corrected
 *     address, or a reissued card, counts from when it went);
 *   - a mailed card when it was printed and mailed (a reissued card, when the new one was);
 *   - a print-at-home card when it was ready to print: paid, or the new card of a reissue.
 * A card that has not reached the child has no reminders, no notice and no backup gift.
 */
import {
  DELIVERY_METHODS,
  type Delivery,
  deliveryMethods,
  knownDeliveryMethod,
  type ReachedBy,
  type ReachFacts,
} from './delivery';

export type { ReachedBy } from './delivery';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How a card reaches the child, in the words of the FAQ and the gift page (each method's `timeline.reachedWhen`). */
export const REACHED_WHEN = Object.fromEntries(
  DELIVERY_METHODS.map((name) => [name, deliveryMethods[name].timeline.reachedWhen]),
) as Record<Delivery, string>;

/** The schedule (API configuration AFTER_GIFT_*; defaults in ./after-gift.ts). */
export interface GiftSchedule {
  /** Days after the card reached the child when a reminder falls due (if the code is unused). */
  reminderDays: readonly number[];
  /** Days after the card reached the child when an unused gift goes to its backup charity. */
  backupAfterDays: number;
  /** Days before the backup gift when the purchaser is told. */
  noticeDaysBefore: number;
}

/** What is known of one gift. Missing facts are facts too: a card not printed has no `printedAt`. */
export interface GiftFacts extends ReachFacts {
  delivery: Delivery;
  /** When the code was used (by the child, or by the backup gift), and whether it was the backup. */
  redeemedAt?: Date | null;
  backup?: boolean;
  /** Payouts that paid the gift's lines (a reversed one is not among them). */
  paidOut?: readonly { payout: number; paidOn: string; organization: string }[];
}

/** Every date of a gift's life after payment. */
export interface GiftTimeline {
  /** When the card the child holds reached them; null while it has not. */
  reachedAt: Date | null;
  reachedBy: ReachedBy | null;
  /** Not reached yet: when it is expected to (the e-card's send time, the mailing day); else null. */
  expectedAt: Date | null;
  /** Each reminder's day count and when it falls due (none while the card has not reached the child). */
  reminders: { day: number; dueAt: Date }[];
  /** When the purchaser is told of the backup gift; null while the card has not reached the child. */
  noticeAt: Date | null;
  /** When an unused gift goes to its backup charity; null while the card has not reached the child. */
  backupAt: Date | null;
  /** The backup day if the card reaches the child when expected (the gift page's estimate). */
  expectedBackupAt: Date | null;
  /** The code is unused: reminders, the notice and the backup gift still apply. */
  open: boolean;
  /** When the child chose (null: not yet, or the backup gift used the code). */
  chosenAt: Date | null;
  /** When the backup gift was made. */
  backupGivenAt: Date | null;
  paidOut: readonly { payout: number; paidOn: string; organization: string }[];
}

const plusDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

/** When the card the child holds reached them, and how; null while it has not (or the method is unknown). */
export function reachedOf(facts: GiftFacts): { at: Date; by: ReachedBy } | null {
  const timeline = knownDeliveryMethod(facts.delivery)?.timeline;
  const at = timeline?.reachedAt(facts);
  return timeline && at ? { at, by: timeline.reachedBy } : null;
}

/** The reminder days that fall before the notice (a reminder after it would say less than it). */
export function reminderDaysOf(schedule: GiftSchedule): number[] {
  const noticeDay = schedule.backupAfterDays - schedule.noticeDaysBefore;
  return [...schedule.reminderDays].filter((day) => day < noticeDay).sort((a, b) => a - b);
}

/** Every date of a gift's life, from its facts and the schedule. */
export function giftTimeline(facts: GiftFacts, schedule: GiftSchedule): GiftTimeline {
  const reached = reachedOf(facts);
  const open = !facts.redeemedAt;
  const expectedAt = reached ? null : (knownDeliveryMethod(facts.delivery)?.timeline.expectedAt(facts) ?? null);
  const backupAt = reached ? plusDays(reached.at, schedule.backupAfterDays) : null;
  return {
    reachedAt: reached?.at ?? null,
    reachedBy: reached?.by ?? null,
    expectedAt,
    reminders: reached ? reminderDaysOf(schedule).map((day) => ({ day, dueAt: plusDays(reached.at, day) })) : [],
    noticeAt: backupAt ? plusDays(backupAt, -schedule.noticeDaysBefore) : null,
    backupAt,
    expectedBackupAt: backupAt ?? (expectedAt ? plusDays(expectedAt, schedule.backupAfterDays) : null),
    open,
    chosenAt: facts.redeemedAt && !facts.backup ? facts.redeemedAt : null,
    backupGivenAt: facts.redeemedAt && facts.backup ? facts.redeemedAt : null,
    paidOut: facts.paidOut ?? [],
  };
}

/**
 * The step of the schedule due at `now` for a gift (what the daily run does to it): the reminder
 * whose window holds `now` (from its day until the next reminder or the notice), the notice (from
 * its day until the backup), the backup gift (from its day on), or nothing.
 */
export function dueAt(
  timeline: GiftTimeline,
  now: Date,
): { step: 'reminder'; day: number } | { step: 'notice' } | { step: 'backup' } | null {
  if (!timeline.open || !timeline.backupAt || !timeline.noticeAt) return null;
  if (now >= timeline.backupAt) return { step: 'backup' };
  if (now >= timeline.noticeAt) return { step: 'notice' };
  const due = timeline.reminders.filter((reminder) => reminder.dueAt <= now).at(-1);
  return due ? { step: 'reminder', day: due.day } : null;
}
