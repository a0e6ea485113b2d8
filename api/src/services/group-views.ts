/**
 * What a group card's two links show. The share link: the card, the givers' names and lines (an
 * amount only where its giver allowed it), the closing moment: never an e-mail, never another
 * giver's payment. The organizer's link: the same, the total and every part with its giver.
 * The staff console's view of a group card (`staffGroupView`): every captured part, the refunds
 * and the order's audit records.
 */
import { MIN_CONTRIBUTION_AMOUNT } from '@littlegivers/shared/contract/group';
import { fromCents } from '@littlegivers/shared/contract/money';
import { orderGreeting } from '../lib/order-greeting';
import type { Repositories } from '../repositories';
import type { ContributionRow, GroupRow } from '../repositories/groups';

/** The parts that show on the card: paid, and (once the group went) the ones counted in it. */
const shown = (parts: ContributionRow[]) => parts.filter((part) => part.status === 'paid');

async function cardOf(repositories: Repositories, group: GroupRow) {
  const row = await repositories.mailOutbox.orderForMail(group.orderId);
  if (!row) throw new Error(`group ${group.id} has no card`);
  const greeting = orderGreeting(row.order, row.cardType);
  return { order: row.order, greeting: { header: greeting.header, lines: greeting.lines } };
}

export async function shareView(repositories: Repositories, group: GroupRow) {
  const { order, greeting } = await cardOf(repositories, group);
  const parts = shown(await repositories.groups.contributions(group.id));
  return {
    recipientName: order.recipientName,
    greeting,
    delivery: order.delivery,
    state: group.state,
    closesAt: group.closesAt.toISOString(),
    minimum: MIN_CONTRIBUTION_AMOUNT,
    givers: parts.map((part) => ({
      name: part.name,
      line: part.line,
      ...(part.showAmount ? { amount: fromCents(part.amountCents) } : {}),
    })),
  };
}

export async function organizerView(repositories: Repositories, group: GroupRow) {
  const view = await shareView(repositories, group);
  const parts = (await repositories.groups.contributions(group.id)).filter((part) => part.status !== 'pending');
  const card = await repositories.orders.findById(group.orderId);
  return {
    ...view,
    givers: shown(parts).map((part) => ({ name: part.name, line: part.line, amount: fromCents(part.amountCents) })),
    total: fromCents(shown(parts).reduce((sum, part) => sum + part.amountCents, 0)),
    contributions: parts.map((part) => ({
      name: part.name,
      email: part.email,
      line: part.line,
      amount: fromCents(part.amountCents),
      status: part.status,
      paidAt: part.paidAt?.toISOString() ?? null,
    })),
    ...(card?.status === 'paid' ? { orderIdentifier: card.orderIdentifier } : {}),
  };
}

/** How the staff console names a captured part's status. */
const STAFF_PART_STATUS = { paid: 'counted', 'refund-due': 'refund due', refunded: 'refunded' } as const;

const iso = (at: Date | null) => at?.toISOString() ?? null;

/**
 * A group card as the staff console shows it (GET /api/staff/orders/:identifier/group): its state,
 * every captured part (a pending checkout is not a part yet) with its refund, the postage, and the
 * audit records of its order, newest first; each giver's name and e-mail and who acted only with
 * `personalData` (operators and admins). Undefined when no group card has that order.
 */
export async function staffGroupView(repositories: Repositories, orderIdentifier: string, personalData: boolean) {
  const group = await repositories.groups.findByOrderIdentifier(orderIdentifier, { started: false });
  if (!group) return undefined;
  const parts = (await repositories.groups.contributions(group.id)).filter((part) => part.status !== 'pending');
  const audit = await repositories.staff.listAudit({ target: orderIdentifier, limit: 100 });
  return {
    orderIdentifier,
    state: group.state,
    closesAt: group.closesAt.toISOString(),
    closedAt: iso(group.closedAt),
    countedCents: shown(parts).reduce((sum, part) => sum + part.amountCents, 0),
    postage:
      group.postageState && group.postageCents
        ? {
            amountCents: group.postageCents,
            state: group.postageState,
            paidAt: iso(group.postagePaidAt),
            refundedAt: iso(group.postageRefundedAt),
          }
        : null,
    contributions: parts.map((part) => ({
      amountCents: part.amountCents,
      status: STAFF_PART_STATUS[part.status as keyof typeof STAFF_PART_STATUS],
      paidAt: iso(part.paidAt),
      refundedAt: iso(part.refundedAt),
      refundReason: part.refundReason,
      ...(personalData ? { name: part.name, email: part.email } : {}),
    })),
    audit: audit.map((row) => ({
      at: row.at.toISOString(),
      action: row.action,
      target: row.target,
      outcome: row.outcome,
      ...(personalData ? { staffEmail: row.staffEmail } : {}),
    })),
  };
}
