/**
 * Mail to come: paid orders by stage (paid → printed → shipped → redeemed), shipping them (with the
 * tracking number of tracked packages), taking orders printed by hand off the queue, and the paid
 * gifts never used: `createShippingService`, which `ops orders`, `ops ship`, `ops mark-printed`,
 * `ops unredeemed` and the staff console call.
 */
import { type Delivery, deliveryMethod } from '@littlegivers/shared/contract/delivery';
import { isoMinute, wholeDaysBetween } from '../lib/format';
import { OpsError } from '../lib/ops-error';
import type { Repositories } from '../repositories';
import { ORDER_STAGES, type OrderStage, type PaidOrdersFilter, type PostalRepository } from '../repositories/postal';
import { queueOrderShipped } from './mail-events';

export { ORDER_STAGES, type OrderStage };

export interface OpsOrder {
  orderId: number;
  orderIdentifier: string;
  stage: OrderStage;
  paidAt: Date | null;
  printedAt: Date | null;
  shippedAt: Date | null;
  trackingNumber: string | null;
  redeemedAt: Date | null;
  amountCents: number;
  recipientName: string;
  fromName: string;
  /** The purchaser's e-mail (personal data: the staff console shows it to operators and admins only). */
  email: string;
  shipToName: string;
  shipToCityStateZip: string;
  packageName: string;
  tracked: boolean;
  /** How it reaches the child; only a posted card is printed, labelled and shipped by the team. */
  delivery: Delivery;
}

function stageOf(row: { printedAt: Date | null; shippedAt: Date | null; redeemedAt: Date | null }): OrderStage {
  if (row.redeemedAt) return 'redeemed';
  if (row.shippedAt) return 'shipped';
  if (row.printedAt) return 'printed';
  return 'paid';
}

async function listOrders(mail: PostalRepository, filter: PaidOrdersFilter = {}): Promise<OpsOrder[]> {
  const rows = await mail.paidOrders(filter);
  return rows.map(({ order, pkg, redemption, shipment }) => {
    const posted = deliveryMethod(order.delivery).needsAddress;
    const facts = {
      printedAt: order.printedAt,
      shippedAt: shipment?.shippedAt ?? null,
      redeemedAt: redemption?.redeemedAt ?? null,
    };
    return {
      orderId: order.id,
      orderIdentifier: order.orderIdentifier,
      stage: stageOf(facts),
      paidAt: order.paidAt,
      ...facts,
      trackingNumber: shipment?.trackingNumber ?? null,
      amountCents: redemption?.amountCents ?? order.giftCents,
      recipientName: order.recipientName,
      fromName: order.fromName,
      email: order.email,
      shipToName: posted ? `${order.shippingFirstName} ${order.shippingLastName}` : '',
      shipToCityStateZip: posted ? `${order.shippingCity}, ${order.shippingState} ${order.shippingZip}` : '',
      packageName: pkg.publicFacingName,
      tracked: pkg.tracked,
      delivery: order.delivery,
    };
  });
}

export interface ShipResult {
  orderIdentifier: string;
  outcome: 'shipped' | 'already-shipped' | 'tracking-updated';
  shippedAt: Date;
  trackingNumber: string | null;
}

/**
 * Marks orders shipped. All are checked first; one bad identifier changes nothing. Already shipped
 * with the same (or no new) tracking number: nothing changes. A different tracking number needs
 * `force` (a correction).
 */
async function shipOrders(
  repositories: Repositories,
  identifiers: string[],
  options: { trackingNumber?: string; force?: boolean; now: Date },
): Promise<ShipResult[]> {
  const tracking = options.trackingNumber?.trim() || undefined;
  return repositories.transaction(async (tx) => {
    const { postal: mail } = tx;
    const found = await listOrders(mail, { identifiers });
    const byIdentifier = new Map(found.map((order) => [order.orderIdentifier, order]));
    const problems: string[] = [];
    for (const identifier of identifiers) {
      const order = byIdentifier.get(identifier);
      if (!order) {
        problems.push(`${identifier}: ${(await mail.orderExists(identifier)) ? 'not paid' : 'no such order'}`);
      } else if (!deliveryMethod(order.delivery).printedByTeam) {
        problems.push(`${identifier}: ${deliveryMethod(order.delivery).opsHandOff}; there is nothing to ship`);
      } else if (!order.printedAt && !order.shippedAt) {
        problems.push(
          `${identifier}: not printed yet (run \`ops print\` first, or \`ops mark-printed ${identifier}\` if it was printed by hand)`,
        );
      } else if (order.tracked && !tracking && !order.trackingNumber) {
        problems.push(
          `${identifier}: ${order.packageName} is a tracked package; give its tracking number: ops ship ${identifier} --tracking <number>`,
        );
      } else if (
        order.shippedAt &&
        tracking &&
        order.trackingNumber &&
        tracking !== order.trackingNumber &&
        !options.force
      ) {
        problems.push(
          `${identifier}: already shipped ${isoMinute(order.shippedAt)} with tracking ${order.trackingNumber}; add --force to replace it with ${tracking}`,
        );
      }
    }
    if (problems.length > 0) throw new OpsError(`Nothing was changed:\n  ${problems.join('\n  ')}`);

    const results: ShipResult[] = [];
    for (const identifier of identifiers) {
      const order = byIdentifier.get(identifier) as OpsOrder;
      if (order.shippedAt) {
        if (tracking && tracking !== order.trackingNumber) {
          await mail.setTracking(order.orderId, tracking);
          results.push({
            orderIdentifier: identifier,
            outcome: 'tracking-updated',
            shippedAt: order.shippedAt,
            trackingNumber: tracking,
          });
        } else {
          results.push({
            orderIdentifier: identifier,
            outcome: 'already-shipped',
            shippedAt: order.shippedAt,
            trackingNumber: order.trackingNumber,
          });
        }
        continue;
      }
      const inserted = await mail.insertShipment(order.orderId, options.now, tracking ?? null);
      if (inserted) {
        await queueOrderShipped(tx, order.orderId, inserted); // mail: 'your card is on its way'
        results.push({
          orderIdentifier: identifier,
          outcome: 'shipped',
          shippedAt: inserted.shippedAt,
          trackingNumber: inserted.trackingNumber,
        });
      } else {
        const existing = await mail.findShipment(order.orderId);
        results.push({
          orderIdentifier: identifier,
          outcome: 'already-shipped',
          shippedAt: existing?.shippedAt ?? options.now,
          trackingNumber: existing?.trackingNumber ?? null,
        });
      }
    }
    return results;
  });
}

/** Takes orders printed by hand off the print queue; returns the identifiers marked. */
function markPrinted(mail: PostalRepository, orderIdentifiers: string[], at: Date): Promise<string[]> {
  return mail.markPrintedByIdentifier(orderIdentifiers, at);
}

export interface UnredeemedGift {
  orderIdentifier: string;
  paidAt: Date;
  ageDays: number;
  amountCents: number;
  recipientName: string;
  fromName: string;
  email: string;
  shippedAt: Date | null;
}

async function unredeemedGifts(
  mail: PostalRepository,
  options: { paidBefore?: Date; now: Date },
): Promise<UnredeemedGift[]> {
  const rows = await mail.unredeemed(options);
  return rows.map(({ order, redemption, shipment }) => {
    const paidAt = order.paidAt ?? order.createdAt;
    return {
      orderIdentifier: order.orderIdentifier,
      paidAt,
      ageDays: wholeDaysBetween(paidAt, options.now),
      amountCents: redemption.amountCents,
      recipientName: order.recipientName,
      fromName: order.fromName,
      email: order.email,
      shippedAt: shipment?.shippedAt ?? null,
    };
  });
}

/** The shipping service (services/index.ts builds it; `app.shipping`, `ctx.services.shipping`). */
export function createShippingService({ repositories }: { repositories: Repositories }) {
  return {
    /** Paid orders with their stage, filtered by stage or identifiers. */
    listOrders: (filter: PaidOrdersFilter = {}) => listOrders(repositories.postal, filter),
    shipOrders: (identifiers: string[], options: { trackingNumber?: string; force?: boolean; now: Date }) =>
      shipOrders(repositories, identifiers, options),
    markPrinted: (orderIdentifiers: string[], at: Date) => markPrinted(repositories.postal, orderIdentifiers, at),
    unredeemedGifts: (options: { paidBefore?: Date; now: Date }) => unredeemedGifts(repositories.postal, options),
  };
}
export type ShippingService = ReturnType<typeof createShippingService>;
