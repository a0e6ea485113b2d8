import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';

const manifestFile = 'mf-manifest.json';

/** The shell contract version of this commit (see shared/src/web/shell-contract.ts). */
export const shellContractVersion = JSON.parse(
  readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'src', 'web', 'shell-contract.json'),
    'utf8',
  ),
).version;

/**
 * What a remote's `mf-manifest.json` says of its build, beside what the federation plugin writes:
 * `littlegivers.shellContract`, the shell contract version it implements (the shell checks it
 * before it runs the remote), and `littlegivers.build`, its build id (LG_BUILD_ID).
 */
export class ManifestReleaseInfoPlugin {
  /** @param {{ shellContract: string, build: string }} info */
  constructor(info) {
    this.info = info;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ManifestReleaseInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ManifestReleaseInfoPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(manifestFile);
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString());
          manifest.littlegivers = this.info;
          compilation.updateAsset(manifestFile, new rspack.sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}
