/** Donate page state (spec 3) and the donate form. */
import * as z from 'zod/mini';
import { DEFAULT_DONATION_AMOUNT } from '../money';
import { atMostCharacters } from './common';
import { isValidDonationAmountInput, MAX_DONATION_MESSAGE_LENGTH } from './donation';

export const donatePageStateSchema = z.object({
  donationId: z.nullable(z.int().check(z.positive())),
  message: z.string().check(z.maxLength(MAX_DONATION_MESSAGE_LENGTH)),
  customAmountEnabled: z.boolean(),
  donationAmount: z._default(z.union([z.number(), z.string()]), DEFAULT_DONATION_AMOUNT),
});
export type DonatePageState = z.infer<typeof donatePageStateSchema>;

export const donateFormSchema = z.object({
  message: z._default(z.string().check(atMostCharacters(MAX_DONATION_MESSAGE_LENGTH)), ''),
  amount: z.union([z.number().check(z.positive()), z.string()]).check(
    z.refine((value) => (typeof value === 'number' ? value > 0 : isValidDonationAmountInput(value)), {
      error: 'Please include a valid donation amount',
    }),
  ),
});
export type DonateFormInput = z.input<typeof donateFormSchema>;
