/**
 * Reissuing a code (`ops reissue <orderIdentifier>`): a purchaser lost the token. The unredeemed code is replaced by
 * a new one (same CSPRNG and storage as paying an order: services/redemption-codes.ts), every
 * redemption session opened with the old code is closed, and the order goes back on the print
 * queue (not printed, not shipped). A redeemed code cannot be reissued.
 *
 * Running it twice: while the order's current code was itself issued by a reissue and has not been
 * printed yet, a second run changes nothing and says so; `--force` replaces that code again.
 *
 * What else changes is the delivery method's (api/src/delivery/): a print-at-home order's download
 * links are revoked and a new one is issued, e-mailed to the purchaser and shown to the operator;
 * an e-card's page links are revoked and a new e-card goes to the grown-up at once.
 * Neither goes on the print queue, and each run issues a new code and link (no printing to wait for).
 */
import { deliveryApi } from '../delivery';
import type { CodeVault } from '../lib/code-vault';
import { isoMinute } from '../lib/format';
import { OpsError } from '../lib/ops-error';
import type { Repositories } from '../repositories';
import { newStoredCode } from './redemption-codes';

export type ReissueResult =
  | {
      outcome: 'reissued';
      orderIdentifier: string;
      code: string;
      reissuedAt: Date;
      /** Print at home: the new download link (the old ones are revoked). */
      downloadUrl?: string;
      /** E-card: the new page link, already on its way to the grown-up (the old ones are revoked). */
      ecardUrl?: string;
    }
  | { outcome: 'already-reissued'; orderIdentifier: string; reissuedAt: Date };

async function reissueCode(
  repositories: Repositories,
  vault: CodeVault,
  orderIdentifier: string,
  options: { force?: boolean; reason?: string; now: Date; publicUrl: string; siteUrl?: string },
): Promise<ReissueResult> {
  return repositories.transaction(async (tx) => {
    const { postal: mail, redemptions } = tx;
    const row = await mail.lockForReissue(orderIdentifier);
    if (!row) throw new OpsError(`${orderIdentifier}: no such order`);
    const { order, redemption, shipment } = row;
    if (order.status !== 'paid' || !redemption) throw new OpsError(`${orderIdentifier}: not paid, it has no code yet`);
    if (redemption.redeemedAt)
      throw new OpsError(
        `${orderIdentifier}: the code was already used (redeemed ${isoMinute(redemption.redeemedAt)}); a redeemed code cannot be reissued`,
      );

    const last = await redemptions.lastReissue(order.id);
    const method = deliveryApi(order.delivery);
    const lastReissueUnprinted =
      method.waitsForPrinting && last && (!order.printedAt || order.printedAt < last.reissuedAt);
    if (last && lastReissueUnprinted && !options.force) {
      return { outcome: 'already-reissued', orderIdentifier, reissuedAt: last.reissuedAt };
    }

    const fresh = newStoredCode(vault);
    const replaced = await redemptions.replaceCode(redemption.id, {
      codeHash: fresh.codeHash,
      codeCiphertext: fresh.codeCiphertext,
    });
    if (!replaced) throw new OpsError(`${orderIdentifier}: the code was redeemed just now; it cannot be reissued`);
    // Sessions opened with the old code must not redeem the gift any more.
    await redemptions.closeSessions(redemption.id);
    await redemptions.recordReissue({
      orderId: order.id,
      redemptionId: redemption.id,
      previousCodeHash: redemption.codeHash,
      reason: options.reason ?? null,
      previousPrintedAt: order.printedAt,
      previousShippedAt: shipment?.shippedAt ?? null,
      previousTrackingNumber: shipment?.trackingNumber ?? null,
      reissuedAt: options.now,
    });
    // What else changes is the delivery method's: back on the print queue, a new download link, a new e-card.
    const links = await method.onReissue(tx, order, options.now, {
      vault,
      publicUrl: options.publicUrl,
      siteUrl: options.siteUrl ?? options.publicUrl,
    });
    return { outcome: 'reissued', orderIdentifier, code: fresh.code, reissuedAt: options.now, ...links };
  });
}

/** The reissue service (`app.reissue`, `ctx.services.reissue`): new links are built on the configured origins. */
export function createReissueService({
  repositories,
  vault,
  publicUrl,
  siteUrl,
}: {
  repositories: Repositories;
  vault: CodeVault;
  publicUrl: string;
  siteUrl: string;
}) {
  return {
    reissueCode: (orderIdentifier: string, options: { force?: boolean; reason?: string; now: Date }) =>
      reissueCode(repositories, vault, orderIdentifier, { ...options, publicUrl, siteUrl }),
  };
}
