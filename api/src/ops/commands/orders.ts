/**
 * `ops orders` (paid orders by stage) and `ops ship` (mark mailed, with the tracking number of
 * tracked packages). A paid order moves paid → printed → shipped → redeemed; `ops reissue` puts
 * it back to paid (on the print queue).
 */
import { and, asc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderShipments, orders, packages, redemptions } from '../../db/schema';
import { queueOrderShipped } from '../../mail/events';
import { type OpsContext, OpsError } from '../context';
import { csv, dollars, isoMinute, normalizeOrderIdentifier, oneOf, table } from '../format';

export const ORDER_STAGES = ['paid', 'printed', 'shipped', 'redeemed'] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

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
  shipToName: string;
  shipToCityStateZip: string;
  packageName: string;
  tracked: boolean;
}

function stageOf(row: { printedAt: Date | null; shippedAt: Date | null; redeemedAt: Date | null }): OrderStage {
  if (row.redeemedAt) return 'redeemed';
  if (row.shippedAt) return 'shipped';
  if (row.printedAt) return 'printed';
  return 'paid';
}

const stageWhere: Record<OrderStage, SQL | undefined> = {
  redeemed: isNotNull(redemptions.redeemedAt),
  shipped: and(isNull(redemptions.redeemedAt), isNotNull(orderShipments.shippedAt)),
  printed: and(isNull(redemptions.redeemedAt), isNull(orderShipments.shippedAt), isNotNull(orders.printedAt)),
  paid: and(isNull(redemptions.redeemedAt), isNull(orderShipments.shippedAt), isNull(orders.printedAt)),
};

export async function listOrders(
  db: Db,
  filter: { stage?: OrderStage; identifiers?: string[] } = {},
): Promise<OpsOrder[]> {
  const rows = await db
    .select({ order: orders, pkg: packages, redemption: redemptions, shipment: orderShipments })
    .from(orders)
    .innerJoin(packages, eq(packages.id, orders.packageId))
    .leftJoin(redemptions, eq(redemptions.orderId, orders.id))
    .leftJoin(orderShipments, eq(orderShipments.orderId, orders.id))
    .where(
      and(
        eq(orders.status, 'paid'),
        filter.stage ? stageWhere[filter.stage] : undefined,
        filter.identifiers ? inArray(orders.orderIdentifier, filter.identifiers) : undefined,
      ),
    )
    .orderBy(asc(orders.paidAt), asc(orders.id));
  return rows.map(({ order, pkg, redemption, shipment }) => {
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
      shipToName: `${order.shippingFirstName} ${order.shippingLastName}`,
      shipToCityStateZip: `${order.shippingCity}, ${order.shippingState} ${order.shippingZip}`,
      packageName: pkg.publicFacingName,
      tracked: pkg.tracked,
    };
  });
}

const orderColumns = [
  'order',
  'status',
  'paid',
  'printed',
  'shipped',
  'tracking',
  'redeemed',
  'amount',
  'recipient',
  'from',
  'ship to',
  'city/state/zip',
  'package',
  'tracked',
];

function orderRow(order: OpsOrder) {
  return [
    order.orderIdentifier,
    order.stage,
    isoMinute(order.paidAt),
    isoMinute(order.printedAt),
    isoMinute(order.shippedAt),
    order.trackingNumber,
    isoMinute(order.redeemedAt),
    dollars(order.amountCents),
    order.recipientName,
    order.fromName,
    order.shipToName,
    order.shipToCityStateZip,
    order.packageName,
    order.tracked ? 'yes' : 'no',
  ];
}

export async function ordersCommand(ctx: OpsContext, values: { status?: string; format?: string }) {
  const stage = values.status === undefined ? undefined : oneOf('status', values.status, ORDER_STAGES);
  const format = oneOf('format', values.format ?? 'table', ['table', 'csv', 'json'] as const);
  const list = await listOrders(ctx.db, stage ? { stage } : {});
  if (format === 'json') ctx.stdout(`${JSON.stringify(list, null, 2)}\n`);
  else if (format === 'csv') ctx.stdout(csv(orderColumns, list.map(orderRow)));
  else {
    ctx.stdout(table(orderColumns, list.map(orderRow)));
    ctx.stderr(`${list.length} order(s)${stage ? ` ${stage}` : ''}\n`);
  }
  return 0;
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
export async function shipOrders(
  db: Db,
  identifiers: string[],
  options: { trackingNumber?: string; force?: boolean; now: Date },
): Promise<ShipResult[]> {
  const tracking = options.trackingNumber?.trim() || undefined;
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const found = await listOrders(tx, { identifiers });
    const byIdentifier = new Map(found.map((order) => [order.orderIdentifier, order]));
    const problems: string[] = [];
    for (const identifier of identifiers) {
      const order = byIdentifier.get(identifier);
      if (!order) {
        const [unpaid] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.orderIdentifier, identifier));
        problems.push(`${identifier}: ${unpaid ? 'not paid' : 'no such order'}`);
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
          await tx
            .update(orderShipments)
            .set({ trackingNumber: tracking })
            .where(eq(orderShipments.orderId, order.orderId));
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
      const [inserted] = await tx
        .insert(orderShipments)
        .values({ orderId: order.orderId, shippedAt: options.now, trackingNumber: tracking ?? null })
        .onConflictDoNothing()
        .returning();
      if (inserted) {
        await queueOrderShipped(tx, order.orderId, inserted); // mail: 'your card is on its way'
        results.push({
          orderIdentifier: identifier,
          outcome: 'shipped',
          shippedAt: inserted.shippedAt,
          trackingNumber: inserted.trackingNumber,
        });
      } else {
        const [existing] = await tx.select().from(orderShipments).where(eq(orderShipments.orderId, order.orderId));
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

export async function shipCommand(
  ctx: OpsContext,
  positionals: string[],
  values: { tracking?: string; force?: boolean },
) {
  if (positionals.length === 0) throw new OpsError('usage: ops ship <orderIdentifier>... [--tracking N] [--force]', 64);
  if (values.tracking !== undefined && positionals.length > 1)
    throw new OpsError('--tracking belongs to one order: ship tracked orders one at a time', 64);
  const identifiers = [...new Set(positionals.map(normalizeOrderIdentifier))];
  const results = await shipOrders(ctx.db, identifiers, {
    ...(values.tracking !== undefined ? { trackingNumber: values.tracking } : {}),
    force: values.force ?? false,
    now: ctx.now(),
  });
  for (const result of results) {
    const tracking = result.trackingNumber ? ` (tracking ${result.trackingNumber})` : '';
    const what =
      result.outcome === 'shipped'
        ? `marked shipped${tracking}`
        : result.outcome === 'tracking-updated'
          ? `tracking number replaced${tracking}`
          : `already shipped ${isoMinute(result.shippedAt)}${tracking}; nothing changed`;
    ctx.stdout(`${result.orderIdentifier}: ${what}\n`);
  }
  return 0;
}
