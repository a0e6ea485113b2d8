/**
 * What the shell reads in a remote's `mf-manifest.json` (the federation build writes it): the
 * entry, and the scripts and styles of each exposed screen and each shared library. The early
 * start preloads from it; the runtime is given the entry it names (runtime/remote-entry.ts).
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

/** Where a remote's files are: its manifest's public path, or next to the manifest for 'auto'. */
export function assetBaseUrl(publicPath: string | undefined, manifestUrl: string): string {
  return publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : manifestUrl;
}

/** The absolute URL of the entry (`remoteEntry.js`) the manifest at `manifestUrl` names. */
export function entryUrlOf(manifest: Pick<RemoteManifest, 'metaData'>, manifestUrl: string): string {
  const { publicPath, remoteEntry } = manifest.metaData;
  const file = [remoteEntry.path, remoteEntry.name].filter(Boolean).join('/');
  return new URL(file, assetBaseUrl(publicPath, manifestUrl)).href;
}
