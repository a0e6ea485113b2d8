/** State of the local PayPal stand-in (PAYPAL_MODE=fake), in the database so every process sees it. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paypalFakeOrders } from '../db/schema';

export type FakeOrderRow = typeof paypalFakeOrders.$inferSelect;

/**
 * What a PayPal order id can look like (the stand-in's are `FAKE` and 16 hex digits). Any other id
 * from a path (a NUL, which PostgreSQL refuses in text, or a kilobyte of text) is simply unknown.
 */
const ORDER_ID = /^[A-Za-z0-9-]{1,64}$/;

export function createPayPalFakeRepository(db: Db) {
  return {
    async find(id: string): Promise<FakeOrderRow | undefined> {
      if (!ORDER_ID.test(id)) return undefined;
      return (await db.select().from(paypalFakeOrders).where(eq(paypalFakeOrders.id, id)))[0];
    },
    async findByCapture(captureId: string): Promise<FakeOrderRow | undefined> {
      if (!ORDER_ID.test(captureId)) return undefined;
      return (await db.select().from(paypalFakeOrders).where(eq(paypalFakeOrders.captureId, captureId)))[0];
    },
    async create(values: typeof paypalFakeOrders.$inferInsert): Promise<FakeOrderRow> {
      const [row] = await db.insert(paypalFakeOrders).values(values).returning();
      if (!row) throw new Error('fake order not stored');
      return row;
    },
    async update(id: string, set: Partial<FakeOrderRow>): Promise<FakeOrderRow | undefined> {
      if (!ORDER_ID.test(id)) return undefined;
      const [row] = await db
        .update(paypalFakeOrders)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(paypalFakeOrders.id, id))
        .returning();
      return row;
    },
  };
}
