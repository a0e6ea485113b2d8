/** Building blocks shared by the entity schemas. */
import * as z from 'zod/mini';
import { hasAtMostTwoDecimals, MAX_DONATION_AMOUNT, MAX_GIFT_AMOUNT } from '../money';

export const GIFT_AMOUNT_MESSAGE = 'Please include a valid gift card amount';

/** Database ids are positive integers. Path params arrive as strings, hence the coercion. */
export const idSchema = z.int().check(z.positive());
export const idParamSchema = z.pipe(z.coerce.number(), idSchema);

/** A gift amount in dollars: above 0, at most 100000, at most 2 decimals. */
export const giftAmountSchema = z
  .number({ error: GIFT_AMOUNT_MESSAGE })
  .check(
    z.positive({ error: GIFT_AMOUNT_MESSAGE }),
    z.maximum(MAX_GIFT_AMOUNT, { error: GIFT_AMOUNT_MESSAGE }),
    z.refine(hasAtMostTwoDecimals, { error: GIFT_AMOUNT_MESSAGE }),
  );

export const DONATION_AMOUNT_MESSAGE = 'Please include a valid donation amount';

/** A donation amount in dollars: positive, at most 2 decimals. */
export const donationAmountSchema = z
  .number({ error: DONATION_AMOUNT_MESSAGE })
  .check(
    z.positive({ error: DONATION_AMOUNT_MESSAGE }),
    z.maximum(MAX_DONATION_AMOUNT, { error: DONATION_AMOUNT_MESSAGE }),
    z.refine(hasAtMostTwoDecimals, { error: DONATION_AMOUNT_MESSAGE }),
  );

/** A non-negative price from the server's tables. */
export const priceSchema = z.number().check(z.nonnegative());

/** ISO 8601 timestamp as sent over the wire. */
export const isoDateTimeSchema = z.string().check(z.minLength(1));

/** A length limit on a text field, with a readable message. */
export function atMostCharacters(max: number) {
  return z.maxLength(max, { error: `Must be at most ${max} characters` });
}

/** A text field that must not be blank, with the spec's message for both missing and blank. */
export function requiredText(message: string, max = 200) {
  return z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, { error: message, abort: true }), atMostCharacters(max));
}

/** An optional text field (trimmed) with a length limit. */
export function optionalText(max = 200) {
  return z.string().check(z.trim(), atMostCharacters(max));
}

/** Every error answer of the API: a readable message (naming the field for bad input). */
export const apiErrorSchema = z.object({ message: z.string() });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
