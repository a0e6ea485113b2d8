/**
 * The events that send mail. Each is called inside the transaction that records the event, so
 * the message exists exactly when the event does (a rollback takes both), and its idempotency key
 * makes a repeated event queue nothing. The data read here is what the message will say.
 */

import { cardInputFromGreeting, NEUTRAL_DESIGN_KEY } from '@littlegivers/design';
import { deliveryMethod } from '@littlegivers/shared/contract/delivery';
import { displayPurchaserName } from '@littlegivers/shared/contract/greeting';
import { sendAtFor } from '@littlegivers/shared/contract/send-day';
import { deductibleCentsOfOrder } from '@littlegivers/shared/contract/tax';
import type { CodeVault } from '../lib/code-vault';
import { orderGreeting } from '../lib/order-greeting';
import { shipToAddress } from '../lib/ship-to';
import type { MailDataByKind } from '../mail/message-data';
import type { Repositories } from '../repositories';
import type { MailKind } from '../repositories/mail-outbox';

/** Queues one message of a kind with that kind's data (once per idempotency key). */
function queueMail<K extends MailKind>(
  tx: Repositories,
  message: { key: string; kind: K; to: string; data: MailDataByKind[K] },
): Promise<boolean> {
  return tx.mailOutbox.queue(message);
}

/** Public tracking page of a tracked package (USPS; the numbers the nonprofit prints are USPS). */
export function trackingUrl(trackingNumber: string): string {
  return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(trackingNumber)}`;
}

/** The secret links a receipt carries, in clear, with the vault that encrypts them for the outbox row. */
export interface ReceiptLinks {
  vault: CodeVault;
  /** Print at home: the card's download token. */
  download?: string | undefined;
  /** The purchaser's page token. */
  purchaserLink?: string | undefined;
}

/**
 * Order paid: the receipt with the tax acknowledgment, to the purchaser's email. Its secret links
 * (the purchaser's page; printed at home, the download) are kept encrypted in the outbox row (the
 * sender reveals them when rendering; see services/mail-sender.ts), never the code.
 */
export async function queueOrderReceipt(tx: Repositories, orderId: number, links?: ReceiptLinks): Promise<void> {
  const row = await tx.mailOutbox.orderForMail(orderId);
  const paidAt = row?.order.paidAt;
  if (!row || !paidAt) return;
  const { order, pkg, cardType } = row;
  const greeting = orderGreeting(order, cardType);
  const ecard = (await tx.ecards.delivery(order.id))?.delivery;
  await queueMail(tx, {
    key: `order-paid:${order.id}`,
    kind: 'order-receipt',
    to: order.email,
    data: {
      orderIdentifier: order.orderIdentifier,
      greeting: { header: greeting.header, lines: greeting.lines },
      card: cardInputFromGreeting(cardType?.designKey ?? NEUTRAL_DESIGN_KEY, greeting, [
        order.recipientName,
        displayPurchaserName(order.fromName),
      ]),
      recipientName: order.recipientName,
      fromName: displayPurchaserName(order.fromName),
      giftCents: order.giftCents,
      shippingCents: order.shippingCents,
      shippingName: pkg.publicFacingName,
      donationCents: order.donationCents,
      totalCents: order.totalCents,
      deductibleCents: deductibleCentsOfOrder(order),
      delivery: order.delivery,
      ...(ecard
        ? {
            ecard: {
              grownUpName: ecard.grownUpName,
              grownUpEmail: ecard.grownUpEmail,
              sendOn: ecard.sendOn,
              timeZone: ecard.timeZone,
              sendAt: sendAtFor(ecard.sendOn, ecard.timeZone, paidAt).toISOString(),
            },
          }
        : {}),
      // Only a posted card has a ship-to.
      shipTo: deliveryMethod(order.delivery).needsAddress ? shipToAddress(order) : null,
      ...(links?.download ? { download: { tokenCiphertext: links.vault.encrypt(links.download) } } : {}),
      ...(links?.purchaserLink ? { purchaserLink: { tokenCiphertext: links.vault.encrypt(links.purchaserLink) } } : {}),
      paidAt: paidAt.toISOString(),
    },
  });
}

/** Donation paid: the receipt, to the payer's email as PayPal reported it (none reported, none sent). */
export async function queueDonationReceipt(
  tx: Repositories,
  donation: { id: number; amountCents: number; paidAt: Date | null },
  payerEmail: string | null | undefined,
): Promise<void> {
  if (!payerEmail || !donation.paidAt) return;
  await queueMail(tx, {
    key: `donation-paid:${donation.id}`,
    kind: 'donation-receipt',
    to: payerEmail,
    data: { donationId: donation.id, amountCents: donation.amountCents, paidAt: donation.paidAt.toISOString() },
  });
}

/** Order shipped (each mailing once: a reissued card shipped again is a new mailing). */
export async function queueOrderShipped(
  tx: Repositories,
  orderId: number,
  shipment: { shippedAt: Date; trackingNumber: string | null },
): Promise<void> {
  const row = await tx.mailOutbox.orderForMail(orderId);
  if (!row) return;
  await queueMail(tx, {
    key: `order-shipped:${orderId}:${shipment.shippedAt.getTime()}`,
    kind: 'order-shipped',
    to: row.order.email,
    data: {
      orderIdentifier: row.order.orderIdentifier,
      recipientName: row.order.recipientName,
      shippedAt: shipment.shippedAt.toISOString(),
      packageName: row.pkg.publicFacingName,
      trackingNumber: shipment.trackingNumber,
      trackingUrl: shipment.trackingNumber ? trackingUrl(shipment.trackingNumber) : null,
    },
  });
}

/** Code redeemed: "<recipient> chose <charity>", only when the purchaser asked to be told. */
export async function queueGiftOpened(tx: Repositories, redemptionId: number): Promise<void> {
  const row = await tx.mailOutbox.redemptionForMail(redemptionId);
  if (!row?.redemption.redeemedAt || !row.order.notifyWhenUsed) return;
  await queueMail(tx, {
    key: `code-redeemed:${redemptionId}`,
    kind: 'gift-opened',
    to: row.order.email,
    data: {
      orderIdentifier: row.order.orderIdentifier,
      recipientName: row.order.recipientName,
      charities: row.charities,
      redeemedAt: row.redemption.redeemedAt.toISOString(),
    },
  });
}

/** Payout recorded: "your gift reached <charity>", to each purchaser who asked to be told (set-based). */
export async function queueGiftReached(tx: Repositories, payoutId: number): Promise<number> {
  return tx.mailOutbox.queueGiftReached(payoutId);
}
