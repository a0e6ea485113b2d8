/** Redemption category (spec 3). Ids seen: 2 animals, 3 children, 4 peace, 5 environment. */
import * as z from 'zod/mini';
import { idSchema } from './common';

export const redemptionCategorySchema = z.object({
  id: idSchema,
  sortOrder: z.int(),
  categoryName: z.string(),
  descriptiveText: z.string(),
  imageUrl: z.string(),
  mobileBannerImageUrl: z.nullable(z.string()),
  bannerImageUrl: z.nullable(z.string()),
});
export type RedemptionCategory = z.infer<typeof redemptionCategorySchema>;

export const redemptionCategoryListSchema = z.array(redemptionCategorySchema);
