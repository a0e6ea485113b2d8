/** The shipping methods (GET /package) through the shared query options. */
import { packagesQueryOptions } from '@littlegivers/shared/web/api/endpoints/packages';
import { useQuery } from '@tanstack/react-query';

export function usePackages() {
  return useQuery(packagesQueryOptions());
}
