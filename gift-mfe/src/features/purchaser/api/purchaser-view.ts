/** The purchaser's view of a gift, by its secret link's token. */
import { fetchPurchaserView } from '@littlegivers/shared/web/api/endpoints/purchaser-view';
import { queryOptions, useQuery } from '@tanstack/react-query';

export function purchaserViewQuery(token: string) {
  return queryOptions({
    queryKey: ['purchaserView', 'detail', token],
    queryFn: ({ signal }) => fetchPurchaserView(token, signal),
    retry: false,
    staleTime: 0,
  });
}

export function usePurchaserView(token: string) {
  return useQuery(purchaserViewQuery(token));
}
