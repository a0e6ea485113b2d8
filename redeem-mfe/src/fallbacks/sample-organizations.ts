/**
 * The built-in sample organizations (spec section 8): shown when the organizations cannot be
 * loaded. They are the API's seeded samples (one shared list), marked `sample`, with ids of their
 * own: a sample is never sent; choosing one reloads the organizations and maps it by category and
 * name (features/charities/hooks/use-organizations.ts).
 */
import { ORGANIZATION_ART } from '@littlegivers/design';
import { SAMPLE_ORGANIZATIONS } from '@littlegivers/shared/contract/sample-organizations';
import type { RedemptionOrganization } from '@littlegivers/shared/contract/schemas/redemption-organization';
import { sampleCategories } from './sample-categories';

/** Built-in ids start here, far from the API's. */
export const SAMPLE_ORGANIZATION_ID_BASE = 9000;

export const sampleOrganizations: readonly RedemptionOrganization[] = SAMPLE_ORGANIZATIONS.flatMap((sample) => {
  const category = sampleCategories.find((item) => item.id === sample.categoryId);
  if (!category || !sample.active) return [];
  return [
    {
      id: SAMPLE_ORGANIZATION_ID_BASE + sample.id,
      active: true,
      organizationName: sample.organizationName,
      organizationImageUrl: null,
      image: ORGANIZATION_ART[sample.slug],
      tagline: sample.tagline,
      organizationDescription: sample.description,
      organizationType: category,
      url: null,
      urlText: null,
      ein: null,
      sample: true,
    },
  ];
});
