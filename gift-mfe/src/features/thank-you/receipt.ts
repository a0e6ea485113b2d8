/** The thank-you step's receipt, from the server's paid answer and the purchaser's own forms. */
import type { CardFormInput } from '@littlegivers/shared/contract/schemas/gift-card-info';
import type { OrderPaymentResult } from '@littlegivers/shared/contract/schemas/order-payment-data';
import type { ShippingFormInput } from '@littlegivers/shared/contract/schemas/ship-to';

/** The receipt step 3 shows: what the server charged and where and when the card goes. */
export interface GiftReceipt {
  /** Total charged, from the server's paid answer. */
  total: number | null;
  email: string;
  /** A mailed card's address, one line each (empty for a card that needs no address). */
  shipTo: string[];
  /** A card that needs no address: its delivery's name ('print at home'); null when mailed. */
  delivery: string | null;
  /** YYYY-MM-DD: the card is mailed by then. */
  mailBy: string | null;
}

/** Where the card goes: a mailed card's ship-to form, or the name of a delivery that needs no address. */
export type ReceiptDelivery = { shipping: ShippingFormInput } | { delivery: string };

export function receiptOf(result: OrderPaymentResult, card: CardFormInput, where: ReceiptDelivery): GiftReceipt {
  const line = (...parts: (string | null | undefined)[]) =>
    parts
      .map((part) => (part ?? '').trim())
      .filter(Boolean)
      .join(' ');
  const shipping = 'shipping' in where ? where.shipping : null;
  return {
    total: result.total ?? null,
    email: (card.email ?? '').trim(),
    shipTo: shipping
      ? [
          line(shipping.firstName, shipping.lastName),
          line(shipping.address1),
          line(shipping.address2),
          `${line(shipping.city)}, ${line(shipping.state, shipping.zipcode)}`,
          line(shipping.country),
        ].filter((text) => text !== '')
      : [],
    delivery: 'delivery' in where ? where.delivery : null,
    mailBy: result.mailBy ?? null,
  };
}

/** "Wednesday, November 25, 2026" for a YYYY-MM-DD day. */
export function longDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
