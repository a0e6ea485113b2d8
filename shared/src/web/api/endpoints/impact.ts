/** GET /impact: the public ledger (aggregates only); /impact.csv and the JSON are its downloads. */
import { queryOptions } from '@tanstack/react-query';
import { impactSchema } from '../../../contract/schemas/impact';
import { apiRequest, apiUrl } from '../client';

export const IMPACT_PATH = '/impact';
export const IMPACT_CSV_PATH = '/impact.csv';

export async function getImpact(signal?: AbortSignal) {
  return apiRequest(IMPACT_PATH, impactSchema, { signal });
}

export const impactQueryOptions = () =>
  queryOptions({ queryKey: ['impact', 'ledger'], queryFn: ({ signal }) => getImpact(signal) });

/** The download links (absolute: the API's origin). */
export function impactDownloads() {
  return { json: apiUrl(IMPACT_PATH), csv: apiUrl(IMPACT_CSV_PATH) };
}
