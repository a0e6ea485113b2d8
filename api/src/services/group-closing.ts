/**
 * A group card's turning points (docs/group-gifts.md), each one transaction on the group's row:
 *  - a giver's captured part is recorded under the group's row lock: counted while the group is
 *    open, else due for a refund ('late'), so a part and the close never both miss each other;
 *  - the close (the organizer's, or the run at the closing moment) leaves `open` once, pays the
 *    card for the sum of the counted parts, issues its one code and sends it by its delivery, as
 *    a paid order's are (services/payments.ts); with no part it sends nothing and tells the organizer;
 *  - the cancel leaves `open` once and makes every counted part due for a refund.
 * A mailed card's postage (paid by the organizer when starting) is due for a refund whenever the
 * card will not go: the cancel, or a close with no part.
 * Refunds go through PayPal outside any transaction (`refundDue`), each once (its request id).
 */
import { giversLine } from '@littlegivers/shared/contract/group';
import { dayIn } from '@littlegivers/shared/contract/send-day';
import { deliveryApi } from '../delivery';
import type { CodeVault } from '../lib/code-vault';
import type { PayPalClient } from '../paypal/client';
import type { Repositories } from '../repositories';
import type { ContributionRow, GroupRow } from '../repositories/groups';
import { queueContributionReceipt, queueGroupNotice } from './group-mail';
import type { PaymentLog, PaymentRecord } from './payments';
import { issuePurchaserLink } from './purchaser-link';
import { newStoredCode } from './redemption-codes';

export interface GroupOutcome {
  state: GroupRow['state'];
  totalCents: number;
  givers: number;
  /** A mailed card's postage given back to the organizer (the card will not go). */
  postageRefundCents?: number;
}

/** The postage of a card that will not go becomes due for a refund: its amount, when there was one. */
async function postageBack(tx: Repositories, group: GroupRow): Promise<{ postageRefundCents?: number }> {
  return (await tx.groups.postageRefundDue(group.id)) && group.postageCents
    ? { postageRefundCents: group.postageCents }
    : {};
}

const counted = (parts: ContributionRow[]) => parts.filter((part) => part.status === 'paid');
const sumOf = (parts: ContributionRow[]) => parts.reduce((sum, part) => sum + part.amountCents, 0);

async function outcomeOf(tx: Repositories, groupId: number): Promise<GroupOutcome> {
  const group = await tx.groups.findById(groupId);
  const parts = counted(await tx.groups.contributions(groupId));
  return { state: group?.state ?? 'closed', totalCents: sumOf(parts), givers: parts.length };
}

/** A captured part: counted if its group is open, else due for a refund. Returns which. */
export function recordCapturedPart(
  repositories: Repositories,
  part: ContributionRow,
  capture: { captureId: string; paymentData: PaymentRecord | null },
  now: Date,
): Promise<'counted' | 'late' | 'already'> {
  return repositories.transaction(async (tx) => {
    const group = await tx.groups.lock(part.groupId);
    const fields = { paypalCaptureId: capture.captureId, paymentData: capture.paymentData, paidAt: now };
    if (group?.state !== 'open') return (await tx.groups.markLate(part.id, fields)) ? 'late' : 'already';
    const paid = await tx.groups.markPaid(part.id, fields);
    if (!paid) return 'already';
    await queueContributionReceipt(tx, paid, group);
    return 'counted';
  });
}

/** A group card's e-card (if it is one) goes at the close: an early close brings its day forward to now. */
async function sendEcardNow(tx: Repositories, orderId: number, now: Date) {
  const current = await tx.ecards.delivery(orderId);
  if (!current) return;
  const today = dayIn(now, current.delivery.timeZone);
  if (current.delivery.sendOn > today) await tx.ecards.updateDelivery(orderId, { sendOn: today, sendAt: now });
}

/** Closes an open group, once: the card paid for the total and sent, or nothing sent when nobody gave. */
export function closeGroup(repositories: Repositories, vault: CodeVault, groupId: number, now: Date) {
  return repositories.transaction(async (tx): Promise<GroupOutcome> => {
    const group = await tx.groups.leaveOpen(groupId, 'closed', now);
    if (!group) return outcomeOf(tx, groupId);
    const parts = counted(await tx.groups.contributions(groupId));
    const card = await tx.orders.findById(group.orderId);
    if (!card) throw new Error(`group ${groupId} has no card`);
    if (!parts.length) {
      const postage = await postageBack(tx, group);
      await queueGroupNotice(tx, group, card, { what: 'closed-empty', postageCents: postage.postageRefundCents });
      return { state: 'closed', totalCents: 0, givers: 0, ...postage };
    }
    const totalCents = sumOf(parts);
    const givers = parts.map((part) => part.name);
    const paid = await tx.orders.markGroupPaid(card.id, {
      giftCents: totalCents,
      fromName: giversLine(givers),
      paidAt: now,
    });
    if (!paid) throw new Error(`group ${groupId}'s card was already paid`);
    await tx.redemptions.insertCode(paid.id, totalCents, newStoredCode(vault));
    await sendEcardNow(tx, paid.id, now);
    const { download } = await deliveryApi(paid.delivery).onPaid(tx, paid, now, { vault });
    const purchaserLink = await issuePurchaserLink(tx, vault, paid.id);
    await queueGroupNotice(tx, group, paid, {
      what: 'closed',
      totalCents,
      givers,
      links: {
        purchaserCiphertext: vault.encrypt(purchaserLink),
        ...(download ? { downloadCiphertext: vault.encrypt(download) } : {}),
      },
    });
    return { state: 'closed', totalCents, givers: parts.length };
  });
}

/** Cancels an open group, once: every counted part becomes due for a refund; the organizer is told. */
export function cancelGroup(repositories: Repositories, groupId: number, now: Date) {
  return repositories.transaction(async (tx): Promise<GroupOutcome> => {
    const group = await tx.groups.leaveOpen(groupId, 'cancelled', now);
    if (!group) return outcomeOf(tx, groupId);
    const parts = counted(await tx.groups.contributions(groupId));
    await tx.groups.cancelPaid(groupId);
    const postage = await postageBack(tx, group);
    const card = await tx.orders.findById(group.orderId);
    if (card)
      await queueGroupNotice(tx, group, card, {
        what: 'cancelled',
        totalCents: sumOf(parts),
        postageCents: postage.postageRefundCents,
      });
    return { state: 'cancelled', totalCents: sumOf(parts), givers: parts.length, ...postage };
  });
}

/** PayPal-Request-Id of a part's refund: the same on every retry, by any process. */
export function refundRequestId(partId: number): string {
  return `lg-refund-contribution-${partId}`;
}

/** PayPal-Request-Id of a group's postage refund. */
export function postageRefundRequestId(groupId: number): string {
  return `lg-refund-postage-${groupId}`;
}

/**
 * Gives back every part due for a refund (or the ones given; without `parts`, every postage due
 * for a refund too): refunds the capture at PayPal, then
 * marks it refunded and tells its giver, once. A refund PayPal refuses stays due for the next run.
 */
export async function refundDue(
  deps: { repositories: Repositories; paypal: PayPalClient; log?: PaymentLog },
  now: Date,
  parts?: ContributionRow[],
): Promise<number> {
  const { repositories, paypal, log } = deps;
  let refunded = 0;
  for (const part of parts ?? (await repositories.groups.refundsDue())) {
    if (part.status !== 'refund-due' || !part.paypalCaptureId) continue;
    try {
      const refund = await paypal.refundCapture(part.paypalCaptureId, refundRequestId(part.id));
      const done = await repositories.transaction(async (tx) => {
        const row = await tx.groups.markRefunded(part.id, { paypalRefundId: refund.id, refundedAt: now });
        const group = row ? await tx.groups.findById(row.groupId) : undefined;
        const card = group ? await tx.orders.findById(group.orderId) : undefined;
        if (row && group && card) await queueGroupNotice(tx, group, card, { what: 'refunded', part: row });
        return !!row;
      });
      if (done) refunded++;
    } catch (error) {
      log?.error({ err: error, record: `contribution ${part.id}` }, 'PayPal refund failed');
    }
  }
  if (parts) return refunded;
  for (const group of await repositories.groups.postageRefundsDue()) {
    if (!group.postageCaptureId) continue;
    try {
      const refund = await paypal.refundCapture(group.postageCaptureId, postageRefundRequestId(group.id));
      if (
        await repositories.groups.markPostageRefunded(group.id, { postageRefundId: refund.id, postageRefundedAt: now })
      )
        refunded++;
    } catch (error) {
      log?.error({ err: error, record: `postage ${group.id}` }, 'PayPal refund failed');
    }
  }
  return refunded;
}
