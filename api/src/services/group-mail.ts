/**
 * The messages of a group card (mail/templates/contribution-receipt.tsx, group-notice.tsx), each
 * queued in the transaction of its event with an idempotency key, as services/mail-events.ts does.
 */
import type { GroupNoticeData, PostageReceiptData } from '../mail/message-data';
import type { Repositories } from '../repositories';
import type { ContributionRow, GroupRow } from '../repositories/groups';
import type { OrderRow } from '../repositories/orders';

/** A giver's part counted: their own receipt with the tax acknowledgment of that part. */
export async function queueContributionReceipt(tx: Repositories, part: ContributionRow, group: GroupRow) {
  const card = await tx.orders.findById(group.orderId);
  if (!card || !part.paidAt) return;
  await tx.mailOutbox.queue({
    key: `contribution-paid:${part.id}`,
    kind: 'contribution-receipt',
    to: part.email,
    data: {
      receiptNumber: `C-${part.id}`,
      giverName: part.name,
      recipientName: card.recipientName,
      amountCents: part.amountCents,
      paidAt: part.paidAt.toISOString(),
      closesAt: group.closesAt.toISOString(),
    },
  });
}

/** The organizer's receipt for a mailed card's postage, paid when starting it: a receipt of its own. */
export async function queuePostageReceipt(tx: Repositories, group: GroupRow, card: OrderRow) {
  if (!group.postageCents || !group.postagePaidAt) return;
  await tx.mailOutbox.queue({
    key: `postage-paid:${group.id}`,
    kind: 'postage-receipt',
    to: card.email,
    data: {
      receiptNumber: postageReceiptNumber(group.id),
      orderIdentifier: card.orderIdentifier,
      recipientName: card.recipientName,
      amountCents: group.postageCents,
      paidAt: group.postagePaidAt.toISOString(),
      closesAt: group.closesAt.toISOString(),
    } satisfies PostageReceiptData,
  });
}

/** The postage receipt's number: `P-<group id>`. */
export function postageReceiptNumber(groupId: number): string {
  return `P-${groupId}`;
}

type Notice =
  | { what: 'started'; links: NonNullable<GroupNoticeData['links']> }
  | { what: 'closed'; totalCents: number; givers: string[]; links: NonNullable<GroupNoticeData['links']> }
  | { what: 'closed-empty'; postageCents?: number }
  | { what: 'cancelled'; totalCents: number; postageCents?: number }
  | { what: 'refunded'; part: ContributionRow };

/** A group's news: to the organizer (the card's e-mail), or a refund to its giver. Once per event. */
export async function queueGroupNotice(tx: Repositories, group: GroupRow, card: OrderRow, notice: Notice) {
  const base = { recipientName: card.recipientName, closesAt: group.closesAt.toISOString() };
  if (notice.what === 'refunded') {
    const { part } = notice;
    await tx.mailOutbox.queue({
      key: `contribution-refunded:${part.id}`,
      kind: 'group-notice',
      to: part.email,
      data: {
        ...base,
        what: 'refunded',
        amountCents: part.amountCents,
        refundReason: part.refundReason ?? 'cancelled',
      } satisfies GroupNoticeData,
    });
    return;
  }
  await tx.mailOutbox.queue({
    key: `group-${notice.what}:${group.id}`,
    kind: 'group-notice',
    to: card.email,
    data: { ...base, ...notice } satisfies GroupNoticeData,
  });
}
