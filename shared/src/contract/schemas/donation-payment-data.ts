/** Donation payment data (spec 3) and the answer of POST /donation/{id}/paypalData. */
import * as z from 'zod/mini';
import { idSchema, plainText } from './common';
import { paypalPaymentFields } from './paypal-payment-fields';

export const donationPaymentDataSchema = z.object({
  ...paypalPaymentFields,
  payerFirstName: z.nullish(plainText(140)),
});
export type DonationPaymentData = z.infer<typeof donationPaymentDataSchema>;

export const donationPaymentResultSchema = z.object({
  id: idSchema,
  status: z.literal('paid'),
});
