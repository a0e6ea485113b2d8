/** Line item of an order (spec 3): giftAmount, shipping or donation. */
import * as z from 'zod/mini';
import { priceSchema } from './common';
import { publicIdSchema } from './public-id';

export const lineItemKindSchema = z.enum(['giftAmount', 'shipping', 'donation']);

export const lineItemSchema = z.object({
  lineItem: lineItemKindSchema,
  amount: priceSchema,
  orderId: z.optional(publicIdSchema),
  note: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
});
