/** GET /FAQ: questions and HTML answers, sorted by sortOrder. */
import { queryOptions } from '@tanstack/react-query';
import { faqItemListSchema } from '../../../contract/schemas/faq-item';
import { sortBySortOrder } from '../../../contract/sort-order';
import { apiRequest } from '../client';

export async function getFaq(signal?: AbortSignal) {
  return sortBySortOrder(await apiRequest('/FAQ', faqItemListSchema, { signal }));
}

export const faqQueryOptions = () =>
  queryOptions({ queryKey: ['faq', 'list'], queryFn: ({ signal }) => getFaq(signal) });
