import { joinApiUrl, startEarlyRead } from '@littlegivers/shared/web/api/early-reads';
import type { RemoteLocation } from '@littlegivers/shared/web/runtime-config';
import { remoteRouteFor } from '../../routes/remote-routes';
import { requestRuntimeConfig } from '../../runtime-config-request';
import { buildFor } from '../build-choice';
import { loadFederationCode } from '../runtime/federation-code';
import { assetsFromConfig } from './assets-to-preload';
import { earlyStart, preloadScreen } from './early-start';
import { watchPageScripts } from './page-scripts';

declare const __LG_HOST_SHARED__: Record<string, unknown>;

/**
 * Steps 1 and 2 of the early start (see early-start.ts), run by boot.js while main.js downloads:
 * the runtime config on every route (main.js reads the same response), and on a route that shows
 * a remote the screen's first API reads (`reads`, handed to its first requests), the remote's
 * manifest, the federation runtime's code and the remote's entry at once, then, once main.js is
 * the only one of them still downloading, the screen's chunks and styles (from the config where it
 * carries them, else from the manifest).
 */
export function startBootRequests(pathname: string): void {
  const route = remoteRouteFor(pathname);
  const config = requestRuntimeConfig();
  if (!route) return;
  // The federation runtime's code (16 KB) at once: it is the first link of the remote's chain, and
  // it is parsed and run while main.js still downloads (early-start.ts, step 2).
  const code = loadFederationCode();
  code.catch(() => undefined);
  const entry = config
    .then((response) => (response.ok ? response.json() : null))
    .then((raw: { remotes?: Record<string, unknown>; apiBaseUrl?: unknown } | null) => {
      // The screen's first API reads (tiny): now, beside main.js, not after the remote has run.
      const apiBaseUrl = raw?.apiBaseUrl;
      if (typeof apiBaseUrl === 'string')
        for (const read of route.reads ?? []) startEarlyRead(joinApiUrl(apiBaseUrl, read));
      // The build this page load uses (a canary's candidate, or the current build): main.js
      // validates the config, and makes the same choice.
      const location = raw?.remotes?.[route.remote] as RemoteLocation | undefined;
      const build = location ? buildFor(route.remote, location).build : undefined;
      if (typeof build?.manifest !== 'string') return;
      const provided = new Set(Object.keys(__LG_HOST_SHARED__));
      // The screen's files straight from the config, where it carries them: no manifest first.
      const fromConfig = assetsFromConfig(build, route.module, provided);
      const entryIn = fromConfig ? preloadScreen(fromConfig) : null;
      const entryInFromManifest = earlyStart.startRemoteEarly(build.manifest, route.module, provided);
      return entryIn ?? entryInFromManifest;
    })
    .catch(() => undefined);
  // The chunks wait for the other page scripts, the runtime's code and the remote's entry.
  watchPageScripts([code, entry]);
}
