/** The active organizations of one category (spec 2 and 9); the samples when they cannot load. */

import type { RedemptionOrganization } from '@littlegivers/shared/contract/schemas/redemption-organization';
import { redemptionOrganizationsQueryOptions } from '@littlegivers/shared/web/api/endpoints/redemption-organizations';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sampleOrganizations } from '../../../fallbacks/sample-organizations';

export interface OrganizationsResult {
  organizations: readonly RedemptionOrganization[] | null;
  isLoading: boolean;
}

export function activeOrganizationsOf(
  organizations: readonly RedemptionOrganization[],
  categoryId: number | null,
): RedemptionOrganization[] {
  return organizations.filter(
    (organization) => organization.active && categoryId !== null && organization.organizationType.id === categoryId,
  );
}

export function useOrganizations(categoryId: number | null): OrganizationsResult {
  const query = useQuery(redemptionOrganizationsQueryOptions());
  useEffect(() => {
    if (query.isError) {
      console.error('[redeem-mfe] organizations failed to load; showing the sample organizations', query.error);
    }
  }, [query.isError, query.error]);
  if (query.isError) {
    return { organizations: activeOrganizationsOf(sampleOrganizations, categoryId), isLoading: false };
  }
  if (query.data) {
    return { organizations: activeOrganizationsOf(query.data, categoryId), isLoading: false };
  }
  return { organizations: null, isLoading: true };
}
