/** The greetings (GET /cardtype) through the shared query options. */
import { cardTypesQueryOptions } from '@littlegivers/shared/web/api/endpoints/card-types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

export function useCardTypes() {
  return useQuery(cardTypesQueryOptions());
}

/** Drops the cached greetings and loads them again (a new gift after a payment). */
export function useReloadCardTypes() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.resetQueries({ queryKey: cardTypesQueryOptions().queryKey });
  }, [queryClient]);
}
