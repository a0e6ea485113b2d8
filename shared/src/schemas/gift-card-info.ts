/** Gift card info (spec 3) and the card step form (spec 5, messages word for word). */
import { z } from 'zod';
import { MAX_CUSTOM_GREETING_LENGTH, MAX_PURCHASER_NAME_LENGTH, MAX_RECIPIENT_NAME_LENGTH } from '../greeting';
import { hasAtMostTwoDecimals, MAX_GIFT_AMOUNT, parseAmount, SUPPORT_DONATION_AMOUNT } from '../money';
import { GIFT_AMOUNT_MESSAGE, idSchema } from './common';
import { lineItemSchema } from './line-item';

export const cardMessages = {
  customGreetingText: 'Please provide a greeting',
  recipientName: "Please include the recipient's name",
  greetingId: 'Please select a greeting',
  email: 'Please include your email',
  emailFormat: 'Please include a valid email',
  amount: GIFT_AMOUNT_MESSAGE,
  recipientNameLength: `The recipient's name must be fewer than ${MAX_RECIPIENT_NAME_LENGTH + 1} characters`,
  purchaserNameLength: `Your name must be fewer than ${MAX_PURCHASER_NAME_LENGTH + 1} characters`,
  customGreetingLength: `The greeting must be at most ${MAX_CUSTOM_GREETING_LENGTH} characters`,
} as const;

const emailFormat = z.email();

/** The gift state of the gift flow (spec 3 "Gift card info"). */
export const giftCardInfoSchema = z.object({
  purchaserName: z.string(),
  recipientName: z.string(),
  greetingId: idSchema.nullable(),
  customGreetingEnabled: z.boolean(),
  customGreetingText: z.string(),
  email: z.string(),
  /** As typed or picked; cleaned with cleanAmount before sending. */
  amount: z.union([z.string(), z.number()]),
  customAmountEnabled: z.boolean(),
  donationEnabled: z.boolean().default(true),
  donationAmount: z.number().default(SUPPORT_DONATION_AMOUNT),
  lineItems: z.array(lineItemSchema).default([]),
  greetingFontSize: z.number(),
  greetingLineHeight: z.number(),
  orderId: idSchema.nullable().optional(),
  orderIdentifier: z.string().nullable().optional(),
});
export type GiftCardInfo = z.infer<typeof giftCardInfoSchema>;

/** Spec 5 amount rule on an as-typed value: required, numeric, above 0, at most 100000, 2 decimals. */
export function isValidGiftAmountInput(input: string | number | null | undefined): boolean {
  if (input === null || input === undefined || String(input).trim() === '') return false;
  if (typeof input === 'string' && (!/\d/.test(input) || input.trim().startsWith('-'))) return false;
  const amount = parseAmount(input);
  return amount !== null && amount > 0 && amount <= MAX_GIFT_AMOUNT && hasAtMostTwoDecimals(amount);
}

/**
 * The card step form. Fields are permissive in type (a form may hold undefined or '') and the
 * rules live in one refinement, so every message shows at once.
 */
export const cardFormSchema = z
  .object({
    purchaserName: z.string().nullish(),
    recipientName: z.string().nullish(),
    greetingId: z.union([z.number(), z.string()]).nullish(),
    customGreetingEnabled: z.boolean().default(false),
    customGreetingText: z.string().nullish(),
    email: z.string().nullish(),
    amount: z.union([z.string(), z.number()]).nullish(),
    customAmountEnabled: z.boolean().default(false),
    donationEnabled: z.boolean().default(true),
  })
  .superRefine((form, ctx) => {
    const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const recipient = (form.recipientName ?? '').trim();
    if (form.customGreetingEnabled) {
      const text = (form.customGreetingText ?? '').trim();
      if (text === '') add('customGreetingText', cardMessages.customGreetingText);
      else if (text.length > MAX_CUSTOM_GREETING_LENGTH) add('customGreetingText', cardMessages.customGreetingLength);
    } else {
      if (recipient === '') add('recipientName', cardMessages.recipientName);
      const greetingId = form.greetingId;
      if (greetingId === null || greetingId === undefined || greetingId === '' || !(Number(greetingId) > 0)) {
        add('greetingId', cardMessages.greetingId);
      }
    }
    if (recipient.length > MAX_RECIPIENT_NAME_LENGTH) add('recipientName', cardMessages.recipientNameLength);
    if ((form.purchaserName ?? '').trim().length > MAX_PURCHASER_NAME_LENGTH) {
      add('purchaserName', cardMessages.purchaserNameLength);
    }
    const email = (form.email ?? '').trim();
    if (email === '') add('email', cardMessages.email);
    else if (!emailFormat.safeParse(email).success) add('email', cardMessages.emailFormat);
    if (!isValidGiftAmountInput(form.amount)) add('amount', cardMessages.amount);
  });
export type CardFormInput = z.input<typeof cardFormSchema>;
export type CardForm = z.output<typeof cardFormSchema>;
