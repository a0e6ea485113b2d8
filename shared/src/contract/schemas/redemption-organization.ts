/** Redemption organization (spec 3): a charity, in one category (organizationType). */
import * as z from 'zod/mini';
import { idSchema } from './common';
import { redemptionCategorySchema } from './redemption-category';

export const redemptionOrganizationSchema = z.object({
  id: idSchema,
  active: z.boolean(),
  organizationName: z.string(),
  organizationImageUrl: z.nullable(z.string()),
  organizationDescription: z.string(),
  organizationType: redemptionCategorySchema,
  url: z.nullable(z.string()),
  urlText: z.nullable(z.string()),
  ein: z.nullable(z.string()),
  /** One line under the name on the charity card (not in spec 3; optional, older answers lack it). */
  tagline: z.optional(z.nullable(z.string())),
  /**
   * The organization's illustration: an art key of @littlegivers/design (`CHARITY_ART`), drawn by
   * the app from its own copy of the art. Takes the place of organizationImageUrl where both are set.
   */
  image: z.optional(z.nullable(z.string())),
  /** The seeded organizations are sample data, not real charities. */
  sample: z.optional(z.boolean()),
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
