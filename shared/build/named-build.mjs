// What a remote's runtime-config entry carries beside its manifest URL: the build's entry script
// and the first-screen assets of each exposed screen and shared library, read from the build's
// mf-manifest.json when the config is written (`pnpm runtime-config`, the bench's config). The
// shell preloads them straight from the config (shell/src/federation/early-start/), so the first
// screen waits for no manifest; the manifest is still what the federation runtime loads from.

import { hostProvided } from './federation.mjs';

/** Where a build's files are: its manifest's public path, or beside the manifest for 'auto'. */
function assetBase(publicPath, manifestUrl) {
  return publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : manifestUrl;
}

/**
 * The entry and first-screen assets (absolute URLs) of the build whose `manifest` (parsed
 * mf-manifest.json) is at `manifestUrl`: each exposed screen's, and each shared library's that the
 * shell does not provide.
 * @param {import('./named-build.d.mts').FederationManifest} manifest
 * @param {string} manifestUrl
 */
export function firstScreenAssets(manifest, manifestUrl) {
  const { publicPath, remoteEntry } = manifest.metaData;
  const base = assetBase(publicPath, manifestUrl);
  const url = (file) => new URL(file, base).href;
  const list = (assets) => ({ js: assets.js.sync.map(url), css: assets.css.sync.map(url) });
  return {
    entry: url([remoteEntry.path, remoteEntry.name].filter(Boolean).join('/')),
    assets: {
      screens: Object.fromEntries(manifest.exposes.map((expose) => [expose.path, list(expose.assets)])),
      // The libraries the shell provides (React, the router, the bus, zod…) are never fetched from a
      // remote: the config leaves them out, and stays small (it is read before the first screen).
      shared: Object.fromEntries(
        manifest.shared
          .filter((shared) => !(shared.name in hostProvided))
          .map((shared) => [shared.name, list(shared.assets)]),
      ),
    },
  };
}

/**
 * `build` (`{ id, manifest, … }` of a runtime config) with its entry and assets read from its
 * `manifest`; refused when the manifest is of another build than the config names.
 * @template {{ id: string, manifest: string }} B
 * @param {B} build
 * @param {import('./named-build.d.mts').FederationManifest} manifest
 */
export function withFirstScreenAssets(build, manifest) {
  const built = manifest.littlegivers?.build;
  if (built !== undefined && built !== build.id)
    throw new Error(`${build.manifest} is build "${built}", but the config names it "${build.id}"`);
  return { ...build, ...firstScreenAssets(manifest, build.manifest) };
}
