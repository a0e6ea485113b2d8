/** Donation payment data (spec 3) and the answer of POST /donation/{id}/paypalData. */
import { z } from 'zod';
import { paypalPaymentFields } from './paypal-payment-fields';

export const donationPaymentDataSchema = z.object({
  ...paypalPaymentFields,
  payerFirstName: z.string().max(140).nullish(),
});
export type DonationPaymentData = z.infer<typeof donationPaymentDataSchema>;

export const donationPaymentResultSchema = z.object({
  id: z.number().int().positive(),
  status: z.literal('paid'),
});
export type DonationPaymentResult = z.infer<typeof donationPaymentResultSchema>;
