import type { Impact } from '@littlegivers/shared/contract/schemas/impact';
import { impactQueryOptions } from '@littlegivers/shared/web/api/endpoints/impact';
import { useQuery } from '@tanstack/react-query';

export type ImpactResult = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; ledger: Impact };

/** GET /impact. No sample data on failure: a ledger shows real figures or says it could not load. */
export function useImpact(): ImpactResult {
  const query = useQuery(impactQueryOptions());
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'failed' };
  return { status: 'loaded', ledger: query.data };
}
