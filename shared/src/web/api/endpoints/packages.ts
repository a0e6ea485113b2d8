/** GET /package: the shipping methods. */
import { queryOptions } from '@tanstack/react-query';
import { packageListSchema } from '../../../contract/schemas/package';
import { apiRequest } from '../client';

export function getPackages(signal?: AbortSignal) {
  return apiRequest('/package', packageListSchema, { signal });
}

export const packagesQueryOptions = () =>
  queryOptions({ queryKey: ['packages', 'list'], queryFn: ({ signal }) => getPackages(signal) });
