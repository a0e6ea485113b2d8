/** GET /FunIdeas: idea cards, sorted by sortOrder. */
import { queryOptions } from '@tanstack/react-query';
import { funIdeaListSchema } from '../../../contract/schemas/fun-idea';
import { sortBySortOrder } from '../../../contract/sort-order';
import { apiRequest } from '../client';

export async function getFunIdeas(signal?: AbortSignal) {
  return sortBySortOrder(await apiRequest('/FunIdeas', funIdeaListSchema, { signal }));
}

export const funIdeasQueryOptions = () =>
  queryOptions({ queryKey: ['funIdeas', 'list'], queryFn: ({ signal }) => getFunIdeas(signal) });
