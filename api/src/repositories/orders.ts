/** Gift orders and their line items. */
import { eq } from 'drizzle-orm';
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
        await tx.insert(orderLineItems).values(stored);
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
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
