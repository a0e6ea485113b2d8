/**
 * One gift's trail, oldest first: ordered, paid, printed, shipped (with tracking), each code
 * reissue (with its reason), the messages sent about it, redeemed and the charities the child
 * chose. The staff console's order page shows it.
 */
import type { Repositories } from '../repositories';
import { listOrders, type OpsOrder } from './shipping';

export interface TrailEvent {
  at: Date;
  what: string;
}

export async function orderTrail(
  repositories: Repositories,
  orderIdentifier: string,
): Promise<{ order: OpsOrder; events: TrailEvent[] } | undefined> {
  const [order] = await listOrders(repositories.postal, { identifiers: [orderIdentifier] });
  if (!order) return undefined;
  const events: TrailEvent[] = [];
  if (order.paidAt) events.push({ at: order.paidAt, what: 'paid' });
  if (order.printedAt) events.push({ at: order.printedAt, what: 'printed' });
  if (order.shippedAt)
    events.push({
      at: order.shippedAt,
      what: `shipped${order.trackingNumber ? ` (tracking ${order.trackingNumber})` : ''}`,
    });
  for (const reissue of await repositories.orderTrail.reissues(order.orderId))
    events.push({ at: reissue.reissuedAt, what: `code reissued${reissue.reason ? `: ${reissue.reason}` : ''}` });
  const redemption = await repositories.orderTrail.redemptionOf(order.orderId);
  for (const message of await repositories.orderTrail.messages(order.orderId, redemption?.id ?? null))
    events.push({
      at: message.sentAt ?? message.createdAt,
      what: `message ${message.kind} #${message.id}: ${message.status}`,
    });
  if (order.redeemedAt && redemption) {
    const chosen = await repositories.orderTrail.selections(redemption.id);
    events.push({
      at: order.redeemedAt,
      what: `opened: the child chose ${chosen.map((line) => line.name).join(', ') || 'a charity'}`,
    });
  }
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  return { order, events };
}
