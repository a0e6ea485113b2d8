/**
 * Reissuing a code (`ops reissue <orderIdentifier>`): a purchaser lost the token. The unredeemed code is replaced by
 * a new one (same CSPRNG and storage as paying an order: services/redemption-codes.ts), every
 * redemption session opened with the old code is closed, and the order goes back on the print
 * queue (not printed, not shipped). A redeemed code cannot be reissued.
 *
 * Running it twice: while the order's current code was itself issued by a reissue and has not been
 * printed yet, a second run changes nothing and says so; `--force` replaces that code again.
 *
 * A print-at-home order: its download links are revoked (the old link answers 404) and a new one is
 * issued with the new code, in the same transaction; the order never goes on the print queue. Each
 * run issues a new code and link (there is no printing to wait for): the link is printed for the
 * operator to send, as it exists in clear nowhere else.
 */
import type { CodeVault } from '../lib/code-vault';
import { isoMinute } from '../lib/format';
import { OpsError } from '../lib/ops-error';
import type { Repositories } from '../repositories';
import { cardDownloadLink, issueCardDownload } from './card-download';
import { newStoredCode } from './redemption-codes';

export type ReissueResult =
  | {
      outcome: 'reissued';
      orderIdentifier: string;
      code: string;
      reissuedAt: Date;
      /** Print at home: the new download link (the old ones are revoked). */
      downloadUrl?: string;
    }
  | { outcome: 'already-reissued'; orderIdentifier: string; reissuedAt: Date };

export async function reissueCode(
  repositories: Repositories,
  vault: CodeVault,
  orderIdentifier: string,
  options: { force?: boolean; reason?: string; now: Date; publicUrl: string },
): Promise<ReissueResult> {
  return repositories.transaction(async (tx) => {
    const { mail, redemptions } = tx;
    const row = await mail.lockForReissue(orderIdentifier);
    if (!row) throw new OpsError(`${orderIdentifier}: no such order`);
    const { order, redemption, shipment } = row;
    if (order.status !== 'paid' || !redemption) throw new OpsError(`${orderIdentifier}: not paid, it has no code yet`);
    if (redemption.redeemedAt)
      throw new OpsError(
        `${orderIdentifier}: the code was already used (redeemed ${isoMinute(redemption.redeemedAt)}); a redeemed code cannot be reissued`,
      );

    const last = await redemptions.lastReissue(order.id);
    const mailed = order.delivery === 'mail';
    const lastReissueUnprinted = mailed && last && (!order.printedAt || order.printedAt < last.reissuedAt);
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
    if (mailed) {
      await mail.requeue(order.id);
      return { outcome: 'reissued', orderIdentifier, code: fresh.code, reissuedAt: options.now };
    }
    // Print at home: the old links die with the old code; a new link opens the new card.
    await tx.cardDownloads.revokeAll(order.id, options.now);
    const token = await issueCardDownload(tx, vault, order.id, options.now);
    const downloadUrl = cardDownloadLink(options.publicUrl, token);
    return { outcome: 'reissued', orderIdentifier, code: fresh.code, reissuedAt: options.now, downloadUrl };
  });
}
