/**
 * The built-in sample organizations (spec section 8): shown when the organizations cannot be
 * loaded. They are marked `sample`; they are illustrations, not real charities.
 */
import type { RedemptionCategory } from '@littlegivers/shared/contract/schemas/redemption-category';
import type { RedemptionOrganization } from '@littlegivers/shared/contract/schemas/redemption-organization';
import { animalsImage, childrenImage, environmentImage, peaceImage } from '../assets/images';
import { sampleCategories } from './sample-categories';

function category(id: number): RedemptionCategory {
  const found = sampleCategories.find((item) => item.id === id);
  if (!found) throw new Error(`no sample category ${id}`);
  return found;
}

function sample(
  id: number,
  categoryId: number,
  organizationName: string,
  organizationDescription: string,
  organizationImageUrl: string,
): RedemptionOrganization {
  return {
    id,
    active: true,
    organizationName,
    organizationImageUrl,
    organizationDescription,
    organizationType: category(categoryId),
    url: null,
    urlText: null,
    ein: null,
    sample: true,
  };
}

export const sampleOrganizations: readonly RedemptionOrganization[] = [
  sample(
    9001,
    2,
    'Sample Animal Shelter',
    'A sample shelter that feeds and cares for dogs and cats until they find a loving home.',
    animalsImage,
  ),
  sample(
    9002,
    2,
    'Sample Wildlife Friends',
    'A sample group that protects wild animals and the places where they live.',
    animalsImage,
  ),
  sample(
    9003,
    3,
    'Sample Books for Kids',
    'A sample charity that gives books to children who do not have any at home.',
    childrenImage,
  ),
  sample(
    9004,
    3,
    'Sample Healthy Meals',
    'A sample charity that makes sure children get a good breakfast before school.',
    childrenImage,
  ),
  sample(
    9005,
    4,
    'Sample Peace Builders',
    'A sample group that teaches kids and grown-ups how to solve arguments kindly.',
    peaceImage,
  ),
  sample(
    9006,
    5,
    'Sample Tree Planters',
    'A sample charity that plants trees to give animals homes and everyone cleaner air.',
    environmentImage,
  ),
  sample(
    9007,
    5,
    'Sample Ocean Cleanup',
    'A sample group that picks up litter from beaches and keeps the ocean clean.',
    environmentImage,
  ),
];
