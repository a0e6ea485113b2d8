/** Donate page state (spec 3) and the donate form. */
import { z } from 'zod';
import { DEFAULT_DONATION_AMOUNT } from '../money';
import { isValidDonationAmountInput, MAX_DONATION_MESSAGE_LENGTH } from './donation';

export const donatePageStateSchema = z.object({
  donationId: z.number().int().positive().nullable(),
  message: z.string().max(MAX_DONATION_MESSAGE_LENGTH),
  customAmountEnabled: z.boolean(),
  donationAmount: z.union([z.number(), z.string()]).default(DEFAULT_DONATION_AMOUNT),
});
export type DonatePageState = z.infer<typeof donatePageStateSchema>;

export const donateFormSchema = z.object({
  message: z.string().max(MAX_DONATION_MESSAGE_LENGTH).default(''),
  amount: z
    .union([z.number().positive(), z.string()])
    .refine((value) => (typeof value === 'number' ? value > 0 : isValidDonationAmountInput(value)), {
      error: 'Please include a valid donation amount',
    }),
});
export type DonateFormInput = z.input<typeof donateFormSchema>;
