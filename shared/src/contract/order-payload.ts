/**
 * Builds the POST /Order payload from the gift flow's two forms, so the gift app and the API
 * agree on how the gift amount and the support donation travel (as line items), and that a card
 * printed at home (`delivery: 'print'`) carries no ship-to.
 */

import { DEFAULT_DELIVERY, type Delivery, deliveryMethod } from './delivery';
import { FIXED_GREETING_FONT, greetingFontSize } from './greeting';
import { parseAmount, SUPPORT_DONATION_AMOUNT } from './money';
import type { CardForm } from './schemas/gift-card-info';
import type { EcardDelivery } from './schemas/grown-up';
import type { OrderPayloadInput } from './schemas/order';
import { DEFAULT_COUNTRY, type ShippingForm } from './schemas/ship-to';

/**
 * What step 2 gives: the ship-to and package of a mailed card, only the package when printed at
 * home, or the package and the grown-up's delivery of an e-card.
 */
export type ShippingChoice =
  | ShippingForm
  | Pick<ShippingForm, 'packageId'>
  | (Pick<ShippingForm, 'packageId'> & { ecard: EcardDelivery });

export function buildOrderPayload(
  card: CardForm,
  shipping: ShippingChoice,
  options: { customMessageCardTypeId?: number | null; delivery?: Delivery } = {},
): OrderPayloadInput {
  const delivery = options.delivery ?? DEFAULT_DELIVERY;
  const giftAmount = parseAmount(card.amount) ?? 0;
  const custom = card.customGreetingEnabled;
  const customMessage = custom ? (card.customGreetingText ?? '').trim() : null;
  const font = custom ? greetingFontSize(customMessage ?? '') : FIXED_GREETING_FONT;
  return {
    purchaseAccount: { emailAddress: (card.email ?? '').trim() },
    status: 'prePaymentAuthorization',
    fromName: (card.purchaserName ?? '').trim(),
    recipientName: (card.recipientName ?? '').trim(),
    delivery,
    ...(deliveryMethod(delivery).needsAddress && 'address1' in shipping ? shipToFields(shipping) : {}),
    ...(deliveryMethod(delivery).needsGrownUp && 'ecard' in shipping ? shipping.ecard : {}),
    package: shipping.packageId,
    cardType: custom ? (options.customMessageCardTypeId ?? null) : Number(card.greetingId),
    customMessage,
    headerFontSize: font.fontSize,
    headerLineHeight: font.lineHeight,
    cardTemplateId: 1,
    notifyWhenUsed: card.notifyWhenUsed ?? true,
    lineItems: [
      { lineItem: 'giftAmount', amount: giftAmount },
      ...(card.donationEnabled ? [{ lineItem: 'donation' as const, amount: SUPPORT_DONATION_AMOUNT }] : []),
    ],
  };
}

/** The payload's ship-to of a mailed card (a card printed at home sends none). */
function shipToFields(shipping: ShippingForm) {
  return {
    shippingFirstName: shipping.firstName,
    shippingLastName: shipping.lastName,
    shippingAddress1: shipping.address1,
    shippingAddress2: shipping.address2 ?? null,
    shippingCity: shipping.city,
    shippingState: shipping.state,
    shippingCountry: shipping.country || DEFAULT_COUNTRY,
    shippingZip: shipping.zipcode,
  };
}
