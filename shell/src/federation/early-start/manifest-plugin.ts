import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { type EarlyStart, earlyStart } from './early-start';

/** How the runtime fetches a manifest the early start does not have (the stock retry plugin's fetch). */
export type ManifestFetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Step 3 of the early start (see early-start.ts): a runtime plugin whose `fetch` hook answers the
 * runtime's request for a manifest with the response the early start already has, once, so that
 * nothing is fetched twice. Where there is none, or it failed, it answers with `fetchAfresh`; with
 * no `fetchAfresh`, with nothing, and the runtime fetches the manifest itself.
 */
export function reuseEarlyManifest(
  early: EarlyStart = earlyStart,
  fetchAfresh?: ManifestFetch,
): ModuleFederationRuntimePlugin {
  return {
    name: 'littlegivers-reuse-early-manifest',
    fetch(url, init) {
      const response = early.takeEarlyManifest(url);
      if (!fetchAfresh) return response;
      const afresh = () => fetchAfresh(url, init);
      return response ? response.then((answer) => (answer.ok ? answer : afresh()), afresh) : afresh();
    },
  };
}
