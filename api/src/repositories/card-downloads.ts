/** Download links of print-at-home cards: the token's hash (lookup) and ciphertext, expiry, revocation. */
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cardDownloads, orders } from '../db/schema';
import { ordersWithCard, paidOrder } from './paid-card';
import { revokeOrderLinks } from './secret-links';

export function createCardDownloadsRepository(db: Db) {
  /** Not revoked and not expired at `now`. */
  const live = (now: Date) => and(isNull(cardDownloads.revokedAt), gt(cardDownloads.expiresAt, now));
  return {
    async insert(values: { orderId: number; tokenHash: string; tokenCiphertext: string; expiresAt: Date }) {
      await db.insert(cardDownloads).values(values);
    },
    /** Revokes every link of the order (a reissued code); returns how many were live. */
    revokeAll: (orderId: number, at: Date) => revokeOrderLinks(db, cardDownloads, orderId, at),
    /** When a link was revoked (its card reissued), or undefined for a live or unknown one. */
    async revokedAt(tokenHash: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: cardDownloads.revokedAt })
        .from(cardDownloads)
        .where(eq(cardDownloads.tokenHash, tokenHash));
      return row?.at ?? undefined;
    },
    /** The order's newest live link (the paid answer gives it again). */
    async newestLive(orderId: number, now: Date) {
      const [row] = await db
        .select()
        .from(cardDownloads)
        .where(and(eq(cardDownloads.orderId, orderId), live(now)))
        .orderBy(desc(cardDownloads.createdAt), desc(cardDownloads.id))
        .limit(1);
      return row;
    },
    /**
     * The paid print-at-home order a live token opens, with what its card shows (the print queue's
     * shape: order, package, greeting, code); undefined alike when unknown, expired or revoked.
     */
    async findCard(tokenHash: string, now: Date) {
      const [row] = await ordersWithCard(db)
        .innerJoin(cardDownloads, eq(cardDownloads.orderId, orders.id))
        .where(paidOrder(eq(cardDownloads.tokenHash, tokenHash), live(now)));
      return row;
    },
  };
}
export type CardDownloadsRepository = ReturnType<typeof createCardDownloadsRepository>;
