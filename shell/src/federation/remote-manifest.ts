/**
 * What the shell reads in a remote's `mf-manifest.json` (the federation build writes it): the
 * entry, and the scripts and styles of each exposed screen and each shared library. The early
 * start preloads from it; the runtime plugins read the same fields from the runtime's snapshot.
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
