/** GET /RedemptionOrganizationType: the charity categories, sorted by sortOrder. */
import { queryOptions } from '@tanstack/react-query';
import { redemptionCategoryListSchema } from '../../../contract/schemas/redemption-category';
import { sortBySortOrder } from '../../../contract/sort-order';
import { apiRequest } from '../client';

export async function getRedemptionCategories(signal?: AbortSignal) {
  return sortBySortOrder(await apiRequest('/RedemptionOrganizationType', redemptionCategoryListSchema, { signal }));
}

export const redemptionCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories', 'list'], queryFn: ({ signal }) => getRedemptionCategories(signal) });
