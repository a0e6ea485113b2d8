/** The e-card a page token opens. */
import { fetchEcardView } from '@littlegivers/shared/web/api/endpoints/ecard-view';
import { queryOptions, useQuery } from '@tanstack/react-query';

export function ecardViewQuery(token: string) {
  return queryOptions({
    queryKey: ['ecardView', 'detail', token],
    queryFn: ({ signal }) => fetchEcardView(token, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useEcardView(token: string) {
  return useQuery(ecardViewQuery(token));
}
