/** Gift orders and their line items. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderLineItems, orders } from '../db/schema';
import { markPaidOnce, type PaidFields } from './payable';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = Omit<typeof orderLineItems.$inferInsert, 'orderId' | 'id'>;

export function createOrdersRepository(db: Db) {
  return {
    /** Stores an order and its line items in one transaction. */
    async create(values: NewOrder, lines: NewOrderLine[]) {
      return db.transaction(async (tx) => {
        const [order] = await tx.insert(orders).values(values).returning();
        if (!order) throw new Error('order not stored');
        const stored = lines.map((line) => ({ ...line, orderId: order.id }));
        if (stored.length) await tx.insert(orderLineItems).values(stored);
        return { order, lines: stored };
      });
    },
    async findById(id: number): Promise<OrderRow | undefined> {
      return (await db.select().from(orders).where(eq(orders.id, id)))[0];
    },
    async findByPublicId(publicId: string): Promise<OrderRow | undefined> {
      return (await db.select().from(orders).where(eq(orders.publicId, publicId)))[0];
    },
    async findByPayPalOrderId(paypalOrderId: string): Promise<OrderRow | undefined> {
      return (await db.select().from(orders).where(eq(orders.paypalOrderId, paypalOrderId)))[0];
    },
    markPaid(id: number, fields: PaidFields & { paymentMethod: 'paypal' | 'skipped' }) {
      return markPaidOnce(db, orders, id, fields);
    },
    /**
     * A group's card paid by its givers, once (services/group-closing.ts): its gift is the
     * contributions' sum, its "from" the givers, its lines the gift and (a mailed card) the postage
     * the organizer paid when starting it, its total both.
     */
    async markGroupPaid(id: number, fields: { giftCents: number; fromName: string; paidAt: Date }) {
      const [order] = await db
        .update(orders)
        .set({
          ...fields,
          totalCents: sql`${fields.giftCents} + ${orders.shippingCents}`,
          status: 'paid',
          paymentMethod: 'group',
        })
        .where(and(eq(orders.id, id), eq(orders.status, 'prePaymentAuthorization')))
        .returning();
      if (order)
        await db
          .insert(orderLineItems)
          .values([
            { orderId: id, lineItem: 'giftAmount', amountCents: fields.giftCents },
            ...(order.shippingCents
              ? [{ orderId: id, lineItem: 'shipping' as const, amountCents: order.shippingCents, note: 'Postage' }]
              : []),
          ]);
      return order;
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
