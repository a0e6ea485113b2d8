/**
 * Pricing of a gift order, on the server only: the gift amount and whether the $1 support
 * donation was chosen are the only facts read from the payload; shipping is the package's own
 * cost; the greeting's header size is recomputed (custom text by its length, a chosen greeting
 * 32/44). Pure functions: no database, no PayPal.
 */
import { FIXED_GREETING_FONT, greetingFontSize } from '@littlegivers/shared/contract/greeting';
import { SUPPORT_DONATION_AMOUNT, toCents } from '@littlegivers/shared/contract/money';
import type { OrderPayload } from '@littlegivers/shared/contract/schemas/order';
import { HttpError } from '../lib/http-error';
import type { CardTypeRow, PackageRow } from '../repositories/content';

export interface PricedLine {
  lineItem: 'giftAmount' | 'shipping' | 'donation';
  amountCents: number;
  note: string | null;
}

export interface Price {
  giftCents: number;
  shippingCents: number;
  donationCents: number;
  totalCents: number;
  lines: PricedLine[];
}

/** What a package's delivery costs: its own price (a mailed group card's postage too). */
export function shippingPrice(pkg: PackageRow): number {
  return pkg.costCents;
}

export function priceOrder(lineItems: OrderPayload['lineItems'], pkg: PackageRow): Price {
  const giftLine = lineItems.find((item) => item.lineItem === 'giftAmount');
  if (!giftLine || typeof giftLine.amount !== 'number')
    throw new HttpError(400, 'lineItems: a giftAmount line item is required');
  const giftCents = toCents(giftLine.amount);
  const donationCents = lineItems.some((item) => item.lineItem === 'donation') ? toCents(SUPPORT_DONATION_AMOUNT) : 0;
  const shippingCents = shippingPrice(pkg);
  return {
    giftCents,
    shippingCents,
    donationCents,
    totalCents: giftCents + shippingCents + donationCents,
    lines: [
      { lineItem: 'giftAmount', amountCents: giftCents, note: null },
      { lineItem: 'shipping', amountCents: shippingCents, note: pkg.publicFacingName },
      ...(donationCents
        ? [{ lineItem: 'donation' as const, amountCents: donationCents, note: 'Support donation' }]
        : []),
    ],
  };
}

/** The custom greeting's card type: the one asked for if it is custom, else 'Custom Message', else the first. */
export function chooseCustomCardType(customCardTypes: CardTypeRow[], requested: number | null | undefined) {
  const chosen =
    customCardTypes.find((row) => row.id === requested) ??
    customCardTypes.find((row) => row.publicFacingName === 'Custom Message') ??
    customCardTypes[0];
  if (!chosen) throw new HttpError(400, 'cardType: no custom greeting is configured');
  return chosen;
}

/** The greeting's header font: a custom text by its length, a chosen greeting the fixed size. */
export function headerFont(customMessage: string | null) {
  return customMessage ? greetingFontSize(customMessage) : FIXED_GREETING_FONT;
}
