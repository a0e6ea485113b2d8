/** Support donations. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { donations } from '../db/schema';
import { markPaidOnce, type PaidFields } from './payable';

export type DonationRow = typeof donations.$inferSelect;

export function createDonationsRepository(db: Db) {
  return {
    async create(values: { message: string | null; amountCents: number }): Promise<DonationRow> {
      const [donation] = await db
        .insert(donations)
        .values({ ...values, status: 'prePaymentAuthorization' })
        .returning();
      if (!donation) throw new Error('donation not stored');
      return donation;
    },
    async setPayPalOrderId(id: number, paypalOrderId: string) {
      await db.update(donations).set({ paypalOrderId }).where(eq(donations.id, id));
    },
    async remove(id: number) {
      await db.delete(donations).where(eq(donations.id, id));
    },
    async findById(id: number): Promise<DonationRow | undefined> {
      return (await db.select().from(donations).where(eq(donations.id, id)))[0];
    },
    async findByPayPalOrderId(paypalOrderId: string): Promise<DonationRow | undefined> {
      return (await db.select().from(donations).where(eq(donations.paypalOrderId, paypalOrderId)))[0];
    },
    markPaid(id: number, fields: PaidFields) {
      return markPaidOnce(db, donations, id, fields);
    },
  };
}
export type DonationsRepository = ReturnType<typeof createDonationsRepository>;
