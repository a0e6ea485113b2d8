/**
 * Builds the POST /Order payload from the gift flow's two forms, so the gift app and the API
 * agree on how the gift amount and the support donation travel (as line items).
 */
import { FIXED_GREETING_FONT, greetingFontSize } from './greeting';
import { parseAmount, SUPPORT_DONATION_AMOUNT } from './money';
import type { CardForm } from './schemas/gift-card-info';
import type { OrderPayloadInput } from './schemas/order';
import { DEFAULT_COUNTRY, type ShippingForm } from './schemas/ship-to';

export function buildOrderPayload(
  card: CardForm,
  shipping: ShippingForm,
  options: { customMessageCardTypeId?: number | null } = {},
): OrderPayloadInput {
  const giftAmount = parseAmount(card.amount) ?? 0;
  const custom = card.customGreetingEnabled;
  const customMessage = custom ? (card.customGreetingText ?? '').trim() : null;
  const font = custom ? greetingFontSize(customMessage ?? '') : FIXED_GREETING_FONT;
  return {
    purchaseAccount: { emailAddress: (card.email ?? '').trim() },
    status: 'prePaymentAuthorization',
    fromName: (card.purchaserName ?? '').trim(),
    recipientName: (card.recipientName ?? '').trim(),
    shippingFirstName: shipping.firstName,
    shippingLastName: shipping.lastName,
    shippingAddress1: shipping.address1,
    shippingAddress2: shipping.address2 ?? null,
    shippingCity: shipping.city,
    shippingState: shipping.state,
    shippingCountry: shipping.country || DEFAULT_COUNTRY,
    shippingZip: shipping.zipcode,
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
