/** The card step form (spec 5, messages word for word). */
import * as z from 'zod/mini';
import { MAX_CUSTOM_GREETING_LENGTH, MAX_PURCHASER_NAME_LENGTH, MAX_RECIPIENT_NAME_LENGTH } from '../greeting';
import { hasAtMostTwoDecimals, MAX_GIFT_AMOUNT, parseAmount } from '../money';
import { isCleanText, TEXT_CHARACTERS_MESSAGE } from '../text';
import { GIFT_AMOUNT_MESSAGE } from './common';

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
    purchaserName: z.nullish(z.string()),
    recipientName: z.nullish(z.string()),
    greetingId: z.nullish(z.union([z.number(), z.string()])),
    customGreetingEnabled: z._default(z.boolean(), false),
    customGreetingText: z.nullish(z.string()),
    email: z.nullish(z.string()),
    amount: z.nullish(z.union([z.string(), z.number()])),
    customAmountEnabled: z._default(z.boolean(), false),
    donationEnabled: z._default(z.boolean(), true),
    /** 'tell me when my gift is used': email the purchaser when the code is redeemed. */
    notifyWhenUsed: z._default(z.boolean(), true),
  })
  .check(
    z.superRefine((form, ctx) => {
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
      for (const path of ['purchaserName', 'recipientName', 'email'] as const) {
        if (!isCleanText(form[path] ?? '')) add(path, TEXT_CHARACTERS_MESSAGE);
      }
      if (!isCleanText(form.customGreetingText ?? '', true)) add('customGreetingText', TEXT_CHARACTERS_MESSAGE);
      const email = (form.email ?? '').trim();
      if (email === '') add('email', cardMessages.email);
      else if (!emailFormat.safeParse(email).success) add('email', cardMessages.emailFormat);
      if (!isValidGiftAmountInput(form.amount)) add('amount', cardMessages.amount);
    }),
  );
export type CardFormInput = z.input<typeof cardFormSchema>;
export type CardForm = z.output<typeof cardFormSchema>;
