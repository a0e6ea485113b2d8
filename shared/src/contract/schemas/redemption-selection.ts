/** Redemption selection (spec 3): the charity chosen and the amount given to it. */
import * as z from 'zod/mini';
import { giftAmountSchema, idSchema } from './common';

export const redemptionSelectionItemSchema = z.object({
  redemptionOrgId: idSchema,
  amount: giftAmountSchema,
});

export const redemptionSelectionSchema = z.array(redemptionSelectionItemSchema);
