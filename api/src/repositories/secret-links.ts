/**
 * What every secret link table (schema.ts's secretLinkColumns: card downloads, purchaser links,
 * e-card links) is asked alike: revoke an order's live links, find its newest live one.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { cardDownloads, ecardLinks, purchaserLinks } from '../db/schema';

type SecretLinkTable = typeof cardDownloads | typeof purchaserLinks | typeof ecardLinks;

/** Revokes every live link of the order in `table`; returns how many there were. */
export async function revokeOrderLinks(db: Db, table: SecretLinkTable, orderId: number, at: Date): Promise<number> {
  const revoked = await db
    .update(table)
    .set({ revokedAt: at })
    .where(and(eq(table.orderId, orderId), isNull(table.revokedAt)))
    .returning({ id: table.id });
  return revoked.length;
}

/** The order's newest live link in `table` (links that never expire). */
export async function newestLiveLink(db: Db, table: typeof purchaserLinks | typeof ecardLinks, orderId: number) {
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.orderId, orderId), isNull(table.revokedAt)))
    .orderBy(desc(table.id))
    .limit(1);
  return row;
}
