/** Disbursements: codes redeemed in a period, their gift lines, and the payouts recorded. */
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, organizations, payoutItems, payouts, redemptionSelections, redemptions } from '../db/schema';

export function createPayoutsRepository(db: Db) {
  return {
    redeemedCodes(from: Date, to: Date) {
      return db
        .select({ redemption: redemptions, order: orders })
        .from(redemptions)
        .innerJoin(orders, eq(orders.id, redemptions.orderId))
        .where(and(gte(redemptions.redeemedAt, from), lt(redemptions.redeemedAt, to)))
        .orderBy(asc(redemptions.redeemedAt), asc(redemptions.id));
    },
    async giftLines(redemptionIds: number[]) {
      if (redemptionIds.length === 0) return [];
      return db
        .select({ selection: redemptionSelections, organization: organizations, payoutId: payoutItems.payoutId })
        .from(redemptionSelections)
        .innerJoin(organizations, eq(organizations.id, redemptionSelections.organizationId))
        .leftJoin(payoutItems, eq(payoutItems.selectionId, redemptionSelections.id))
        .where(inArray(redemptionSelections.redemptionId, redemptionIds))
        .orderBy(asc(organizations.organizationName), asc(redemptionSelections.id));
    },
    /** Gift lines written in the period, with their code. */
    linesWrittenIn(from: Date, to: Date) {
      return db
        .select({ selection: redemptionSelections, redemption: redemptions })
        .from(redemptionSelections)
        .innerJoin(redemptions, eq(redemptions.id, redemptionSelections.redemptionId))
        .where(and(gte(redemptionSelections.createdAt, from), lt(redemptionSelections.createdAt, to)));
    },
    async paidLines(selectionIds: number[]) {
      if (selectionIds.length === 0) return [];
      return db
        .select({ selectionId: payoutItems.selectionId, payoutId: payoutItems.payoutId })
        .from(payoutItems)
        .where(inArray(payoutItems.selectionId, selectionIds));
    },
    /** One payout and its lines (the unique index on selection_id refuses a line paid twice). */
    async record(
      payout: { periodFrom: Date; periodTo: Date; totalCents: number },
      lines: { selectionId: number; organizationId: number; amountCents: number }[],
    ): Promise<number> {
      const [row] = await db
        .insert(payouts)
        .values({ ...payout, giftCount: lines.length })
        .returning({ id: payouts.id });
      if (!row) throw new Error('payout not recorded');
      await db.insert(payoutItems).values(lines.map((line) => ({ ...line, payoutId: row.id })));
      return row.id;
    },
  };
}
export type PayoutsRepository = ReturnType<typeof createPayoutsRepository>;
