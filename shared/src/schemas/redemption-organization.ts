/** Redemption organization (spec 3): a charity, in one category (organizationType). */
import { z } from 'zod';
import { idSchema } from './common';
import { redemptionCategorySchema } from './redemption-category';

export const redemptionOrganizationSchema = z.object({
  id: idSchema,
  active: z.boolean(),
  organizationName: z.string(),
  organizationImageUrl: z.string().nullable(),
  organizationDescription: z.string(),
  organizationType: redemptionCategorySchema,
  url: z.string().nullable(),
  urlText: z.string().nullable(),
  ein: z.string().nullable(),
  /** The seeded organizations are sample data, not real charities. */
  sample: z.boolean().optional(),
});
export type RedemptionOrganization = z.infer<typeof redemptionOrganizationSchema>;

export const redemptionOrganizationListSchema = z.array(redemptionOrganizationSchema);

/** Only active organizations show in the redeem flow; the charities page lists both. */
export function splitByActive(organizations: readonly RedemptionOrganization[]) {
  return {
    active: organizations.filter((organization) => organization.active),
    inactive: organizations.filter((organization) => !organization.active),
  };
}
