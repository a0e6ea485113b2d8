interface ManifestAssets {
  js: { sync: string[] };
  css: { sync: string[] };
}

/** The fields of a remote's mf-manifest.json that named-build.mjs reads. */
export interface FederationManifest {
  metaData: { publicPath?: string; remoteEntry: { name: string; path?: string } };
  exposes: { path: string; assets: ManifestAssets }[];
  shared: { name: string; assets: ManifestAssets }[];
  littlegivers?: { shellContract?: string; build?: string };
}

export interface AssetList {
  js: string[];
  css: string[];
}

export interface FirstScreenAssets {
  entry: string;
  assets: { screens: Record<string, AssetList>; shared: Record<string, AssetList> };
}

export function firstScreenAssets(manifest: FederationManifest, manifestUrl: string): FirstScreenAssets;

export function withFirstScreenAssets<B extends { id: string; manifest: string }>(
  build: B,
  manifest: FederationManifest,
): B & FirstScreenAssets;
