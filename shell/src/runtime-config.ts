import { localRuntimeConfig, type RuntimeConfig } from '@littlegivers/shared/runtime-config';
import { runtimeConfigSchema } from '@littlegivers/shared/runtime-config-schema';

/**
 * Reads `/runtime-config.json` (one file per environment, never cached). A missing or invalid file
 * falls back to the local defaults so the shell still renders; the problem is logged.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl('/runtime-config.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`runtime config answered ${response.status}`);
    const result = runtimeConfigSchema.safeParse(await response.json());
    if (!result.success) throw new Error(`runtime config is invalid: ${result.error.message}`);
    return result.data;
  } catch (error) {
    console.error('Could not load /runtime-config.json; using local defaults.', error);
    return localRuntimeConfig;
  }
}
