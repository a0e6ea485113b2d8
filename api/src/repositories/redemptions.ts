/** Redemption codes (stored as hash + ciphertext), their sessions, gifts given and reissues. */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  codeReissues,
  orders,
  organizations,
  redemptionSelections,
  redemptionSessions,
  redemptions,
} from '../db/schema';

export interface StoredCodeColumns {
  codeHash: string;
  codeCiphertext: string;
}

export function createRedemptionsRepository(db: Db) {
  const withOrder = () =>
    db
      .select({ redemption: redemptions, order: orders })
      .from(redemptions)
      .innerJoin(orders, eq(redemptions.orderId, orders.id));
  return {
    async insertCode(orderId: number, amountCents: number, code: StoredCodeColumns) {
      await db.insert(redemptions).values({ orderId, amountCents, ...code });
    },
    async findByCodeHash(codeHash: string) {
      return (await withOrder().where(eq(redemptions.codeHash, codeHash)))[0];
    },
    /** The backup gift a code was spent on (its charity and when), or undefined when a child used it. */
    async backupGiftOf(redemptionId: number) {
      const [row] = await db
        .select({ charity: organizations.organizationName, givenAt: redemptionSelections.createdAt })
        .from(redemptionSelections)
        .innerJoin(organizations, eq(organizations.id, redemptionSelections.organizationId))
        .where(and(eq(redemptionSelections.redemptionId, redemptionId), eq(redemptionSelections.backup, true)))
        .limit(1);
      return row;
    },
    async openSession(redemptionId: number, sessionHash: string, expiresAt: Date) {
      await db.insert(redemptionSessions).values({ redemptionId, sessionHash, expiresAt });
    },
    /**
     * The redemption of public id `publicId`, its order and the session of hash `sessionHash`, in one
     * query: undefined alike when the id is unknown or the session is not one of its own.
     */
    async findWithSession(publicId: string, sessionHash: string) {
      const [row] = await db
        .select({ redemption: redemptions, order: orders, session: redemptionSessions })
        .from(redemptions)
        .innerJoin(orders, eq(redemptions.orderId, orders.id))
        .innerJoin(redemptionSessions, eq(redemptionSessions.redemptionId, redemptions.id))
        .where(and(eq(redemptions.publicId, publicId), eq(redemptionSessions.sessionHash, sessionHash)));
      return row;
    },
    async closeSessions(redemptionId: number) {
      await db.delete(redemptionSessions).where(eq(redemptionSessions.redemptionId, redemptionId));
    },
    /** Marks the code redeemed if it is not yet; returns when, or null when it already was. */
    async markRedeemed(id: number): Promise<Date | null> {
      const [redeemed] = await db
        .update(redemptions)
        .set({ redeemedAt: new Date() })
        .where(and(eq(redemptions.id, id), isNull(redemptions.redeemedAt)))
        .returning({ redeemedAt: redemptions.redeemedAt });
      return redeemed?.redeemedAt ?? null;
    },
    async insertGifts(gifts: (typeof redemptionSelections.$inferInsert)[]) {
      await db.insert(redemptionSelections).values(gifts);
    },
    /** Replaces an unredeemed code; false when it was redeemed meanwhile. */
    async replaceCode(id: number, code: StoredCodeColumns): Promise<boolean> {
      const updated = await db
        .update(redemptions)
        .set(code)
        .where(and(eq(redemptions.id, id), isNull(redemptions.redeemedAt)))
        .returning({ id: redemptions.id });
      return updated.length > 0;
    },
    async lastReissue(orderId: number) {
      const [last] = await db
        .select()
        .from(codeReissues)
        .where(eq(codeReissues.orderId, orderId))
        .orderBy(desc(codeReissues.reissuedAt), desc(codeReissues.id))
        .limit(1);
      return last;
    },
    async recordReissue(values: typeof codeReissues.$inferInsert) {
      await db.insert(codeReissues).values(values);
    },
  };
}
export type RedemptionsRepository = ReturnType<typeof createRedemptionsRepository>;
