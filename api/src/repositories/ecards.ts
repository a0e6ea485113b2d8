/**
 * E-cards (delivery 'email'): the delivery to the grown-up (who, which day, which zone, the outbox
 * message carrying it), the e-card page's links (hash for lookup, ciphertext for the message),
 * and the record of every change.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deliveryChanges, ecardDeliveries, ecardLinks, mailOutbox, orders, redemptions } from '../db/schema';
import { ordersWithCard, paidOrder } from './paid-card';
import { newestLiveLink, revokeOrderLinks } from './secret-links';

export type EcardDeliveryRow = typeof ecardDeliveries.$inferSelect;
export type DeliveryChangeActor = (typeof deliveryChanges.$inferInsert)['actor'];

export function createEcardsRepository(db: Db) {
  return {
    async insertDelivery(values: typeof ecardDeliveries.$inferInsert) {
      await db.insert(ecardDeliveries).values(values);
    },

    /** The delivery with its current message (status, when sent), locked for a change when asked. */
    async delivery(orderId: number, options: { lock?: boolean } = {}) {
      const query = db
        .select({ delivery: ecardDeliveries, mail: mailOutbox })
        .from(ecardDeliveries)
        .leftJoin(mailOutbox, eq(mailOutbox.id, ecardDeliveries.mailId))
        .where(eq(ecardDeliveries.orderId, orderId));
      const [row] = options.lock ? await query.for('update', { of: ecardDeliveries }) : await query;
      return row;
    },

    /** Whether the gift's code was used (by the child, or by the backup gift). */
    async codeUsed(orderId: number): Promise<boolean> {
      const [row] = await db
        .select({ redeemedAt: redemptions.redeemedAt })
        .from(redemptions)
        .where(eq(redemptions.orderId, orderId));
      return !!row?.redeemedAt;
    },

    async updateDelivery(orderId: number, set: Partial<Omit<EcardDeliveryRow, 'orderId'>>) {
      await db
        .update(ecardDeliveries)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(ecardDeliveries.orderId, orderId));
    },

    async insertLink(values: { orderId: number; tokenHash: string; tokenCiphertext: string }) {
      await db.insert(ecardLinks).values(values);
    },

    newestLiveLink: (orderId: number) => newestLiveLink(db, ecardLinks, orderId),

    revokeLinks: (orderId: number, at: Date) => revokeOrderLinks(db, ecardLinks, orderId, at),

    /** The paid e-card a live link opens, in the print queue's shape (order, package, greeting, code). */
    async findCard(tokenHash: string) {
      const [row] = await ordersWithCard(db, { delivery: ecardDeliveries })
        .innerJoin(ecardLinks, eq(ecardLinks.orderId, orders.id))
        .innerJoin(ecardDeliveries, eq(ecardDeliveries.orderId, orders.id))
        .where(paidOrder(eq(ecardLinks.tokenHash, tokenHash), isNull(ecardLinks.revokedAt)));
      return row;
    },

    /** Records a change, at `at` (the caller's clock) or the database's now. */
    async recordChange(
      orderId: number,
      actor: DeliveryChangeActor,
      change: string,
      details: Record<string, unknown>,
      at?: Date,
    ) {
      await db.insert(deliveryChanges).values({ orderId, actor, change, details, ...(at ? { createdAt: at } : {}) });
    },

    /** When the purchaser sent the e-card again since `since`, oldest first. */
    async resendsSince(orderId: number, since: Date): Promise<Date[]> {
      const rows = await db
        .select({ at: deliveryChanges.createdAt })
        .from(deliveryChanges)
        .where(
          and(
            eq(deliveryChanges.orderId, orderId),
            eq(deliveryChanges.actor, 'purchaser'),
            eq(deliveryChanges.change, 'resend'),
            gt(deliveryChanges.createdAt, since),
          ),
        )
        .orderBy(deliveryChanges.createdAt);
      return rows.map((row) => row.at);
    },

    changes(orderId: number) {
      return db
        .select()
        .from(deliveryChanges)
        .where(eq(deliveryChanges.orderId, orderId))
        .orderBy(deliveryChanges.createdAt, deliveryChanges.id);
    },

    /** E-cards whose message has not gone yet, soonest first (`ops ecards`). */
    scheduled(limit = 500) {
      return db
        .select({ order: orders, delivery: ecardDeliveries, mail: mailOutbox })
        .from(ecardDeliveries)
        .innerJoin(orders, eq(orders.id, ecardDeliveries.orderId))
        .innerJoin(mailOutbox, eq(mailOutbox.id, ecardDeliveries.mailId))
        .where(sql`${mailOutbox.status} in ('pending', 'sending')`)
        .orderBy(mailOutbox.nextAttemptAt, orders.id)
        .limit(limit);
    },

    async orderByIdentifier(orderIdentifier: string) {
      const [row] = await db.select().from(orders).where(eq(orders.orderIdentifier, orderIdentifier));
      return row;
    },
  };
}
export type EcardsRepository = ReturnType<typeof createEcardsRepository>;
