import { assetBaseUrl, type RemoteManifest } from '../remote-manifest';

export interface PreloadAsset {
  href: string;
  as: 'script' | 'style';
}

/**
 * What to preload for `module` of the remote whose manifest is at `manifestUrl`: its entry, the
 * screen's styles and scripts, and the shared libraries' scripts. Shared libraries named in
 * `provided` (the shell's own singletons) are left out: the remote will not fetch them.
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
