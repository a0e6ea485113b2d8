/**
 * The first screen's remote, started before the federation runtime is ready: as soon as the
 * runtime config names the remote, its manifest is fetched and the scripts it lists for the screen
 * (entry, the screen's chunks, the shared libraries the shell does not provide) are preloaded, so
 * they download alongside the runtime's own code instead of after it. The runtime then reads the
 * same manifest response (early-remote plugin, `fetch` hook) and finds the scripts in the cache.
 */

interface ManifestAssets {
  js: { sync: string[] };
  css: { sync: string[] };
}

export interface RemoteManifest {
  metaData: { publicPath?: string; remoteEntry: { name: string; path?: string } };
  exposes: { path: string; assets: ManifestAssets }[];
  shared: { name: string; assets: ManifestAssets }[];
}

export interface PreloadAsset {
  href: string;
  as: 'script' | 'style';
}

/** Where a remote's files are: its manifest's public path, or next to the manifest for 'auto'. */
export function assetBaseUrl(publicPath: string | undefined, manifestUrl: string): string {
  return publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : manifestUrl;
}

/**
 * What to preload for `module` of the remote whose manifest is at `manifestUrl`. Shared libraries
 * named in `provided` (the shell's own singletons) are left out: the remote will not fetch them.
 */
export function assetsToPreload(
  manifest: RemoteManifest,
  manifestUrl: string,
  module: string,
  provided: ReadonlySet<string>,
): PreloadAsset[] {
  const { publicPath, remoteEntry } = manifest.metaData;
  const base = assetBaseUrl(publicPath, manifestUrl);
  const url = (file: string) => new URL(file, base).href;
  const expose = manifest.exposes.find((entry) => entry.path === module);
  const shared = manifest.shared.filter((entry) => !provided.has(entry.name));
  const entryFile = [remoteEntry.path, remoteEntry.name].filter(Boolean).join('/');
  return [
    { href: url(entryFile), as: 'script' as const },
    ...[expose, ...shared].flatMap((item) => [
      ...(item?.assets.css.sync ?? []).map((file) => ({ href: url(file), as: 'style' as const })),
      ...(item?.assets.js.sync ?? []).map((file) => ({ href: url(file), as: 'script' as const })),
    ]),
  ];
}

const early = new Map<string, Promise<Response>>();

function preload({ href, as }: PreloadAsset): void {
  if (document.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  link.href = href;
  document.head.appendChild(link);
}

/**
 * The page's own scripts download first: preloads wait until main.js runs (it calls
 * `releasePreloads` first thing, see main-started.ts) or boot.ts sees it downloaded. Sharing the
 * bandwidth with main.js would delay the shell's first paint; waiting longer leaves the network
 * idle while main.js runs.
 */
let released = false;
const waiting: PreloadAsset[] = [];
const starts: (() => void)[] = [];

/** Lets the preloads through, now and from then on (synchronously: no task boundary in between). */
export function releasePreloads(): void {
  released = true;
  for (const start of starts.splice(0)) start();
  for (const asset of waiting.splice(0)) preload(asset);
}

/** Runs `start` (another download the first screen needs) once the preloads are released: at once if they are. */
export function whenReleased(start: () => void): void {
  if (released) start();
  else starts.push(start);
}

/**
 * Fetches the remote's manifest now and preloads what `module` needs as soon as both the manifest
 * is read and the preloads are released (errors are the runtime's to report).
 */
export function startRemoteEarly(manifestUrl: string, module: string, provided: ReadonlySet<string>): void {
  if (!manifestUrl.endsWith('.json') || early.has(manifestUrl)) return;
  const response = fetch(manifestUrl);
  early.set(manifestUrl, response);
  response
    .then((answer) => (answer.ok ? answer.clone().json() : null))
    .then((manifest: RemoteManifest | null) => {
      if (!manifest) return;
      const assets = assetsToPreload(manifest, manifestUrl, module, provided);
      if (released) for (const asset of assets) preload(asset);
      else waiting.push(...assets);
    })
    .catch(() => undefined);
}

/** The early manifest response for `url`, handed out once (a retry fetches afresh). */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const response = early.get(url);
  early.delete(url);
  return response;
}
