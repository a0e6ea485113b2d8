import type { RuntimeConfig } from '@littlegivers/shared/web/runtime-config';
import type { Page } from '@playwright/test';

/**
 * Serves the page a different environment's runtime config (the file a deployment would hold),
 * e.g. `{ env: 'dev', debug: true }` or a remote pointed at a port where nothing answers.
 */
export async function useRuntimeConfig(page: Page, change: (config: RuntimeConfig) => RuntimeConfig): Promise<void> {
  await page.route('**/runtime-config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as RuntimeConfig;
    await route.fulfill({ response, json: change(config) });
  });
}

/** A URL where nothing listens: a remote that is down. */
export const deadRemote = 'http://localhost:3999/mf-manifest.json';
