/**
 * The built-in sample categories (spec section 8): shown when the categories cannot be loaded.
 * Their ids are the ones the spec has seen (2 animals, 3 children, 4 peace, 5 environment), so the
 * sample organizations and the server's organizations both line up with them.
 */
import type { RedemptionCategory } from '@littlegivers/shared/contract/schemas/redemption-category';
import { animalsImage, childrenImage, environmentImage, peaceImage } from '../assets/images';

export const sampleCategories: readonly RedemptionCategory[] = [
  {
    id: 2,
    sortOrder: 1,
    categoryName: 'Protect Animals',
    descriptiveText: 'Help keep animals safe, fed and cared for, from pets in shelters to wild animals in their homes.',
    imageUrl: animalsImage,
    mobileBannerImageUrl: null,
    bannerImageUrl: null,
  },
  {
    id: 3,
    sortOrder: 2,
    categoryName: 'Help Children',
    descriptiveText: 'Help other kids have food, books, doctors and a safe place to learn and play.',
    imageUrl: childrenImage,
    mobileBannerImageUrl: null,
    bannerImageUrl: null,
  },
  {
    id: 4,
    sortOrder: 3,
    categoryName: 'Promote Peace',
    descriptiveText: 'Help people get along, solve problems kindly and look after each other.',
    imageUrl: peaceImage,
    mobileBannerImageUrl: null,
    bannerImageUrl: null,
  },
  {
    id: 5,
    sortOrder: 4,
    categoryName: 'Save the Environment',
    descriptiveText: 'Help take care of our planet: clean water, fresh air, trees, oceans and everything living there.',
    imageUrl: environmentImage,
    mobileBannerImageUrl: null,
    bannerImageUrl: null,
  },
];

const sampleIds = new Set(sampleCategories.map((category) => category.id));

export function isSampleCategoryId(id: number | null): boolean {
  return id !== null && sampleIds.has(id);
}

/** The category preselected in debug mode: a sample one, and only in debug (spec section 9). */
export function defaultCategoryId(debug: boolean): number | null {
  return debug ? (sampleCategories[0]?.id ?? null) : null;
}
