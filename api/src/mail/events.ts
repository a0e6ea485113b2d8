/**
 * The events that send mail. Each is called inside the transaction that records the event, so
 * the message exists exactly when the event does (a rollback takes both), and its idempotency key
 * makes a repeated event queue nothing. The data read here is what the message will say.
 */
import { displayPurchaserName, renderGreeting } from '@littlegivers/shared/greeting';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cardTypes, orders, organizations, packages, redemptionSelections, redemptions } from '../db/schema';
import { queueMail } from './outbox';

/** Public tracking page of a tracked package (USPS; the numbers the nonprofit prints are USPS). */
export function trackingUrl(trackingNumber: string): string {
  return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(trackingNumber)}`;
}

/** Order paid: the receipt with the tax acknowledgment, to the purchaser's email. */
export async function queueOrderReceipt(tx: Db, orderId: number): Promise<void> {
  const [row] = await tx
    .select({ order: orders, pkg: packages, cardType: cardTypes })
    .from(orders)
    .innerJoin(packages, eq(packages.id, orders.packageId))
    .leftJoin(cardTypes, eq(cardTypes.id, orders.cardTypeId))
    .where(eq(orders.id, orderId));
  const paidAt = row?.order.paidAt;
  if (!row || !paidAt) return;
  const { order, pkg, cardType } = row;
  const greeting = renderGreeting(
    {
      customGreetingEnabled: order.customMessage !== null,
      customGreetingText: order.customMessage,
      greeting: cardType,
    },
    { recipientName: order.recipientName, purchaserName: order.fromName },
  );
  await queueMail(tx, {
    key: `order-paid:${order.id}`,
    kind: 'order-receipt',
    to: order.email,
    data: {
      orderIdentifier: order.orderIdentifier,
      greeting: { header: greeting.header, lines: greeting.lines },
      recipientName: order.recipientName,
      fromName: displayPurchaserName(order.fromName),
      giftCents: order.giftCents,
      shippingCents: order.shippingCents,
      shippingName: pkg.publicFacingName,
      donationCents: order.donationCents,
      totalCents: order.totalCents,
      deductibleCents: order.giftCents + order.donationCents,
      shipTo: {
        name: `${order.shippingFirstName} ${order.shippingLastName}`,
        address1: order.shippingAddress1,
        address2: order.shippingAddress2,
        city: order.shippingCity,
        state: order.shippingState,
        zip: order.shippingZip,
        country: order.shippingCountry,
      },
      paidAt: paidAt.toISOString(),
    },
  });
}

/** Donation paid: the receipt, to the payer's email as PayPal reported it (none reported, none sent). */
export async function queueDonationReceipt(
  tx: Db,
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
  tx: Db,
  orderId: number,
  shipment: { shippedAt: Date; trackingNumber: string | null },
): Promise<void> {
  const [row] = await tx
    .select({ order: orders, pkg: packages })
    .from(orders)
    .innerJoin(packages, eq(packages.id, orders.packageId))
    .where(eq(orders.id, orderId));
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
export async function queueGiftOpened(tx: Db, redemptionId: number): Promise<void> {
  const [row] = await tx
    .select({ order: orders, redemption: redemptions })
    .from(redemptions)
    .innerJoin(orders, eq(orders.id, redemptions.orderId))
    .where(eq(redemptions.id, redemptionId));
  if (!row?.redemption.redeemedAt || !row.order.notifyWhenUsed) return;
  const selections = await tx
    .select({ organizationId: redemptionSelections.organizationId })
    .from(redemptionSelections)
    .where(eq(redemptionSelections.redemptionId, redemptionId));
  const orgIds = [...new Set(selections.map((selection) => selection.organizationId))];
  const orgs = orgIds.length
    ? await tx
        .select({ id: organizations.id, name: organizations.organizationName })
        .from(organizations)
        .where(inArray(organizations.id, orgIds))
    : [];
  const names = orgIds.map((id) => orgs.find((org) => org.id === id)?.name).filter((name): name is string => !!name);
  await queueMail(tx, {
    key: `code-redeemed:${redemptionId}`,
    kind: 'gift-opened',
    to: row.order.email,
    data: {
      orderIdentifier: row.order.orderIdentifier,
      recipientName: row.order.recipientName,
      charities: names,
      redeemedAt: row.redemption.redeemedAt.toISOString(),
    },
  });
}
