/**
 * What orders and donations share as things paid through PayPal: marking one paid exactly once
 * (a conditional update, so a replayed or concurrent capture changes nothing). Finding the ones
 * still waiting for a payment the buyer may have approved is reconciliation's (reconcile.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { donations, orders } from '../db/schema';

type PayableTable = typeof orders | typeof donations;

export interface PaidFields {
  paypalCaptureId: string | null;
  paymentData: unknown;
}

/** Marks the row paid if it is still waiting for payment; returns the paid row, or undefined. */
export async function markPaidOnce<T extends PayableTable>(
  db: Db,
  table: T,
  id: number,
  fields: PaidFields & Partial<T['$inferInsert']>,
): Promise<T['$inferSelect'] | undefined> {
  // Both tables have these columns; drizzle cannot update a union of tables.
  const payable = table as unknown as typeof donations;
  const [row] = await db
    .update(payable)
    .set({ ...fields, status: 'paid', paidAt: new Date() } as typeof donations.$inferInsert)
    .where(and(eq(payable.id, id), eq(payable.status, 'prePaymentAuthorization')))
    .returning();
  return row as T['$inferSelect'] | undefined;
}
