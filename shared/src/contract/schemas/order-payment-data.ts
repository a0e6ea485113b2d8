/**
 * Payment data for an order (spec 3; 'payeerFirstName' is spelt so) and the answer of the
 * capture and skip-payment calls. What counts is the server's own capture result; these
 * fields are stored for the record.
 */
import * as z from 'zod/mini';
import { DELIVERY_METHODS } from '../delivery';
import { plainText } from './common';
import { openEnum } from './open-enum';
import { paypalPaymentFields } from './paypal-payment-fields';

export const orderPaymentDataSchema = z.object({
  ...paypalPaymentFields,
  payeerFirstName: z.nullish(plainText(140)),
});
export type OrderPaymentData = z.infer<typeof orderPaymentDataSchema>;

/** How an order was paid: a real capture, the non-production skip, or a group's contributions. */
export const paymentMethodSchema = openEnum(['paypal', 'skipped', 'group']);

/** 200 answer of POST /Order/{orderId}/paypalData and POST /Order/{orderId}/skipPayment. */
export const orderPaymentResultSchema = z.object({
  status: z.literal('paid'),
  orderIdentifier: z.string(),
  paymentMethod: paymentMethodSchema,
  /** The receipt's facts for the thank-you step: total charged, the latest mailing day (YYYY-MM-DD, mailed cards). */
  total: z.optional(z.number()),
  mailBy: z.optional(z.string()),
  /** How the card reaches the child ('mail' when absent). */
  delivery: z.optional(openEnum(DELIVERY_METHODS)),
  /**
   * Print at home: the absolute URL of the card's PDF (`GET /cardDownload/{token}`, see
   * ./card-download.ts), valid 30 days; add `?paper=a4` for A4 (`cardDownloadUrl`). The same link
   * is in the receipt. Absent for mailed cards.
   */
  downloadUrl: z.optional(z.string()),
  /** An e-card: to whom and when it goes (the thank-you step says so). Absent for the other methods. */
  email: z.optional(
    z.object({
      grownUpName: z.string(),
      grownUpEmail: z.string(),
      /** YYYY-MM-DD in `timeZone`. */
      sendOn: z.string(),
      timeZone: z.string(),
      /** ISO instant: 8:00 on `sendOn` there, or the moment of paying for that day. */
      sendAt: z.string(),
    }),
  ),
});
export type OrderPaymentResult = z.infer<typeof orderPaymentResultSchema>;
