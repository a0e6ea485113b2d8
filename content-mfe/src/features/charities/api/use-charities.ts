import { splitByActive } from '@littlegivers/shared/contract/schemas/redemption-organization';
import { redemptionOrganizationsQueryOptions } from '@littlegivers/shared/web/api/endpoints/redemption-organizations';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * The charities page's states (spec 4): loading, then loaded with the organizations split by their
 * active flag, or error. Organizations are listed by name so the page reads in a stable order.
 */
export function useCharities() {
  const query = useQuery({
    ...redemptionOrganizationsQueryOptions(),
    select: (organizations) =>
      splitByActive([...organizations].sort((a, b) => a.organizationName.localeCompare(b.organizationName))),
  });
  useEffect(() => {
    if (query.isError) console.error('[content-mfe] charities failed to load', query.error);
  }, [query.isError, query.error]);
  return query;
}
