/**
 * The active organizations of one category (spec 2 and 9); the built-in samples when they cannot
 * load (spec 8). The samples cannot receive a gift (the API knows only its own organizations), so
 * `resolveChoice` turns a sample choice into a real one before anything is sent: it reloads the
 * organizations and maps the choice by category and name.
 */

import type { RedemptionOrganization } from '@littlegivers/shared/contract/schemas/redemption-organization';
import { redemptionOrganizationsQueryOptions } from '@littlegivers/shared/web/api/endpoints/redemption-organizations';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { sampleOrganizations } from '../../../fallbacks/sample-organizations';

/** What choosing a charity comes to: a real organization, a fresh list without it, or no list. */
export type ChoiceResolution =
  | { kind: 'ready'; organization: RedemptionOrganization }
  | { kind: 'reloaded' }
  | { kind: 'unavailable' };

export interface OrganizationsResult {
  organizations: readonly RedemptionOrganization[] | null;
  isLoading: boolean;
  /** True while the built-in samples stand in for organizations that failed to load. */
  isFallback: boolean;
  resolveChoice: (organization: RedemptionOrganization) => Promise<ChoiceResolution>;
}

export function activeOrganizationsOf(
  organizations: readonly RedemptionOrganization[],
  categoryId: number | null,
): RedemptionOrganization[] {
  return organizations.filter(
    (organization) => organization.active && categoryId !== null && organization.organizationType.id === categoryId,
  );
}

const nameKey = (name: string) => name.trim().toLowerCase();

/** The real organization a sample choice stands for: same category, same name. */
export function mapSampleChoice(
  choice: RedemptionOrganization,
  organizations: readonly RedemptionOrganization[],
): RedemptionOrganization | null {
  return (
    activeOrganizationsOf(organizations, choice.organizationType.id).find(
      (organization) => nameKey(organization.organizationName) === nameKey(choice.organizationName),
    ) ?? null
  );
}

export function useOrganizations(categoryId: number | null): OrganizationsResult {
  const query = useQuery(redemptionOrganizationsQueryOptions());
  const queryClient = useQueryClient();
  useEffect(() => {
    if (query.isError) {
      console.error('[redeem-mfe] organizations failed to load; showing the sample organizations', query.error);
    }
  }, [query.isError, query.error]);

  const isFallback = query.isError && !query.data;
  const resolveChoice = useCallback(
    async (organization: RedemptionOrganization): Promise<ChoiceResolution> => {
      if (!isFallback) return { kind: 'ready', organization };
      let organizations: RedemptionOrganization[];
      try {
        organizations = await queryClient.fetchQuery({ ...redemptionOrganizationsQueryOptions(), staleTime: 0 });
      } catch (error) {
        console.error('[redeem-mfe] organizations still cannot be loaded; a sample cannot be chosen', error);
        return { kind: 'unavailable' };
      }
      const mapped = mapSampleChoice(organization, organizations);
      return mapped ? { kind: 'ready', organization: mapped } : { kind: 'reloaded' };
    },
    [isFallback, queryClient],
  );

  if (query.data) {
    return {
      organizations: activeOrganizationsOf(query.data, categoryId),
      isLoading: false,
      isFallback,
      resolveChoice,
    };
  }
  if (query.isError) {
    return {
      organizations: activeOrganizationsOf(sampleOrganizations, categoryId),
      isLoading: false,
      isFallback,
      resolveChoice,
    };
  }
  return { organizations: null, isLoading: true, isFallback, resolveChoice };
}
