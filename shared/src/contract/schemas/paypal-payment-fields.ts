/** The fields the order and donation payment data share (spec 3); each adds its payer first name. */
import * as z from 'zod/mini';

export const paypalPaymentFields = {
  /** The PayPal order id (the one createOrder returned). */
  payPalId: z.string().check(z.trim(), z.minLength(1, { error: 'payPalId is required' }), z.maxLength(64)),
  intent: z.nullish(z.string().check(z.maxLength(40))),
  state: z.nullish(z.string().check(z.maxLength(40))),
  cart: z.nullish(z.string().check(z.maxLength(100))),
  createTime: z.nullish(z.string().check(z.maxLength(60))),
  transactions: z.nullish(z.array(z.unknown()).check(z.maxLength(20))),
  payerEmail: z.nullish(z.string().check(z.maxLength(254))),
  payerLastName: z.nullish(z.string().check(z.maxLength(140))),
  payerId: z.nullish(z.string().check(z.maxLength(64))),
};
