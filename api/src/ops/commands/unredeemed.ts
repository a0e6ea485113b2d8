/**
 * `ops unredeemed [--older-than 6m]`: paid gifts whose code has not been used, oldest first, with
 * the purchaser's contact. Gifts do not expire (FAQ); the nonprofit may reach out through the
 * purchaser, never the child.
 */
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderShipments, orders, redemptions } from '../../db/schema';
import type { OpsContext } from '../context';
import { csv, dollars, isoDate, oneOf, parseAge, table, wholeDaysBetween } from '../format';

export interface UnredeemedGift {
  orderIdentifier: string;
  paidAt: Date;
  ageDays: number;
  amountCents: number;
  recipientName: string;
  fromName: string;
  email: string;
  shippedAt: Date | null;
}

export async function unredeemedGifts(db: Db, options: { paidBefore?: Date; now: Date }): Promise<UnredeemedGift[]> {
  const rows = await db
    .select({ order: orders, redemption: redemptions, shipment: orderShipments })
    .from(orders)
    .innerJoin(redemptions, eq(redemptions.orderId, orders.id))
    .leftJoin(orderShipments, eq(orderShipments.orderId, orders.id))
    .where(
      and(
        eq(orders.status, 'paid'),
        isNull(redemptions.redeemedAt),
        options.paidBefore ? lte(orders.paidAt, options.paidBefore) : undefined,
      ),
    )
    .orderBy(asc(orders.paidAt), asc(orders.id));
  return rows.map(({ order, redemption, shipment }) => {
    const paidAt = order.paidAt ?? order.createdAt;
    return {
      orderIdentifier: order.orderIdentifier,
      paidAt,
      ageDays: wholeDaysBetween(paidAt, options.now),
      amountCents: redemption.amountCents,
      recipientName: order.recipientName,
      fromName: order.fromName,
      email: order.email,
      shippedAt: shipment?.shippedAt ?? null,
    };
  });
}

export async function unredeemedCommand(ctx: OpsContext, values: { 'older-than'?: string; format?: string }) {
  const now = ctx.now();
  const format = oneOf('format', values.format ?? 'table', ['table', 'csv', 'json'] as const);
  const paidBefore = values['older-than'] ? parseAge(values['older-than'], now) : undefined;
  const gifts = await unredeemedGifts(ctx.db, { ...(paidBefore ? { paidBefore } : {}), now });
  const headers = ['order', 'paid', 'age (days)', 'amount', 'recipient', 'purchaser', 'purchaser email', 'shipped'];
  const rows = gifts.map((gift) => [
    gift.orderIdentifier,
    isoDate(gift.paidAt),
    gift.ageDays,
    dollars(gift.amountCents),
    gift.recipientName,
    gift.fromName,
    gift.email,
    isoDate(gift.shippedAt),
  ]);
  const totalCents = gifts.reduce((sum, gift) => sum + gift.amountCents, 0);
  if (format === 'json') ctx.stdout(`${JSON.stringify(gifts, null, 2)}\n`);
  else if (format === 'csv') ctx.stdout(csv(headers, rows));
  else {
    ctx.stdout(table(headers, rows));
    ctx.stdout(
      `${gifts.length} unredeemed gift(s)${paidBefore ? ` paid on or before ${isoDate(paidBefore)}` : ''}, $${dollars(totalCents)} in all. Gifts do not expire; reach out through the purchaser, never the child.\n`,
    );
  }
  return 0;
}
