/**
 * The purchaser's page, after the gift: the `afterGift` section of the purchaser view (the gift's
 * trail with dates, the settings) and the settings' changes. Nothing about the child beyond the
 * name the purchaser typed.
 */

import { NEEDED_MOST_RULE } from '@littlegivers/shared/contract/after-gift';
import { knownDeliveryMethod } from '@littlegivers/shared/contract/delivery';
import { giftTimeline } from '@littlegivers/shared/contract/gift-timeline';
import { formatUsd } from '@littlegivers/shared/contract/money';
import type { AfterGiftView, TrailEvent } from '@littlegivers/shared/contract/schemas/after-gift-view';
import type { AfterGiftConfig } from '../config';
import { HttpError } from '../lib/http-error';
import type { Repositories } from '../repositories';
import type { PurchaserViewSection } from './purchaser-link';

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "November 26, 2026" for a YYYY-MM-DD day. */
function dayInWords(day: string): string {
  return dayFormat.format(new Date(`${day.slice(0, 10)}T12:00:00Z`));
}

function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? 'a charity';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The section of the purchaser view that this module adds (given to createPurchaserLinkService). */
export function afterGiftSection(repositories: Repositories, schedule: AfterGiftConfig): PurchaserViewSection {
  return async (orderId, view) => {
    const [order, trail, charities] = await Promise.all([
      repositories.orders.findById(orderId),
      repositories.afterGift.trailOf(orderId),
      repositories.afterGift.activeOrganizations(),
    ]);
    if (!order) return {};
    const child = view.recipientName;
    const backupLine = trail.lines.some((line) => line.backup);
    const timeline = giftTimeline(
      {
        delivery: order.delivery,
        paidAt: new Date(view.paidAt),
        ecardSentAt: trail.emailedAt ? new Date(trail.emailedAt) : null,
        ecardSendAt: trail.ecardSendAt,
        printedAt: order.printedAt,
        shippedAt: view.post?.shippedAt ? new Date(view.post.shippedAt) : null,
        mailBy: view.post ? new Date(`${view.post.mailBy.slice(0, 10)}T12:00:00Z`) : null,
        reissuedAt: trail.reissuedAt,
        redeemedAt: trail.redeemedAt ? new Date(trail.redeemedAt) : null,
        backup: backupLine,
        paidOut: trail.paid,
      },
      schedule,
    );
    const events: TrailEvent[] = [
      { kind: 'paid', at: view.paidAt, text: `Paid: a ${formatUsd(view.giftAmount)} gift for ${child}` },
    ];
    if (view.post?.shippedAt)
      events.push({
        kind: 'mailed',
        at: view.post.shippedAt,
        text: 'Printed and mailed',
        ...(view.post.trackingUrl ? { link: { href: view.post.trackingUrl, label: 'track the package' } } : {}),
      });
    if (knownDeliveryMethod(view.delivery)?.downloadable) {
      events.push({ kind: 'printed', at: view.paidAt, text: 'Ready to print at home' });
      if (timeline.reachedAt && trail.reissuedAt)
        events.push({
          kind: 'printed',
          at: timeline.reachedAt.toISOString(),
          text: 'A new card with a new code was issued, ready to print at home (the first card’s code no longer works)',
        });
    }
    if (trail.emailedAt) events.push({ kind: 'emailed', at: trail.emailedAt, text: 'E-mailed to the grown-up' });
    const chosen = trail.lines.filter((line) => !line.backup).map((line) => line.organization);
    const backup = trail.lines.filter((line) => line.backup).map((line) => line.organization);
    if (timeline.chosenAt && chosen.length > 0) {
      const at = timeline.chosenAt.toISOString();
      events.push({ kind: 'opened', at, text: `${child} opened the gift` });
      events.push({ kind: 'chose', at, text: `${child} chose ${joinNames([...new Set(chosen)])}` });
    }
    if (timeline.backupGivenAt && backup.length > 0)
      events.push({
        kind: 'backup',
        at: timeline.backupGivenAt.toISOString(),
        text: `Unopened at one year: given to ${joinNames(backup)} in ${child}’s name, as its backup gift`,
      });
    for (const paid of timeline.paidOut)
      events.push({
        kind: 'paid-out',
        at: paid.paidOn,
        text: `paid to ${paid.organization} on ${dayInWords(paid.paidOn)} (payout ${paid.payout})`,
      });
    const afterGift: AfterGiftView = {
      trail: events,
      open: timeline.open,
      backupOn: (timeline.expectedBackupAt ?? new Date(view.paidAt)).toISOString(),
      reachedAt: timeline.reachedAt?.toISOString() ?? null,
      settings: {
        backupCharityId: order.backupOrganizationId,
        notifyWhenUsed: order.notifyWhenUsed,
        remindersOn: order.remindersOptedOutAt === null,
      },
      charities,
      neededMostRule: NEEDED_MOST_RULE,
    };
    return { afterGift };
  };
}

export interface AfterGiftSettingsChange {
  backupCharityId?: number | null | undefined;
  notifyWhenUsed?: boolean | undefined;
  remindersOn?: boolean | undefined;
}

/** Applies the purchaser's settings to the order a link opens; 400 for a backup charity not available or no longer changeable. */
export async function changeAfterGiftSettings(
  repositories: Repositories,
  order: { id: number },
  change: AfterGiftSettingsChange,
  now: Date,
): Promise<void> {
  const { afterGift } = repositories;
  if (change.backupCharityId !== undefined) {
    const trail = await afterGift.trailOf(order.id);
    if (trail.redeemedAt) throw new HttpError(400, 'backupCharityId: this gift has already been given');
    if (change.backupCharityId !== null && !(await afterGift.activeOrganization(change.backupCharityId)))
      throw new HttpError(400, 'backupCharityId: this charity is not available');
    await afterGift.setBackupCharity(order.id, change.backupCharityId);
  }
  if (change.notifyWhenUsed !== undefined) await afterGift.setNotifyWhenUsed(order.id, change.notifyWhenUsed);
  if (change.remindersOn === true) await afterGift.optInToReminders(order.id);
  if (change.remindersOn === false) await afterGift.optOutOfReminders(order.id, now);
}
