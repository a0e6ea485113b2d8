/**
 * The support donation's amount rules (spec 5): presets 20, 40, 50 (default 20) or 'other', a free
 * input that takes only a positive number with optional thousands separators and up to 2
 * decimals, not starting with 0. The separators are removed before the amount is sent.
 */
import { isValidDonationAmountInput } from '@littlegivers/shared/contract/schemas/donation';

/**
 * What the free input lets through while typing: digits and separators after a non-zero first
 * digit, one decimal point, at most 2 decimals. Anything else is ignored (the field keeps its
 * value), so '0', 'abc', '-5' or '12.345' never appear in it. Whether the separators sit in the
 * right places is checked by isValidDonationAmountInput once the visitor pays.
 */
const TYPING_PATTERN = /^[1-9][\d,]*(\.\d{0,2})?$/;

export function acceptsAmountInput(next: string): boolean {
  return next === '' || TYPING_PATTERN.test(next);
}

/** The custom amount as a number (separators removed), or null when it is not a valid amount. */
export function parseCustomAmount(input: string): number | null {
  const trimmed = input.trim();
  if (!isValidDonationAmountInput(trimmed)) return null;
  const value = Number(trimmed.replace(/,/g, ''));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** The amount to send, or null when none is present (then nothing is sent). */
export function donationAmountToSend(choice: { customAmountEnabled: boolean; amount: number | string }): number | null {
  if (typeof choice.amount === 'number') return choice.amount > 0 ? choice.amount : null;
  return parseCustomAmount(choice.amount);
}
