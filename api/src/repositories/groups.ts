/**
 * Group gifts' rows (db/group-schema.ts). A contribution changes state, and a group closes or is
 * cancelled, by conditional updates; `lock` takes the group's row lock so a contribution's payment
 * and the group's close are one after the other, whatever the processes (services/group-closing.ts).
 */

import type { GroupState } from '@littlegivers/shared/contract/group';
import { and, asc, desc, eq, gt, gte, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { giftGroups, groupContributions, orders } from '../db/schema';

export type GroupRow = typeof giftGroups.$inferSelect;
export type ContributionRow = typeof groupContributions.$inferSelect;

/** A group whose links work: nothing to pay to start it, or its postage captured. */
const started = or(isNull(giftGroups.postageState), ne(giftGroups.postageState, 'due'));

export function createGroupsRepository(db: Db) {
  return {
    async create(values: typeof giftGroups.$inferInsert): Promise<GroupRow> {
      const [row] = await db.insert(giftGroups).values(values).returning();
      if (!row) throw new Error('group not stored');
      return row;
    },
    async findById(id: number): Promise<GroupRow | undefined> {
      return (await db.select().from(giftGroups).where(eq(giftGroups.id, id)))[0];
    },
    async findByOrderId(orderId: number): Promise<GroupRow | undefined> {
      return (await db.select().from(giftGroups).where(eq(giftGroups.orderId, orderId)))[0];
    },
    async findByShareHash(hash: string): Promise<GroupRow | undefined> {
      return (await db.select().from(giftGroups).where(eq(giftGroups.shareTokenHash, hash)))[0];
    },
    async findByOrganizerHash(hash: string): Promise<GroupRow | undefined> {
      return (await db.select().from(giftGroups).where(eq(giftGroups.organizerTokenHash, hash)))[0];
    },
    /** The group's row, locked until the transaction ends (call inside one). */
    async lock(id: number): Promise<GroupRow | undefined> {
      return (await db.select().from(giftGroups).where(eq(giftGroups.id, id)).for('update'))[0];
    },
    /** open → `state`, once: the row when this call changed it, else undefined. */
    async leaveOpen(id: number, state: Exclude<GroupState, 'open'>, at: Date): Promise<GroupRow | undefined> {
      const [row] = await db
        .update(giftGroups)
        .set({ state, closedAt: at })
        .where(and(eq(giftGroups.id, id), eq(giftGroups.state, 'open')))
        .returning();
      return row;
    },
    /**
     * Every group with its card's order number and its parts counted by status (for `ops groups`),
     * the soonest closing first; never a token, an e-mail or a name.
     */
    async overview(limit = 500) {
      return db
        .select({
          id: giftGroups.id,
          orderIdentifier: orders.orderIdentifier,
          state: giftGroups.state,
          closesAt: giftGroups.closesAt,
          closedAt: giftGroups.closedAt,
          counted: sql<number>`count(*) filter (where ${groupContributions.status} = 'paid')`.mapWith(Number),
          countedCents:
            sql<number>`coalesce(sum(${groupContributions.amountCents}) filter (where ${groupContributions.status} = 'paid'), 0)`.mapWith(
              Number,
            ),
          refundDue: sql<number>`count(*) filter (where ${groupContributions.status} = 'refund-due')`.mapWith(Number),
          refunded: sql<number>`count(*) filter (where ${groupContributions.status} = 'refunded')`.mapWith(Number),
        })
        .from(giftGroups)
        .innerJoin(orders, eq(orders.id, giftGroups.orderId))
        .leftJoin(groupContributions, eq(groupContributions.groupId, giftGroups.id))
        .where(started)
        .groupBy(giftGroups.id, orders.orderIdentifier)
        .orderBy(asc(giftGroups.closesAt), asc(giftGroups.id))
        .limit(limit);
    },
    /** The group of a card, by the card's order number (a start whose postage is due only with `started: false`). */
    async findByOrderIdentifier(orderIdentifier: string, options = { started: true }): Promise<GroupRow | undefined> {
      const [row] = await db
        .select({ group: giftGroups })
        .from(giftGroups)
        .innerJoin(orders, eq(orders.id, giftGroups.orderId))
        .where(and(eq(orders.orderIdentifier, orderIdentifier), options.started ? started : undefined));
      return row?.group;
    },
    /** due → paid, once: the postage captured; the started message's links are taken (and cleared). */
    async markPostagePaid(
      id: number,
      fields: { postageCaptureId: string; postagePaymentData: unknown; postagePaidAt: Date },
    ): Promise<GroupRow | undefined> {
      const [row] = await db
        .update(giftGroups)
        .set({ ...fields, postageState: 'paid', pendingLinks: null })
        .where(and(eq(giftGroups.id, id), eq(giftGroups.postageState, 'due')))
        .returning();
      return row;
    },
    /** paid → refund-due, once (the card will not go). */
    async postageRefundDue(id: number): Promise<boolean> {
      const rows = await db
        .update(giftGroups)
        .set({ postageState: 'refund-due' })
        .where(and(eq(giftGroups.id, id), eq(giftGroups.postageState, 'paid')))
        .returning({ id: giftGroups.id });
      return rows.length > 0;
    },
    /** Groups whose postage waits for its refund, the oldest first. */
    async postageRefundsDue(limit = 100): Promise<GroupRow[]> {
      return db
        .select()
        .from(giftGroups)
        .where(eq(giftGroups.postageState, 'refund-due'))
        .orderBy(asc(giftGroups.id))
        .limit(limit);
    },
    /** refund-due → refunded, once. */
    async markPostageRefunded(
      id: number,
      fields: { postageRefundId: string; postageRefundedAt: Date },
    ): Promise<GroupRow | undefined> {
      const [row] = await db
        .update(giftGroups)
        .set({ ...fields, postageState: 'refunded' })
        .where(and(eq(giftGroups.id, id), eq(giftGroups.postageState, 'refund-due')))
        .returning();
      return row;
    },
    /** Open groups whose closing moment has come, the oldest first. */
    async due(now: Date, limit = 100): Promise<GroupRow[]> {
      return db
        .select()
        .from(giftGroups)
        .where(and(eq(giftGroups.state, 'open'), lte(giftGroups.closesAt, now), started))
        .orderBy(asc(giftGroups.closesAt))
        .limit(limit);
    },

    /** Parts started in the last 10 minutes on a link, and in the last hour by one e-mail. */
    async recentParts(groupId: number, email: string, now: Date): Promise<{ onLink: number; byPayer: number }> {
      const [row] = await db
        .select({
          onLink: sql<number>`count(*) filter (where ${groupContributions.groupId} = ${groupId} and ${groupContributions.createdAt} > ${new Date(now.getTime() - 10 * 60_000)})::int`,
          byPayer: sql<number>`count(*) filter (where lower(${groupContributions.email}) = lower(${email}) and ${groupContributions.createdAt} > ${new Date(now.getTime() - 60 * 60_000)})::int`,
        })
        .from(groupContributions)
        .where(gt(groupContributions.createdAt, new Date(now.getTime() - 60 * 60_000)));
      return { onLink: Number(row?.onLink ?? 0), byPayer: Number(row?.byPayer ?? 0) };
    },
    async addContribution(values: typeof groupContributions.$inferInsert): Promise<ContributionRow> {
      const [row] = await db.insert(groupContributions).values(values).returning();
      if (!row) throw new Error('contribution not stored');
      return row;
    },
    async setPayPalOrderId(id: number, paypalOrderId: string) {
      await db.update(groupContributions).set({ paypalOrderId }).where(eq(groupContributions.id, id));
    },
    async removeContribution(id: number) {
      await db.delete(groupContributions).where(eq(groupContributions.id, id));
    },
    async contributionByPublicId(publicId: string): Promise<ContributionRow | undefined> {
      return (await db.select().from(groupContributions).where(eq(groupContributions.publicId, publicId)))[0];
    },
    async contributionByPayPalOrderId(paypalOrderId: string): Promise<ContributionRow | undefined> {
      return (await db.select().from(groupContributions).where(eq(groupContributions.paypalOrderId, paypalOrderId)))[0];
    },
    /** Every contribution of a group, in the order they were made. */
    async contributions(groupId: number): Promise<ContributionRow[]> {
      return db
        .select()
        .from(groupContributions)
        .where(eq(groupContributions.groupId, groupId))
        .orderBy(asc(groupContributions.createdAt), asc(groupContributions.id));
    },
    /** pending → paid, once (the row when this call changed it). */
    async markPaid(
      id: number,
      fields: { paypalCaptureId: string; paymentData: unknown; paidAt: Date },
    ): Promise<ContributionRow | undefined> {
      const [row] = await db
        .update(groupContributions)
        .set({ ...fields, status: 'paid' })
        .where(and(eq(groupContributions.id, id), eq(groupContributions.status, 'pending')))
        .returning();
      return row;
    },
    /** Captured after its group closed or was cancelled: pending → refund-due ('late'), once. */
    async markLate(
      id: number,
      fields: { paypalCaptureId: string; paymentData: unknown; paidAt: Date },
    ): Promise<ContributionRow | undefined> {
      const [row] = await db
        .update(groupContributions)
        .set({ ...fields, status: 'refund-due', refundReason: 'late' })
        .where(and(eq(groupContributions.id, id), eq(groupContributions.status, 'pending')))
        .returning();
      return row;
    },
    /** A cancelled group: every paid contribution → refund-due ('cancelled'). */
    async cancelPaid(groupId: number): Promise<number> {
      const rows = await db
        .update(groupContributions)
        .set({ status: 'refund-due', refundReason: 'cancelled' })
        .where(and(eq(groupContributions.groupId, groupId), eq(groupContributions.status, 'paid')))
        .returning({ id: groupContributions.id });
      return rows.length;
    },
    /**
     * Parts whose PayPal checkout was opened between `from` and `until` and that were never
     * captured (reconciliation looks them up at PayPal: a buyer may have approved), the newest first.
     */
    async uncaptured(window: { from: Date; until: Date }, limit: number): Promise<ContributionRow[]> {
      return db
        .select()
        .from(groupContributions)
        .where(
          and(
            eq(groupContributions.status, 'pending'),
            isNotNull(groupContributions.paypalOrderId),
            gte(groupContributions.createdAt, window.from),
            lt(groupContributions.createdAt, window.until),
          ),
        )
        .orderBy(desc(groupContributions.createdAt), desc(groupContributions.id))
        .limit(limit);
    },
    /**
     * Mailed cards started between `from` and `until` whose postage was never captured
     * (reconciliation looks them up at PayPal: the organizer may have approved), the newest first.
     */
    async postageUncaptured(window: { from: Date; until: Date }, limit: number): Promise<GroupRow[]> {
      return db
        .select()
        .from(giftGroups)
        .where(
          and(
            eq(giftGroups.postageState, 'due'),
            gte(giftGroups.createdAt, window.from),
            lt(giftGroups.createdAt, window.until),
          ),
        )
        .orderBy(desc(giftGroups.createdAt), desc(giftGroups.id))
        .limit(limit);
    },
    /** Contributions waiting for their refund, the oldest first. */
    async refundsDue(limit = 100): Promise<ContributionRow[]> {
      return db
        .select()
        .from(groupContributions)
        .where(eq(groupContributions.status, 'refund-due'))
        .orderBy(asc(groupContributions.id))
        .limit(limit);
    },
    /** refund-due → refunded, once. */
    async markRefunded(
      id: number,
      fields: { paypalRefundId: string; refundedAt: Date },
    ): Promise<ContributionRow | undefined> {
      const [row] = await db
        .update(groupContributions)
        .set({ ...fields, status: 'refunded' })
        .where(and(eq(groupContributions.id, id), eq(groupContributions.status, 'refund-due')))
        .returning();
      return row;
    },
  };
}
export type GroupsRepository = ReturnType<typeof createGroupsRepository>;
