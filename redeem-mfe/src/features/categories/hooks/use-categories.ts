/** The categories for step 2, sorted by sortOrder; the built-in samples when they cannot load. */

import type { RedemptionCategory } from '@littlegivers/shared/contract/schemas/redemption-category';
import { sortBySortOrder } from '@littlegivers/shared/contract/sort-order';
import { redemptionCategoriesQueryOptions } from '@littlegivers/shared/web/api/endpoints/redemption-organization-types';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sampleCategories } from '../../../fallbacks/sample-categories';

export interface CategoriesResult {
  categories: readonly RedemptionCategory[] | null;
  isLoading: boolean;
}

export function useCategories(): CategoriesResult {
  const query = useQuery(redemptionCategoriesQueryOptions());
  useEffect(() => {
    if (query.isError)
      console.error('[redeem-mfe] categories failed to load; showing the sample categories', query.error);
  }, [query.isError, query.error]);
  if (query.isError) return { categories: sortBySortOrder(sampleCategories), isLoading: false };
  if (query.data) return { categories: sortBySortOrder(query.data), isLoading: false };
  return { categories: null, isLoading: true };
}
