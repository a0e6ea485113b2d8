import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { earlyStart } from '../early-start/early-start';
import { type ManifestFetch, reuseEarlyManifest } from '../early-start/manifest-plugin';
import { checkingContracts } from './contract-check';
import { logRemoteFailures } from './log-remote-failures';
import { preloadSharedChunks } from './preload-shared-chunks';

/**
 * The runtime's plugins, all of them, in the order the runtime runs them:
 * - the stock retry plugin: a remote's entry script or a screen's chunks that fail to load are
 *   loaded again, twice, a second apart;
 * - the early start's manifest answers the runtime's first request for it; any other manifest
 *   request goes to the retry plugin's fetch (twice more, a second apart, on failure). The runtime
 *   calls every plugin's `fetch` hook and the retry plugin's always fetches, so the retry plugin's
 *   fetch is called from the early-manifest hook, never as a hook of its own: one request each;
 * - every manifest read is checked against the shell contract (contract-check.ts): a remote of
 *   another major is refused before any of its code runs;
 * - a remote's shared-library chunks run as soon as its manifest is read;
 * - a load that still fails is logged, then shown as the screen's fallback (screens/).
 */
export function runtimePlugins(): ModuleFederationRuntimePlugin[] {
  const { fetch: retriedFetch, ...retryScripts }: ModuleFederationRuntimePlugin = RetryPlugin({
    fetch: { retryTimes: 2 },
    script: { retryTimes: 2, retryDelay: 1000 },
  });
  return [
    retryScripts,
    checkingContracts(reuseEarlyManifest(earlyStart, retriedFetch as ManifestFetch)),
    preloadSharedChunks(),
    logRemoteFailures(),
  ];
}
