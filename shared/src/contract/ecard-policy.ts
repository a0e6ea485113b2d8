/**
 * What the nonprofit sends in its own name to an address the buyer gives (the e-card to a
 * grown-up, and its resends): the smallest gift such a card carries, and how many the API sends a
 * day for one buyer and to one address (docs/security.md, "What the nonprofit sends in its own
 * name"). The minimum is the e-card's only: a mailed card or one printed at home keeps the spec's
 * amount rule (anything above $0).
 */
/**
 * The smallest gift of an e-card, in dollars. PayPal charges a fixed $0.49 on every US payment
 * (with 1.99% at its charity rate, 3.49% at its standard one): at $5 the fixed fee is under a
 * tenth of the gift, where a $0.01 card cost the charity more than it gave. It also puts a price
 * on every message a stranger could have the nonprofit send.
 */
export const MIN_ECARD_GIFT_AMOUNT = 5;

/** The refusal of an e-card whose gift is below MIN_ECARD_GIFT_AMOUNT (the form's and the API's). */
export const ECARD_MIN_GIFT_MESSAGE = `An e-card needs a gift of at least $${MIN_ECARD_GIFT_AMOUNT}: please choose $${MIN_ECARD_GIFT_AMOUNT} or more, or mail the card or print it at home`;

/** True when a gift of `amount` dollars may go as an e-card. */
export function isEcardGiftAmount(amount: number): boolean {
  return amount >= MIN_ECARD_GIFT_AMOUNT;
}

/** E-cards (new ones and resends) sent for one buyer (the purchaser's email) in any day, by default. */
export const ECARDS_PER_PAYER_PER_DAY = 10;
/** E-cards (new ones, resends, and changes that move one to it) sent to one address in any day, by default. */
export const ECARDS_PER_RECIPIENT_PER_DAY = 5;

/** The 429 answer of a limit of `limit` e-cards a day: for one buyer, or to one address. */
export function ecardLimitMessage(kind: 'payer' | 'recipient', limit: number): string {
  const whose = kind === 'payer' ? 'for one buyer' : 'to one email address';
  return `We send at most ${limit} e-cards a day ${whose}: please try again tomorrow, or mail the card or print it at home`;
}
