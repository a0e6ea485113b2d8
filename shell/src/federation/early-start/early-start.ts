/**
 * The early start of the first screen's remote: a head start for a route that shows a remote,
 * taken before main.js (React and the shell) runs. The whole of it, in the order it happens:
 *
 * 1. `boot.js` (`start-early.ts`, 1 KB) runs while main.js downloads: it requests the runtime
 *    config, reads the remote's manifest URL from it and fetches the manifest (`startRemoteEarly`).
 *    What the screen needs (`assets-to-preload.ts`) is then held back, not preloaded yet, and so is
 *    the federation runtime's own code (`whenReleased`): main.js has the bandwidth to itself, and
 *    the shell's chrome paints as soon as it can.
 * 2. main.js's first statement (`shell/src/index.ts`) calls `releasePreloads`: everything held back
 *    starts downloading at once, in that task, while main.js runs. (Should main.js not call it,
 *    boot releases them when it sees main.js downloaded: a fallback, about 300 ms later.)
 * 3. The federation runtime, once up, takes the manifest response from here (`takeEarlyManifest`,
 *    through `manifest-plugin.ts`) instead of fetching it again, and finds the scripts in the cache.
 *
 * Everything here is a head start only: main.js validates the config and loads the screen itself,
 * reusing these requests; a failure here changes nothing but the timing.
 */
import type { RemoteManifest } from '../remote-manifest';
import { assetsToPreload, type PreloadAsset } from './assets-to-preload';

export interface EarlyStart {
  /**
   * Fetches the remote's manifest now and preloads what `module` needs as soon as both the manifest
   * is read and the preloads are released (errors are the runtime's to report).
   */
  startRemoteEarly(manifestUrl: string, module: string, provided: ReadonlySet<string>): void;
  /** Lets the preloads through, now and from then on (synchronously: no task boundary in between). */
  releasePreloads(): void;
  /** Runs `start` (another download the first screen needs) once the preloads are released: at once if they are. */
  whenReleased(start: () => void): void;
  /** The early manifest response for `url`, handed out once (a retry fetches afresh). */
  takeEarlyManifest(url: string): Promise<Response> | undefined;
}

function preload({ href, as }: PreloadAsset): void {
  if (document.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  link.href = href;
  document.head.appendChild(link);
}

/** A fresh early start; the page has one, `earlyStart` below. */
export function createEarlyStart(): EarlyStart {
  // The early start's whole state, in one object.
  const state = {
    released: false,
    /** Preloads and downloads waiting for main.js to start. */
    waitingAssets: [] as PreloadAsset[],
    waitingStarts: [] as (() => void)[],
    /** Manifest responses fetched early, by URL, until the runtime takes them. */
    manifests: new Map<string, Promise<Response>>(),
  };
  return {
    startRemoteEarly(manifestUrl, module, provided) {
      if (!manifestUrl.endsWith('.json') || state.manifests.has(manifestUrl)) return;
      const response = fetch(manifestUrl);
      state.manifests.set(manifestUrl, response);
      response
        .then((answer) => (answer.ok ? answer.clone().json() : null))
        .then((manifest: RemoteManifest | null) => {
          if (!manifest) return;
          const assets = assetsToPreload(manifest, manifestUrl, module, provided);
          if (state.released) for (const asset of assets) preload(asset);
          else state.waitingAssets.push(...assets);
        })
        .catch(() => undefined);
    },
    releasePreloads() {
      state.released = true;
      for (const start of state.waitingStarts.splice(0)) start();
      for (const asset of state.waitingAssets.splice(0)) preload(asset);
    },
    whenReleased(start) {
      if (state.released) start();
      else state.waitingStarts.push(start);
    },
    takeEarlyManifest(url) {
      const response = state.manifests.get(url);
      state.manifests.delete(url);
      return response;
    },
  };
}

/**
 * The page's early start. boot.js and main.js share it: the two entries share one webpack runtime,
 * so this module is evaluated once for both.
 */
export const earlyStart: EarlyStart = createEarlyStart();
