/**
 * The shell's first script: a separate, tiny entry that runs while main.js (React and the shell)
 * is still downloading. On a route that shows a remote it starts, in parallel: the runtime config
 * and the remote's manifest (both small); then, once main.js has downloaded (so that it does not
 * share the bandwidth with them and the shell paints as soon as it can), the federation runtime's
 * code and the scripts the screen needs, which download while main.js runs.
 * Everything here is a head start only: main.js validates the config and loads the screen itself,
 * reusing these requests; a failure here changes nothing but the timing.
 */
import { releasePreloads, startRemoteEarly, whenReleased } from './federation/early-remote';
import { loadFederationCode } from './federation/federation-code';
import { remoteRouteFor } from './routes/remote-routes';
import { requestRuntimeConfig } from './runtime-config-request';

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

const route = remoteRouteFor(window.location.pathname);
const config = requestRuntimeConfig();
if (route) {
  // main.js releases the preloads as it starts (main-started.ts); this is the fallback.
  ownScriptsDownloaded().then(releasePreloads);
  // The federation runtime's code (17 KB) waits for main.js too: downloading alongside it, it held
  // back the shell's first paint, which is the largest one on a route whose screen is small.
  whenReleased(() => loadFederationCode().catch(() => undefined));
  config
    .then((response) => (response.ok ? response.json() : null))
    .then((raw: { remotes?: Record<string, unknown> } | null) => {
      const manifestUrl = raw?.remotes?.[route.remote];
      if (typeof manifestUrl === 'string') {
        startRemoteEarly(manifestUrl, route.module, new Set(Object.keys(__LG_HOST_SHARED__)));
      }
    })
    .catch(() => undefined);
}
