/**
 * Payment data for an order (spec 3; 'payeerFirstName' is spelt so) and the answer of the
 * capture and skip-payment calls. What counts is the server's own capture result; these
 * fields are stored for the record.
 */
import * as z from 'zod/mini';
import { plainText } from './common';
import { paypalPaymentFields } from './paypal-payment-fields';

export const orderPaymentDataSchema = z.object({
  ...paypalPaymentFields,
  payeerFirstName: z.nullish(plainText(140)),
});
export type OrderPaymentData = z.infer<typeof orderPaymentDataSchema>;

/** How an order was paid: a real capture or the non-production skip. */
export const paymentMethodSchema = z.enum(['paypal', 'skipped']);

/** 200 answer of POST /Order/{orderId}/paypalData and POST /Order/{orderId}/skipPayment. */
export const orderPaymentResultSchema = z.object({
  status: z.literal('paid'),
  orderIdentifier: z.string(),
  paymentMethod: paymentMethodSchema,
  /** The receipt's facts for the thank-you step: total charged, the latest mailing day (YYYY-MM-DD). */
  total: z.optional(z.number()),
  mailBy: z.optional(z.string()),
});
export type OrderPaymentResult = z.infer<typeof orderPaymentResultSchema>;
