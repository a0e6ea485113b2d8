/**
 * The early start of the first screen's remote: a head start for a route that shows a remote,
 * taken before main.js (React and the shell) runs. The whole of it, in the order it happens:
 *
 * 1. `boot.js` (`boot-requests.ts`, 2 KB) runs while main.js downloads: it requests the runtime
 *    config and, the moment it is read, preloads what the screen needs: straight from the config
 *    where the config carries the build's entry and first-screen assets (`assetsFromConfig`), with
 *    no manifest round trip first. It also fetches the manifest (`startRemoteEarly`), for the
 *    runtime, and preloads the manifest's list as soon as it is read (`assetsToPreload`: the same
 *    files, or, for a build the config names by its manifest only, the only list there is), and
 *    starts the federation runtime's own code. They download beside main.js: on these routes
 *    the largest paint is the remote's screen, which needs both, so the page is ready when the
 *    last byte of either is in (docs/performance.md).
 * 2. The federation runtime, once up, takes the manifest response from here (`takeEarlyManifest`,
 *    through `manifest-plugin.ts`) instead of fetching it again, and finds the scripts in the cache.
 *
 * Everything here is a head start only: main.js validates the config and loads the screen itself,
 * reusing these requests; a failure here changes nothing but the timing.
 */
import type { RemoteManifest } from '../remote-manifest';
import { assetsToPreload, type PreloadAsset } from './assets-to-preload';

export interface EarlyStart {
  /**
   * Fetches the remote's manifest now and preloads what `module` needs as soon as it is read
   * (errors are the runtime's to report).
   */
  startRemoteEarly(manifestUrl: string, module: string, provided: ReadonlySet<string>): void;
  /** The early manifest response for `url`, handed out once (a retry fetches afresh). */
  takeEarlyManifest(url: string): Promise<Response> | undefined;
}

/** Preloads one script or style, once per URL (the config's and the manifest's lists overlap). */
export function preload({ href, as }: PreloadAsset): void {
  if (document.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  link.href = href;
  document.head.appendChild(link);
}

/** A fresh early start; the page has one, `earlyStart` below. */
export function createEarlyStart(): EarlyStart {
  /** Manifest responses fetched early, by URL, until the runtime takes them. */
  const manifests = new Map<string, Promise<Response>>();
  return {
    startRemoteEarly(manifestUrl, module, provided) {
      if (!manifestUrl.endsWith('.json') || manifests.has(manifestUrl)) return;
      const response = fetch(manifestUrl);
      manifests.set(manifestUrl, response);
      response
        .then((answer) => (answer.ok ? answer.clone().json() : null))
        .then((manifest: RemoteManifest | null) => {
          if (!manifest) return;
          for (const asset of assetsToPreload(manifest, manifestUrl, module, provided)) preload(asset);
        })
        .catch(() => undefined);
    },
    takeEarlyManifest(url) {
      const response = manifests.get(url);
      manifests.delete(url);
      return response;
    },
  };
}

/**
 * The page's early start. boot.js and main.js share it: the two entries share one webpack runtime,
 * so this module is evaluated once for both.
 */
export const earlyStart: EarlyStart = createEarlyStart();
