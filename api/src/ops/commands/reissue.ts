/**
 * `ops reissue <orderIdentifier>`: a purchaser lost the token. The unredeemed code is replaced by
 * a new one (same CSPRNG and storage as paying an order: services/redemption-codes.ts), every
 * redemption session opened with the old code is closed, and the order goes back on the print
 * queue (not printed, not shipped). A redeemed code cannot be reissued.
 *
 * Running it twice: while the order's current code was itself issued by a reissue and has not been
 * printed yet, a second run changes nothing and says so; `--force` replaces that code again.
 */
import { formatRedemptionCode } from '@littlegivers/shared/contract/redemption-code';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { codeReissues, orderShipments, orders, redemptionSessions, redemptions } from '../../db/schema';
import type { CodeVault } from '../../lib/code-vault';
import { newStoredCode } from '../../services/redemption-codes';
import { type OpsContext, OpsError } from '../context';
import { isoMinute, normalizeOrderIdentifier } from '../format';

export type ReissueResult =
  | { outcome: 'reissued'; orderIdentifier: string; code: string; reissuedAt: Date }
  | { outcome: 'already-reissued'; orderIdentifier: string; reissuedAt: Date };

export async function reissueCode(
  db: Db,
  vault: CodeVault,
  orderIdentifier: string,
  options: { force?: boolean; reason?: string; now: Date },
): Promise<ReissueResult> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx
      .select({ order: orders, redemption: redemptions, shipment: orderShipments })
      .from(orders)
      .leftJoin(redemptions, eq(redemptions.orderId, orders.id))
      .leftJoin(orderShipments, eq(orderShipments.orderId, orders.id))
      .where(eq(orders.orderIdentifier, orderIdentifier))
      .for('update', { of: orders });
    if (!row) throw new OpsError(`${orderIdentifier}: no such order`);
    const { order, redemption, shipment } = row;
    if (order.status !== 'paid' || !redemption) throw new OpsError(`${orderIdentifier}: not paid, it has no code yet`);
    if (redemption.redeemedAt)
      throw new OpsError(
        `${orderIdentifier}: the code was already used (redeemed ${isoMinute(redemption.redeemedAt)}); a redeemed code cannot be reissued`,
      );

    const [last] = await tx
      .select()
      .from(codeReissues)
      .where(eq(codeReissues.orderId, order.id))
      .orderBy(desc(codeReissues.reissuedAt), desc(codeReissues.id))
      .limit(1);
    const lastReissueUnprinted = last && (!order.printedAt || order.printedAt < last.reissuedAt);
    if (lastReissueUnprinted && !options.force) {
      return { outcome: 'already-reissued', orderIdentifier, reissuedAt: last.reissuedAt };
    }

    const fresh = newStoredCode(vault);
    const [updated] = await tx
      .update(redemptions)
      .set({ codeHash: fresh.codeHash, codeCiphertext: fresh.codeCiphertext })
      .where(and(eq(redemptions.id, redemption.id), isNull(redemptions.redeemedAt)))
      .returning({ id: redemptions.id });
    if (!updated) throw new OpsError(`${orderIdentifier}: the code was redeemed just now; it cannot be reissued`);
    // Sessions opened with the old code must not redeem the gift any more.
    await tx.delete(redemptionSessions).where(eq(redemptionSessions.redemptionId, redemption.id));
    await tx.insert(codeReissues).values({
      orderId: order.id,
      redemptionId: redemption.id,
      previousCodeHash: redemption.codeHash,
      reason: options.reason ?? null,
      previousPrintedAt: order.printedAt,
      previousShippedAt: shipment?.shippedAt ?? null,
      previousTrackingNumber: shipment?.trackingNumber ?? null,
      reissuedAt: options.now,
    });
    await tx.update(orders).set({ printedAt: null }).where(eq(orders.id, order.id));
    await tx.delete(orderShipments).where(eq(orderShipments.orderId, order.id));
    return { outcome: 'reissued', orderIdentifier, code: fresh.code, reissuedAt: options.now };
  });
}

export async function reissueCommand(
  ctx: OpsContext,
  positionals: string[],
  values: { force?: boolean; reason?: string; 'show-code'?: boolean },
) {
  if (positionals.length !== 1)
    throw new OpsError('usage: ops reissue <orderIdentifier> [--reason TEXT] [--force] [--show-code]', 64);
  const identifier = normalizeOrderIdentifier(positionals[0] as string);
  const result = await reissueCode(ctx.db, ctx.vault, identifier, {
    force: values.force ?? false,
    ...(values.reason ? { reason: values.reason } : {}),
    now: ctx.now(),
  });
  if (result.outcome === 'already-reissued') {
    ctx.stdout(
      `${identifier}: a new code was already issued ${isoMinute(result.reissuedAt)} and is waiting on the print queue; nothing changed (--force issues yet another code)\n`,
    );
    return 0;
  }
  ctx.stdout(
    `${identifier}: new code issued; the old code no longer works. The order is back on the print queue: run \`ops print\`, then \`ops ship\`.\n`,
  );
  if (values['show-code']) ctx.stdout(`code: ${formatRedemptionCode(result.code)}\n`);
  return 0;
}
