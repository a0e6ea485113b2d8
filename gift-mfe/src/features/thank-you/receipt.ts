/** The thank-you step's receipt, from the server's paid answer and the purchaser's own forms. */
import type { CardFormInput } from '@littlegivers/shared/schemas/gift-card-info';
import type { OrderPaymentResult } from '@littlegivers/shared/schemas/order-payment-data';
import type { ShippingFormInput } from '@littlegivers/shared/schemas/ship-to';
import type { GiftReceipt } from '../gift-flow/hooks/gift-flow-state';

export function receiptOf(result: OrderPaymentResult, card: CardFormInput, shipping: ShippingFormInput): GiftReceipt {
  const line = (...parts: (string | null | undefined)[]) =>
    parts
      .map((part) => (part ?? '').trim())
      .filter(Boolean)
      .join(' ');
  return {
    total: result.total ?? null,
    email: (card.email ?? '').trim(),
    shipTo: [
      line(shipping.firstName, shipping.lastName),
      line(shipping.address1),
      line(shipping.address2),
      `${line(shipping.city)}, ${line(shipping.state, shipping.zipcode)}`,
      line(shipping.country),
    ].filter((text) => text !== ''),
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
