/** Line item of an order (spec 3): giftAmount, shipping or donation. */
import { z } from 'zod';
import { idSchema, priceSchema } from './common';

export const lineItemKindSchema = z.enum(['giftAmount', 'shipping', 'donation']);
export type LineItemKind = z.infer<typeof lineItemKindSchema>;

export const lineItemSchema = z.object({
  lineItem: lineItemKindSchema,
  amount: priceSchema,
  orderId: idSchema.optional(),
  note: z.string().max(200).nullable().optional(),
});
export type LineItem = z.infer<typeof lineItemSchema>;
