import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { sourceMapsDirOf } from '../source-maps.mjs';

/**
 * Keeps source maps out of the deployable folder: every `.map` asset is taken out of the output
 * and written to `sourceMapsDirOf(output path)` instead (`shell/dist-maps`), for error reporting and
 * profiling (scripts/bench/profile.mjs). What is deployed holds no map to serve, however a URL is
 * spelled. `clean`: empty that folder first (the build that cleans its output).
 */
export class SourceMapsBesidePlugin {
  constructor({ clean }) {
    this.clean = clean;
  }
  apply(compiler) {
    const maps = new Map();
    compiler.hooks.thisCompilation.tap('SourceMapsBesidePlugin', (compilation) => {
      maps.clear();
      compilation.hooks.processAssets.tap(
        { name: 'SourceMapsBesidePlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          for (const name of Object.keys(assets).filter((file) => file.endsWith('.map'))) {
            maps.set(name, compilation.getAsset(name).source.buffer());
            compilation.deleteAsset(name);
          }
        },
      );
    });
    compiler.hooks.afterEmit.tap('SourceMapsBesidePlugin', () => {
      const dir = sourceMapsDirOf(compiler.options.output.path);
      if (this.clean) rmSync(dir, { recursive: true, force: true });
      for (const [name, buffer] of maps) {
        const file = path.join(dir, name);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, buffer);
      }
    });
  }
}
