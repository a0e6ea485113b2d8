/**
 * "A paid order with its card": the order, its code (redemption), its package and its greeting
 * (none for a written greeting), joined once here for every reader of a card: the print queue
 * (repositories/postal.ts), a print-at-home download and an e-card page (their secret link joined
 * on by the caller, card-downloads.ts and ecards.ts). The caller adds its own joins to
 * `ordersWithCard`, and its conditions to `paidOrder`'s (the order paid).
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { cardTypes, orders, packages, redemptions } from '../db/schema';

/** The columns of a card: the order, its package, its greeting, its code. */
const cardColumns = { order: orders, pkg: packages, greeting: cardTypes, redemption: redemptions };

/** Paid orders with their card's code, package and greeting, as `cardColumns` (and `extra`) names them. */
export function ordersWithCard<E extends SelectedFields = Record<never, never>>(db: Db, extra?: E) {
  return db
    .select({ ...cardColumns, ...(extra as E) })
    .from(orders)
    .innerJoin(redemptions, eq(redemptions.orderId, orders.id))
    .innerJoin(packages, eq(orders.packageId, packages.id))
    .leftJoin(cardTypes, eq(orders.cardTypeId, cardTypes.id));
}

/** The condition of a card's order: paid, and the caller's own. */
export function paidOrder(...conditions: (SQL | undefined)[]): SQL | undefined {
  return and(eq(orders.status, 'paid'), ...conditions);
}
