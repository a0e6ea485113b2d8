/** Redemption selection (spec 3): the charity chosen and the amount given to it. */
import * as z from 'zod/mini';
import { giftAmountSchema, idSchema } from './common';

export const redemptionSelectionItemSchema = z.object({
  redemptionOrgId: idSchema,
  amount: giftAmountSchema,
});
export type RedemptionSelectionItem = z.infer<typeof redemptionSelectionItemSchema>;

export const redemptionSelectionSchema = z.array(redemptionSelectionItemSchema);
export type RedemptionSelection = z.infer<typeof redemptionSelectionSchema>;
