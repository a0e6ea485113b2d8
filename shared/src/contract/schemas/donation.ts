/** Donation request and answer (spec 3), the support donation made on /donate. */
import * as z from 'zod/mini';
import { cleanMultilineText, donationAmountSchema, idSchema } from './common';

export const MAX_DONATION_MESSAGE_LENGTH = 1000;

export const donationRequestSchema = z.object({
  message: z.nullish(
    z.string().check(
      cleanMultilineText(),
      z.maxLength(MAX_DONATION_MESSAGE_LENGTH, {
        error: `The note must be at most ${MAX_DONATION_MESSAGE_LENGTH} characters`,
      }),
    ),
  ),
  amount: donationAmountSchema,
});
export type DonationRequest = z.infer<typeof donationRequestSchema>;

/** 200 answer of POST /donation. payPalOrderId is what the PayPal buttons' createOrder returns. */
export const donationResponseSchema = z.object({
  id: idSchema,
  amount: z.number(),
  payPalOrderId: z.string(),
});

/**
 * Spec 5: a positive number with optional thousands separators and up to 2 decimals, not
 * starting with 0.
 */
export const DONATION_AMOUNT_INPUT_PATTERN = /^[1-9]\d{0,2}(,\d{3})*(\.\d{1,2})?$|^[1-9]\d*(\.\d{1,2})?$/;
export function isValidDonationAmountInput(input: string): boolean {
  return DONATION_AMOUNT_INPUT_PATTERN.test(input.trim());
}
