import { localRuntimeConfig, type RuntimeConfig } from '@littlegivers/shared/web/runtime-config';
import { runtimeConfigSchema } from '@littlegivers/shared/web/runtime-config-schema';

/**
 * Reads `/runtime-config.json` (one file per environment, revalidated on every load; see
 * runtime-config-request.ts for the shared, preloaded request). A missing or invalid file
 * falls back to the local defaults so the shell still renders; the problem is logged.
 */
export async function loadRuntimeConfig(
  fetchImpl: (url: '/runtime-config.json') => Promise<Response> = fetch,
): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl('/runtime-config.json');
    if (!response.ok) throw new Error(`runtime config answered ${response.status}`);
    const result = runtimeConfigSchema.safeParse(await response.json());
    if (!result.success) throw new Error(`runtime config is invalid: ${result.error.message}`);
    return result.data;
  } catch (error) {
    console.error('Could not load /runtime-config.json; using local defaults.', error);
    return localRuntimeConfig;
  }
}
