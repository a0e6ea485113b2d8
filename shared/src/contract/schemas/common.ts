/** Building blocks shared by the entity schemas. */
import * as z from 'zod/mini';
import { hasAtMostTwoDecimals, MAX_DONATION_AMOUNT, MAX_GIFT_AMOUNT, toCents } from '../money';
import { isCleanJson, isCleanText, TEXT_CHARACTERS_MESSAGE } from '../text';

export const GIFT_AMOUNT_MESSAGE = 'Please include a valid gift card amount';

/** The largest id a database integer column holds. */
export const MAX_ID = 2_147_483_647;
const ID_MESSAGE = `Must be a whole number from 1 to ${MAX_ID}`;

/** Database ids are positive integers that fit the column. Path params arrive as strings, hence the coercion. */
export const idSchema = z
  .int({ error: ID_MESSAGE })
  .check(z.positive({ error: ID_MESSAGE }), z.maximum(MAX_ID, { error: ID_MESSAGE }));
export const idParamSchema = z.pipe(z.coerce.number({ error: ID_MESSAGE }), idSchema);

/** Single-line text: no control characters, no lone surrogates (see ../text.ts). */
export function cleanText() {
  return z.refine<string>((value) => isCleanText(value), { error: TEXT_CHARACTERS_MESSAGE });
}

/** Multi-line text (a greeting, a note): as cleanText, but tab and line breaks are allowed. */
export function cleanMultilineText() {
  return z.refine<string>((value) => isCleanText(value, true), { error: TEXT_CHARACTERS_MESSAGE });
}

/** A single-line string of at most `max` characters (untrimmed). */
export function plainText(max: number) {
  return z.string().check(cleanText(), z.maxLength(max));
}

/** Free-form JSON from the browser (PayPal's data): clean strings and bounded nesting only. */
export const cleanJsonSchema = z
  .unknown()
  .check(
    z.refine((value) => isCleanJson(value), { error: 'Must be plain data without control characters or deep nesting' }),
  );

/** True when the amount is at least one cent once rounded to cents. */
const atLeastOneCent = (amount: number) => toCents(amount) >= 1;

/** A gift amount in dollars: at least one cent once rounded to cents, at most 100000, at most 2 decimals. */
export const giftAmountSchema = z
  .number({ error: GIFT_AMOUNT_MESSAGE })
  .check(
    z.positive({ error: GIFT_AMOUNT_MESSAGE }),
    z.refine(atLeastOneCent, { error: GIFT_AMOUNT_MESSAGE }),
    z.maximum(MAX_GIFT_AMOUNT, { error: GIFT_AMOUNT_MESSAGE }),
    z.refine(hasAtMostTwoDecimals, { error: GIFT_AMOUNT_MESSAGE }),
  );

export const DONATION_AMOUNT_MESSAGE = 'Please include a valid donation amount';

/** A donation amount in dollars: at least one cent once rounded to cents, at most 2 decimals. */
export const donationAmountSchema = z
  .number({ error: DONATION_AMOUNT_MESSAGE })
  .check(
    z.positive({ error: DONATION_AMOUNT_MESSAGE }),
    z.refine(atLeastOneCent, { error: DONATION_AMOUNT_MESSAGE }),
    z.maximum(MAX_DONATION_AMOUNT, { error: DONATION_AMOUNT_MESSAGE }),
    z.refine(hasAtMostTwoDecimals, { error: DONATION_AMOUNT_MESSAGE }),
  );

/** A non-negative price from the server's tables. */
export const priceSchema = z.number().check(z.nonnegative());

/** ISO 8601 timestamp as sent over the wire. */
export const isoDateTimeSchema = z.string().check(z.minLength(1), cleanText(), z.maxLength(60));

/** A length limit on a text field, with a readable message. */
export function atMostCharacters(max: number) {
  return z.maxLength(max, { error: `Must be at most ${max} characters` });
}

/** A text field that must not be blank, with the spec's message for both missing and blank. */
export function requiredText(message: string, max = 200) {
  return z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, { error: message, abort: true }), cleanText(), atMostCharacters(max));
}

/** An optional text field (trimmed) with a length limit. */
export function optionalText(max = 200) {
  return z.string().check(z.trim(), cleanText(), atMostCharacters(max));
}

/** Every error answer of the API: a readable message (naming the field for bad input). */
export const apiErrorSchema = z.object({ message: z.string() });
