/** GET /RedemptionOrganizations: every organization, active and inactive. */
import { queryOptions } from '@tanstack/react-query';
import { redemptionOrganizationListSchema } from '../../../contract/schemas/redemption-organization';
import { apiRequest } from '../client';

export function getRedemptionOrganizations(signal?: AbortSignal) {
  return apiRequest('/RedemptionOrganizations', redemptionOrganizationListSchema, { signal });
}

export const redemptionOrganizationsQueryOptions = () =>
  queryOptions({ queryKey: ['organizations', 'list'], queryFn: ({ signal }) => getRedemptionOrganizations(signal) });
