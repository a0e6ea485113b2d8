/**
 * The early start of the first screen's remote: a head start for a route that shows a remote,
 * taken before main.js (React and the shell) runs. The whole of it, in the order it happens:
 *
 * 1. `boot.js` (`boot-requests.ts`, 2 KB) runs while main.js downloads: it starts the federation
 *    runtime's own code (16 KB, the first link of the remote's chain: it is parsed and run while
 *    main.js still downloads) and requests the runtime config; the moment the config is read, it
 *    starts the screen's first API reads and the remote's manifest (`startRemoteEarly`: small, for
 *    the contract check), and lists what the screen needs: straight from the config where the
 *    config carries the build's entry and first-screen assets (`assetsFromConfig`), else from the
 *    manifest as soon as it is read (`assetsToPreload`).
 * 2. The remote's entry (the next link of the chain after the runtime) is preloaded at once, the
 *    screen's chunks and styles once main.js is the only file still downloading (`page-scripts.ts`:
 *    the other page scripts, the runtime's code and the entry are in): under a slow link, files
 *    downloading beside main.js take their share of its bandwidth, and main.js, which everything
 *    waits for, would arrive last and run after them. Held, main.js arrives soon after the single
 *    app's does, the chunks' requests wait out their round trip while main.js finishes, and the
 *    chunks download while main.js runs.
 * 3. main.js's federation code takes the manifest from here, already read (`takeEarlyManifest`,
 *    in `runtime/remote-entry.ts`), instead of fetching it again: it checks its contract at once,
 *    with no wait for the response's body, and gives the runtime the entry, whose scripts are in
 *    the cache by then.
 *
 * Everything here is a head start only: main.js validates the config and loads the screen itself,
 * reusing these requests; a failure here changes nothing but the timing.
 */
import type { RemoteManifest } from '../remote-manifest';
import { assetsToPreload, type PreloadAsset } from './assets-to-preload';
import { chunksMayStart } from './page-scripts';

export interface EarlyStart {
  /**
   * Fetches the remote's manifest now and preloads what `module` needs as soon as it is read
   * (errors are the federation code's to report: runtime/remote-entry.ts). Resolves once the
   * remote's entry has downloaded, or will not be (the manifest did not load).
   */
  startRemoteEarly(manifestUrl: string, module: string, provided: ReadonlySet<string>): Promise<void>;
  /**
   * The manifest at `url` as the early start read it (null: it did not load, or is not JSON), handed
   * out once (a retry fetches afresh).
   */
  takeEarlyManifest(url: string): Promise<unknown> | undefined;
}

/**
 * Preloads one script or style once main.js is alone on the link (`chunksMayStart`), once per URL
 * (the config's and the manifest's lists overlap).
 */
export function preload(asset: PreloadAsset): void {
  void chunksMayStart().then(() => preloadNow(asset));
}

/**
 * Preloads a screen's files (`assetsToPreload`, `assetsFromConfig`: the remote's entry first): the
 * entry at once, the rest once main.js is alone on the link. Resolves once the entry has
 * downloaded or failed (at once when another preload of it is already there).
 */
export function preloadScreen([entry, ...rest]: readonly PreloadAsset[]): Promise<void> {
  for (const asset of rest) preload(asset);
  return entry ? preloadNow(entry) : Promise.resolve();
}

/** Adds the preload (once per URL); resolves once its file has downloaded or failed. */
function preloadNow({ href, as }: PreloadAsset): Promise<void> {
  if (document.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  link.href = href;
  const done = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  document.head.appendChild(link);
  return done;
}

/** A fresh early start; the page has one, `earlyStart` below. */
export function createEarlyStart(): EarlyStart {
  /** Manifests read early, by URL, until the federation code takes them. */
  const manifests = new Map<string, Promise<unknown>>();
  return {
    startRemoteEarly(manifestUrl, module, provided) {
      if (!manifestUrl.endsWith('.json') || manifests.has(manifestUrl)) return Promise.resolve();
      // Read once, here: the body is parsed while main.js still downloads.
      const read: Promise<unknown> = fetch(manifestUrl)
        .then((answer) => (answer.ok ? answer.json() : null))
        .catch(() => null);
      manifests.set(manifestUrl, read);
      return read
        .then((manifest) => {
          if (!manifest) return;
          return preloadScreen(assetsToPreload(manifest as RemoteManifest, manifestUrl, module, provided));
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
