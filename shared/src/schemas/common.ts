/** Building blocks shared by the entity schemas. */
import { z } from 'zod';
import { hasAtMostTwoDecimals, MAX_DONATION_AMOUNT, MAX_GIFT_AMOUNT } from '../money';

export const GIFT_AMOUNT_MESSAGE = 'Please include a valid gift card amount';

/** Database ids are positive integers. Path params arrive as strings, hence the coercion. */
export const idSchema = z.number().int().positive();
export const idParamSchema = z.coerce.number().int().positive();

/** A gift amount in dollars: above 0, at most 100000, at most 2 decimals. */
export const giftAmountSchema = z
  .number({ error: GIFT_AMOUNT_MESSAGE })
  .positive({ error: GIFT_AMOUNT_MESSAGE })
  .max(MAX_GIFT_AMOUNT, { error: GIFT_AMOUNT_MESSAGE })
  .refine(hasAtMostTwoDecimals, { error: GIFT_AMOUNT_MESSAGE });

export const DONATION_AMOUNT_MESSAGE = 'Please include a valid donation amount';

/** A donation amount in dollars: positive, at most 2 decimals. */
export const donationAmountSchema = z
  .number({ error: DONATION_AMOUNT_MESSAGE })
  .positive({ error: DONATION_AMOUNT_MESSAGE })
  .max(MAX_DONATION_AMOUNT, { error: DONATION_AMOUNT_MESSAGE })
  .refine(hasAtMostTwoDecimals, { error: DONATION_AMOUNT_MESSAGE });

/** A non-negative price from the server's tables. */
export const priceSchema = z.number().nonnegative();

/** ISO 8601 timestamp as sent over the wire. */
export const isoDateTimeSchema = z.string().min(1);

/** A text field that must not be blank, with the spec's message for both missing and blank. */
export function requiredText(message: string, max = 200) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: `Must be at most ${max} characters` });
}

/** Every error answer of the API: a readable message (naming the field for bad input). */
export const apiErrorSchema = z.object({ message: z.string() });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
