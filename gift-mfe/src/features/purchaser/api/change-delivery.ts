/** Changing an e-card's delivery from the purchaser's page; the answer replaces the cached view. */
import type { DeliveryChange } from '@littlegivers/shared/contract/schemas/purchaser-view';
import { changeDelivery } from '@littlegivers/shared/web/api/endpoints/purchaser-view';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { purchaserViewQuery } from './purchaser-view';

export function useChangeDelivery(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: Omit<DeliveryChange, 'token'>) => changeDelivery({ token, ...change }),
    onSuccess: (view) => client.setQueryData(purchaserViewQuery(token).queryKey, view),
  });
}
