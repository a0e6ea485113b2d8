import { joinApiUrl, startEarlyRead } from '@littlegivers/shared/web/api/early-reads';
import { remoteRouteFor } from '../../routes/remote-routes';
import { requestRuntimeConfig } from '../../runtime-config-request';
import { loadFederationCode } from '../runtime/federation-code';
import { earlyStart } from './early-start';

declare const __LG_HOST_SHARED__: Record<string, unknown>;

/** Settles when the page's own scripts (main.js above all) have downloaded. */
function ownScriptsDownloaded(): Promise<void> {
  const pending = new Set([...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => s.src));
  for (const entry of performance.getEntriesByType('resource')) pending.delete(entry.name);
  if (pending.size === 0 || typeof PerformanceObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) pending.delete(entry.name);
      if (pending.size === 0) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe({ type: 'resource' });
  });
}

/**
 * Step 1 of the early start (see early-start.ts), run by boot.js while main.js downloads: the
 * runtime config on every route (main.js reads the same response), and on a route that shows a
 * remote the screen's first API reads (`reads`, handed to its first requests) and the remote's manifest, with the screen's scripts and the federation runtime's code held
 * back until main.js runs.
 */
export function startEarly(pathname: string): void {
  const route = remoteRouteFor(pathname);
  const config = requestRuntimeConfig();
  if (!route) return;
  // main.js releases the preloads as it starts (shell/src/index.ts); this is the fallback.
  ownScriptsDownloaded().then(earlyStart.releasePreloads);
  // The federation runtime's code (17 KB) waits for main.js too: downloading alongside it, it held
  // back the shell's first paint, which is the largest one on a route whose screen is small.
  earlyStart.whenReleased(() => loadFederationCode().catch(() => undefined));
  config
    .then((response) => (response.ok ? response.json() : null))
    .then((raw: { remotes?: Record<string, unknown>; apiBaseUrl?: unknown } | null) => {
      // The screen's first API reads (tiny): now, beside main.js, not after the remote has run.
      const apiBaseUrl = raw?.apiBaseUrl;
      if (typeof apiBaseUrl === 'string')
        for (const read of route.reads ?? []) startEarlyRead(joinApiUrl(apiBaseUrl, read));
      const manifestUrl = raw?.remotes?.[route.remote];
      if (typeof manifestUrl === 'string') {
        earlyStart.startRemoteEarly(manifestUrl, route.module, new Set(Object.keys(__LG_HOST_SHARED__)));
      }
    })
    .catch(() => undefined);
}
