/**
 * One gift's trail, oldest first: ordered, paid, printed, shipped (with tracking), each code
 * reissue (with its reason), the messages sent about it, redeemed and the charities the child
 * chose. The staff console's order page shows it.
 */
import type { Repositories } from '../repositories';
import type { OpsOrder, ShippingService } from './shipping';

export interface TrailEvent {
  at: Date;
  what: string;
}

/** The order trail service (`app.orderTrail`): `read(orderIdentifier)`, or undefined for no such paid order. */
export function createOrderTrailService({
  repositories,
  shipping,
}: {
  repositories: Repositories;
  shipping: ShippingService;
}) {
  return { read: (orderIdentifier: string) => orderTrail(repositories, shipping, orderIdentifier) };
}

async function orderTrail(
  repositories: Repositories,
  shipping: ShippingService,
  orderIdentifier: string,
): Promise<{ order: OpsOrder; events: TrailEvent[] } | undefined> {
  const [order] = await shipping.listOrders({ identifiers: [orderIdentifier] });
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
