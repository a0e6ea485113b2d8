/**
 * What is tax-deductible, in the one set of words every page, FAQ answer and receipt uses, and the
 * one rule that computes the deductible amount (docs/adr/0011-tax-deductibility.md): the whole
 * amount paid is a contribution, because the printed card and its keepsake token are token items
 * of insubstantial value; the e-mailed receipt is the IRS written acknowledgment.
 */

/** An order: the gift, the shipping (or print-at-home) fee and the support donation alike. */
export const ORDER_TAX_SENTENCE =
  'Your whole order, the gift and the fee, is tax-deductible: the receipt we email you is your tax acknowledgment.';

/** A direct donation on the support page: the product, not PayPal, sends the acknowledgment. */
export const DONATION_TAX_SENTENCE =
  'Your donation is tax-deductible to the extent allowed by law: the receipt we email to the address of your PayPal account is your tax acknowledgment.';

/** The FAQ's answer (HTML), the same words. */
export const ORDER_TAX_FAQ_ANSWER = `<p>Yes. We are a qualified tax-exempt 501(c)(3) organization. ${ORDER_TAX_SENTENCE}</p>`;

/** The deductible amount of an order: everything charged (no goods or services of substance are given back). */
export function deductibleCentsOfOrder(order: { totalCents: number }): number {
  return order.totalCents;
}
