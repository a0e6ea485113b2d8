/** The fields the order and donation payment data share (spec 3); each adds its payer first name. */
import * as z from 'zod/mini';
import { cleanJsonSchema, cleanText, plainText } from './common';

export const paypalPaymentFields = {
  /** The PayPal order id (the one createOrder returned). */
  payPalId: z.string().check(z.trim(), z.minLength(1, { error: 'payPalId is required' }), cleanText(), z.maxLength(64)),
  intent: z.nullish(plainText(40)),
  state: z.nullish(plainText(40)),
  cart: z.nullish(plainText(100)),
  createTime: z.nullish(plainText(60)),
  transactions: z.nullish(z.array(cleanJsonSchema).check(z.maxLength(20))),
  payerEmail: z.nullish(plainText(254)),
  payerLastName: z.nullish(plainText(140)),
  payerId: z.nullish(plainText(64)),
};
