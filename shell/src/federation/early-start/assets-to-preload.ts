import type { AssetList, RemoteBuild } from '@littlegivers/shared/web/remote-builds';
import { assetBaseUrl, entryUrlOf, type RemoteManifest } from '../remote-manifest';

export interface PreloadAsset {
  href: string;
  as: 'script' | 'style';
}

/** The entry, then each list's styles and scripts, in order. */
function preloadsOf(entry: string, lists: (AssetList | undefined)[]): PreloadAsset[] {
  return [
    { href: entry, as: 'script' as const },
    ...lists.flatMap((list) => [
      ...(list?.css ?? []).map((href) => ({ href, as: 'style' as const })),
      ...(list?.js ?? []).map((href) => ({ href, as: 'script' as const })),
    ]),
  ];
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
  const base = assetBaseUrl(manifest.metaData.publicPath, manifestUrl);
  const url = (file: string) => new URL(file, base).href;
  const absolute = ({ assets }: { assets: { js: { sync: string[] }; css: { sync: string[] } } }) => ({
    js: assets.js.sync.map(url),
    css: assets.css.sync.map(url),
  });
  const expose = manifest.exposes.find((entry) => entry.path === module);
  const shared = manifest.shared.filter((entry) => !provided.has(entry.name));
  return preloadsOf(entryUrlOf(manifest, manifestUrl), [expose && absolute(expose), ...shared.map(absolute)]);
}

/**
 * The same list read straight from the runtime config, where the config carries the build's entry
 * and assets (read from its manifest when the config was written: shared/build/named-build.mjs):
 * nothing to wait for. Null where it does not (a build the config names by its manifest only, or
 * a screen the build did not have then): that build's assets come from its manifest.
 */
export function assetsFromConfig(
  build: RemoteBuild,
  module: string,
  provided: ReadonlySet<string>,
): PreloadAsset[] | null {
  const screen = build.assets?.screens[module];
  if (!build.entry || !build.assets || !screen) return null;
  const shared = Object.entries(build.assets.shared)
    .filter(([name]) => !provided.has(name))
    .map(([, list]) => list);
  return preloadsOf(build.entry, [screen, ...shared]);
}
