/**
 * Disbursements: codes redeemed in a period, their gift lines, and the payouts recorded. Payouts
 * and their lines are append-only (a database trigger refuses changes): a line is paid while its
 * signed amounts add up to more than zero, and it was paid by the latest payout that paid it.
 */
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, organizations, payoutItems, payouts, redemptionSelections, redemptions } from '../db/schema';

/** How a payout left: the day, the method (check, transfer…) and its reference (check number, transfer id). */
export interface PayoutDetails {
  paidOn: string;
  method: string;
  reference: string;
}

export type PayoutRow = typeof payouts.$inferSelect;

export function createPayoutsRepository(db: Db) {
  /** Per gift line with payout rows: its net amount paid and the payout that paid it. */
  const netPaid = db
    .select({
      selectionId: payoutItems.selectionId,
      payoutId: sql<number>`max(${payoutItems.payoutId}) filter (where ${payoutItems.amountCents} > 0)`.as('paid_by'),
    })
    .from(payoutItems)
    .groupBy(payoutItems.selectionId)
    .having(sql`sum(${payoutItems.amountCents}) > 0`)
    .as('net_paid');

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
        .select({ selection: redemptionSelections, organization: organizations, payoutId: netPaid.payoutId })
        .from(redemptionSelections)
        .innerJoin(organizations, eq(organizations.id, redemptionSelections.organizationId))
        .leftJoin(netPaid, eq(netPaid.selectionId, redemptionSelections.id))
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
    /** The lines among these that are paid now, with the payout that paid each. */
    async paidLines(selectionIds: number[]): Promise<{ selectionId: number; payoutId: number }[]> {
      if (selectionIds.length === 0) return [];
      const rows = await db
        .select({ selectionId: netPaid.selectionId, payoutId: netPaid.payoutId })
        .from(netPaid)
        .where(inArray(netPaid.selectionId, selectionIds));
      return rows.map((row) => ({ selectionId: row.selectionId, payoutId: Number(row.payoutId) }));
    },
    /**
     * Serialises the runs that record payouts (call first, inside the transaction): a second run
     * waits here, then sees the lines the first one paid. The lock ends with the transaction.
     */
    async lockForRecording() {
      await db.execute(sql`lock table ${payoutItems} in share row exclusive mode`);
    },
    /** One payout and its lines. */
    async record(
      payout: { periodFrom: Date; periodTo: Date; totalCents: number } & PayoutDetails,
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
    async find(id: number): Promise<PayoutRow | undefined> {
      const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
      return row;
    },
    /** The payouts that correct this one (reversals). */
    corrections(id: number): Promise<PayoutRow[]> {
      return db.select().from(payouts).where(eq(payouts.correctsPayoutId, id)).orderBy(asc(payouts.id));
    },
    /** The lines a payout paid that it still pays (not reversed, not paid again later). */
    async linesStillPaidBy(payoutId: number) {
      return db
        .select({
          selectionId: payoutItems.selectionId,
          organizationId: payoutItems.organizationId,
          amountCents: payoutItems.amountCents,
        })
        .from(payoutItems)
        .innerJoin(netPaid, eq(netPaid.selectionId, payoutItems.selectionId))
        .where(and(eq(payoutItems.payoutId, payoutId), eq(netPaid.payoutId, payoutId)));
    },
    /** A reversal: a new payout row with the negated total and lines, naming the payout it corrects. */
    async recordReversal(
      of: PayoutRow,
      details: PayoutDetails & { reason: string },
      lines: { selectionId: number; organizationId: number; amountCents: number }[],
    ): Promise<number> {
      const totalCents = -lines.reduce((sum, line) => sum + line.amountCents, 0);
      const [row] = await db
        .insert(payouts)
        .values({
          periodFrom: of.periodFrom,
          periodTo: of.periodTo,
          giftCount: lines.length,
          totalCents,
          ...details,
          correctsPayoutId: of.id,
        })
        .returning({ id: payouts.id });
      if (!row) throw new Error('reversal not recorded');
      if (lines.length > 0)
        await db
          .insert(payoutItems)
          .values(lines.map((line) => ({ ...line, amountCents: -line.amountCents, payoutId: row.id })));
      return row.id;
    },
    list(limit = 100): Promise<PayoutRow[]> {
      return db.select().from(payouts).orderBy(desc(payouts.id)).limit(limit);
    },
  };
}
export type PayoutsRepository = ReturnType<typeof createPayoutsRepository>;
