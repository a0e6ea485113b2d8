/**
 * The post (delivery 'mail'): paid orders on their way to the child (print queue, printed, shipped), the
 * shipments, and paid gifts whose code was never used.
 */
import { deliveriesWhere } from '@littlegivers/shared/contract/delivery';
import { and, asc, eq, ilike, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderShipments, orders, packages, redemptions } from '../db/schema';
import { ordersWithCard, paidOrder } from './paid-card';

/** The methods whose cards the team prints and posts: the print queue's. */
const TEAM_PRINTED = deliveriesWhere('printedByTeam');

export const ORDER_STAGES = ['paid', 'printed', 'shipped', 'redeemed'] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

const stageWhere: Record<OrderStage, SQL | undefined> = {
  redeemed: isNotNull(redemptions.redeemedAt),
  shipped: and(isNull(redemptions.redeemedAt), isNotNull(orderShipments.shippedAt)),
  printed: and(isNull(redemptions.redeemedAt), isNull(orderShipments.shippedAt), isNotNull(orders.printedAt)),
  paid: and(isNull(redemptions.redeemedAt), isNull(orderShipments.shippedAt), isNull(orders.printedAt)),
};

/** Which paid orders a list holds. */
export interface PaidOrdersFilter {
  stage?: OrderStage;
  identifiers?: string[];
  /** Part of the order number; with `personalData`, also of the purchaser's e-mail or a name on the order. */
  search?: { text: string; personalData: boolean };
}

/** `text` as a literal inside an ILIKE pattern: its %, _ and \ match themselves. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Case-insensitive "contains" over the order number and, with personal data, the e-mail and the names. */
function searchWhere({ text, personalData }: { text: string; personalData: boolean }): SQL | undefined {
  const pattern = containing(text);
  if (!personalData) return ilike(orders.orderIdentifier, pattern);
  const shipTo = sql`concat_ws(' ', ${orders.shippingFirstName}, ${orders.shippingLastName})`;
  return or(
    ilike(orders.orderIdentifier, pattern),
    ilike(orders.email, pattern),
    ilike(orders.recipientName, pattern),
    ilike(orders.fromName, pattern),
    sql`${shipTo} ilike ${pattern}`,
  );
}

export function createPostalRepository(db: Db) {
  return {
    /**
     * Paid mailed orders with what is printed on their card (package, greeting, code), oldest payment
     * first; `orderIds`: only those (a print run reads its queue a chunk at a time).
     */
    printQueue(options: { includePrinted?: boolean; orderIds?: number[] } = {}) {
      return ordersWithCard(db)
        .where(
          paidOrder(
            inArray(orders.delivery, TEAM_PRINTED),
            options.includePrinted ? undefined : isNull(orders.printedAt),
            options.orderIds ? inArray(orders.id, options.orderIds) : undefined,
          ),
        )
        .orderBy(asc(orders.paidAt), asc(orders.id));
    },
    /**
     * Locks the unprinted paid mailed orders no other print run holds (inside a transaction); their
     * ids in print queue order (oldest payment first).
     */
    async lockUnprinted(): Promise<number[]> {
      const locked = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'paid'), inArray(orders.delivery, TEAM_PRINTED), isNull(orders.printedAt)))
        .orderBy(asc(orders.paidAt), asc(orders.id))
        .for('update', { skipLocked: true });
      return locked.map((row) => row.id);
    },
    async markPrinted(orderIds: number[], at: Date) {
      await db
        .update(orders)
        .set({ printedAt: at })
        .where(and(inArray(orders.id, orderIds), isNull(orders.printedAt)));
    },
    async markPrintedByIdentifier(orderIdentifiers: string[], at: Date): Promise<string[]> {
      const updated = await db
        .update(orders)
        .set({ printedAt: at })
        // Only orders on the print queue: paid, posted by the team, not printed yet.
        .where(
          and(
            inArray(orders.orderIdentifier, orderIdentifiers),
            eq(orders.status, 'paid'),
            inArray(orders.delivery, TEAM_PRINTED),
            isNull(orders.printedAt),
          ),
        )
        .returning({ orderIdentifier: orders.orderIdentifier });
      return updated.map((row) => row.orderIdentifier);
    },
    /**
     * Paid orders with package, code and shipment, by stage, identifiers, or a search (part of the
     * order number; with personal data, also of the purchaser's e-mail or a name).
     */
    paidOrders(filter: PaidOrdersFilter = {}) {
      return db
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
            filter.search ? searchWhere(filter.search) : undefined,
          ),
        )
        .orderBy(asc(orders.paidAt), asc(orders.id));
    },
    /** One order with its code and shipment, locked for a reissue (inside a transaction). */
    async lockForReissue(orderIdentifier: string) {
      const [row] = await db
        .select({ order: orders, redemption: redemptions, shipment: orderShipments })
        .from(orders)
        .leftJoin(redemptions, eq(redemptions.orderId, orders.id))
        .leftJoin(orderShipments, eq(orderShipments.orderId, orders.id))
        .where(eq(orders.orderIdentifier, orderIdentifier))
        .for('update', { of: orders });
      return row;
    },
    async orderExists(orderIdentifier: string): Promise<boolean> {
      const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderIdentifier, orderIdentifier));
      return rows.length > 0;
    },
    /** Back on the print queue: not printed, not shipped. */
    async requeue(orderId: number) {
      await db.update(orders).set({ printedAt: null }).where(eq(orders.id, orderId));
      await db.delete(orderShipments).where(eq(orderShipments.orderId, orderId));
    },
    async setTracking(orderId: number, trackingNumber: string) {
      await db.update(orderShipments).set({ trackingNumber }).where(eq(orderShipments.orderId, orderId));
    },
    /** Records the shipment unless one exists; returns it, or undefined when it existed. */
    async insertShipment(orderId: number, shippedAt: Date, trackingNumber: string | null) {
      const [inserted] = await db
        .insert(orderShipments)
        .values({ orderId, shippedAt, trackingNumber })
        .onConflictDoNothing()
        .returning();
      return inserted;
    },
    async findShipment(orderId: number) {
      return (await db.select().from(orderShipments).where(eq(orderShipments.orderId, orderId)))[0];
    },
    /** Paid orders whose code is not used, oldest payment first. */
    unredeemed(options: { paidBefore?: Date }) {
      return db
        .select({ order: orders, redemption: redemptions, shipment: orderShipments })
        .from(orders)
        .innerJoin(redemptions, eq(redemptions.orderId, orders.id))
        .leftJoin(orderShipments, eq(orderShipments.orderId, orders.id))
        .where(
          and(
            eq(orders.status, 'paid'),
            isNull(redemptions.redeemedAt),
            options.paidBefore ? lte(orders.paidAt, options.paidBefore) : undefined,
          ),
        )
        .orderBy(asc(orders.paidAt), asc(orders.id));
    },
  };
}
export type PostalRepository = ReturnType<typeof createPostalRepository>;
