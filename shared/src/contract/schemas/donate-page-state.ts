/** The donate form (spec 3 and 5). */
import * as z from 'zod/mini';
import { atMostCharacters, cleanMultilineText } from './common';
import { isValidDonationAmountInput, MAX_DONATION_MESSAGE_LENGTH } from './donation';

export const donateFormSchema = z.object({
  message: z._default(z.string().check(cleanMultilineText(), atMostCharacters(MAX_DONATION_MESSAGE_LENGTH)), ''),
  amount: z.union([z.number().check(z.positive()), z.string()]).check(
    z.refine((value) => (typeof value === 'number' ? value > 0 : isValidDonationAmountInput(value)), {
      error: 'Please include a valid donation amount',
    }),
  ),
});
