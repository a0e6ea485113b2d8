/** The purchaser's secret links: the token's hash (lookup) and ciphertext (the receipt shows it), revocation. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cardTypes, orderShipments, orders, packages, purchaserLinks } from '../db/schema';
import { newestLiveLink, revokeOrderLinks } from './secret-links';

export function createPurchaserLinksRepository(db: Db) {
  return {
    async insert(values: { orderId: number; tokenHash: string; tokenCiphertext: string }) {
      await db.insert(purchaserLinks).values(values);
    },
    /** The order's newest live link. */
    newestLive: (orderId: number) => newestLiveLink(db, purchaserLinks, orderId),
    /** Revokes every link of the order; returns how many were live. */
    revokeAll: (orderId: number, at: Date) => revokeOrderLinks(db, purchaserLinks, orderId, at),
    /** The paid order a live link opens, with its package, greeting and shipment; undefined when unknown or revoked. */
    async findOrder(tokenHash: string) {
      const [row] = await db
        .select({ order: orders, pkg: packages, cardType: cardTypes, shipment: orderShipments })
        .from(purchaserLinks)
        .innerJoin(orders, eq(orders.id, purchaserLinks.orderId))
        .innerJoin(packages, eq(packages.id, orders.packageId))
        .leftJoin(cardTypes, eq(cardTypes.id, orders.cardTypeId))
        .leftJoin(orderShipments, eq(orderShipments.orderId, orders.id))
        .where(
          and(eq(purchaserLinks.tokenHash, tokenHash), isNull(purchaserLinks.revokedAt), eq(orders.status, 'paid')),
        );
      return row;
    },
  };
}
export type PurchaserLinksRepository = ReturnType<typeof createPurchaserLinksRepository>;
