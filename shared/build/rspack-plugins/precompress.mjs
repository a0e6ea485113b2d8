import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { rspack } from '@rspack/core';
import { runtimeCoreScript } from './runtime-core-script.mjs';

/** Files worth compressing ahead of time: hashed assets and the two fixed-name scripts builds make. */
const precompressible = new RegExp(
  `\\.[0-9a-f]{8,}\\.(?:js|css|svg)$|^(?:remoteEntry|${runtimeCoreScript.replace('.js', '')})\\.js$`,
);

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) next to each hashed
 * asset, once at build time, for the static server to send as they are (preCompressed): on-the-fly
 * compression uses a fast, weaker brotli level.
 */
export class PrecompressPlugin {
  apply(compiler) {
    const brotli = promisify(zlib.brotliCompress);
    const gzip = promisify(zlib.gzip);
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const names = Object.keys(assets).filter((name) => precompressible.test(path.basename(name)));
          await Promise.all(
            names.map(async (name) => {
              const buffer = compilation.getAsset(name).source.buffer();
              if (buffer.length < 1024) return;
              const [br, gz] = await Promise.all([
                brotli(buffer, {
                  params: {
                    [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
                  },
                }),
                gzip(buffer, { level: 9 }),
              ]);
              compilation.emitAsset(`${name}.br`, new rspack.sources.RawSource(br), { compressed: true });
              compilation.emitAsset(`${name}.gz`, new rspack.sources.RawSource(gz), { compressed: true });
            }),
          );
        },
      );
    });
  }
}
