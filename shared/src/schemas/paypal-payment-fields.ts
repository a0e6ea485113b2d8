/** The fields the order and donation payment data share (spec 3); each adds its payer first name. */
import { z } from 'zod';

export const paypalPaymentFields = {
  /** The PayPal order id (the one createOrder returned). */
  payPalId: z.string().trim().min(1, { error: 'payPalId is required' }).max(64),
  intent: z.string().max(40).nullish(),
  state: z.string().max(40).nullish(),
  cart: z.string().max(100).nullish(),
  createTime: z.string().max(60).nullish(),
  transactions: z.array(z.unknown()).max(20).nullish(),
  payerEmail: z.string().max(254).nullish(),
  payerLastName: z.string().max(140).nullish(),
  payerId: z.string().max(64).nullish(),
};
