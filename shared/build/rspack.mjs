// One rspack preset for the shell and the three remotes, so their builds cannot drift apart.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import {
  esmBundlerRuntimeAlias,
  federationRuntimeCoreAlias,
  hostProvided,
  sharedAliases,
  sharedSingletons,
} from './federation.mjs';
import { sourceMapsDirOf } from './source-maps.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The script a remote's standalone page loads first (see federation-runtime-core.mjs). */
const runtimeCoreScript = 'federation-runtime-core.js';

/** Files worth compressing ahead of time: hashed assets and the two fixed-name scripts builds make. */
const precompressible = new RegExp(
  `\\.[0-9a-f]{8,}\\.(?:js|css|svg)$|^(?:remoteEntry|${runtimeCoreScript.replace('.js', '')})\\.js$`,
);

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) next to each hashed
 * asset, once at build time, for the static server to send as they are (preCompressed): on-the-fly
 * compression uses a fast, weaker brotli level.
 */
class PrecompressPlugin {
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

/**
 * Keeps source maps out of the deployable folder: every `.map` asset is taken out of the output
 * and written to `sourceMapsDirOf(output path)` instead, for error reporting and profiling
 * (scripts/bench/profile.mjs). What is deployed holds no map to serve, however a URL is spelled.
 * `clean`: empty that folder first (the build that cleans its output).
 */
class SourceMapsBesidePlugin {
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

/** A remote's standalone page: load the federation runtime core before the page's own scripts. */
class RuntimeCoreScriptPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RuntimeCoreScriptPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'RuntimeCoreScriptPlugin',
        (data) => {
          data.headTags.unshift(rspack.HtmlRspackPlugin.createHtmlTagObject('script', { src: runtimeCoreScript }));
          return data;
        },
      );
    });
  }
}

/** Puts the given tags first among the page's generated <head> tags. */
class HeadTagsPlugin {
  constructor(tags) {
    this.tags = tags;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('HeadTagsPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('HeadTagsPlugin', (data) => {
        const tags = this.tags.map(({ tagName, attributes = {}, innerHTML }) =>
          rspack.HtmlRspackPlugin.createHtmlTagObject(tagName, attributes, innerHTML),
        );
        data.headTags.unshift(...tags);
        return data;
      });
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.dir           the app's folder
 * @param {string} options.name          federation name (e.g. gift_mfe)
 * @param {number} options.port          dev server port
 * @param {Record<string,string>} [options.exposes]  remote: what it exposes
 * @param {boolean} [options.host]       the shell: owns the page; it is built as a plain app (no
 *   federation plugin) and loads the federation runtime itself when a remote is first needed,
 *   registering its own singletons as shared (shell/src/federation/runtime/)
 * @param {string} [options.title]
 * @param {string} [options.publicDir]   static files copied as they are (runtime config, sw.js)
 * @param {{ from: string, to: string }[]} [options.copy]  more files copied into the output (the font)
 * @param {{ tagName: string, attributes?: Record<string, string | boolean>, innerHTML?: string }[]} [options.headTags]
 *   tags put first among the page's generated <head> tags, before its stylesheet and scripts (the font)
 */
export function createAppConfig(options, argv = {}) {
  const mode = argv.mode ?? process.env.NODE_ENV ?? 'production';
  const production = mode === 'production';
  const { dir, name, port, exposes, host = false, title = 'Little Givers' } = options;
  // Production remotes use the federation runtime core the page provides (the shell's, or on a
  // remote's standalone page federation-runtime-core.js, built next to the app); development
  // builds keep their own copy, as do their standalone pages.
  const externalRuntime = production && !host;
  const outputPath = process.env.LG_DIST_DIR ? path.resolve(process.env.LG_DIST_DIR) : path.join(dir, 'dist');
  const app = {
    name,
    mode,
    context: dir,
    // The host also has a tiny `boot` entry that runs before main.js has downloaded (shell/src/boot.ts);
    // one webpack runtime for both, so they share module instances.
    entry: host ? { boot: './src/boot.ts', main: './src/index.ts' } : { main: './src/index.ts' },
    // Production maps are written for error reporting beside the build (SourceMapsBesidePlugin),
    // not referenced from the bundles and not deployed.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    target: ['web', 'es2022'],
    output: {
      // LG_DIST_DIR lets a deploy (or the redeploy test) build into another folder.
      path: outputPath,
      publicPath: host ? '/' : 'auto',
      uniqueName: name,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      alias: {
        ...sharedAliases,
        ...federationRuntimeCoreAlias,
        ...(externalRuntime ? esmBundlerRuntimeAlias : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules[\\/](?!@littlegivers)/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
            },
            env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css' },
        { test: /\.(svg|png|jpe?g|webp|gif)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
        __LG_BUILD_ID__: JSON.stringify(process.env.LG_BUILD_ID ?? 'local'),
        __LG_HOST_SHARED__: JSON.stringify(host ? hostProvided : {}),
        // The federation runtime and SDK drop their Node.js code paths (script loading through
        // fetch and vm, and the like) when told they run in a browser.
        ENV_TARGET: JSON.stringify('web'),
      }),
      new rspack.HtmlRspackPlugin({
        template: path.join(dir, 'index.html'),
        title,
        scriptLoading: 'module',
        minify: production,
      }),
      options.publicDir || options.copy
        ? new rspack.CopyRspackPlugin({
            patterns: [
              ...(options.publicDir ? [{ from: options.publicDir, to: '.', noErrorOnMissing: true }] : []),
              ...(options.copy ?? []),
            ],
          })
        : null,
      host
        ? null
        : new ModuleFederationPlugin({
            name,
            filename: 'remoteEntry.js',
            exposes,
            shared: sharedSingletons,
            shareStrategy: 'loaded-first',
            dts: false,
            manifest: true,
            ...(externalRuntime ? { experiments: { externalRuntime: true } } : {}),
          }),
      options.headTags ? new HeadTagsPlugin(options.headTags) : null,
      externalRuntime ? new RuntimeCoreScriptPlugin() : null,
      production ? new PrecompressPlugin() : null,
      production ? new SourceMapsBesidePlugin({ clean: true }) : null,
    ].filter(Boolean),
    optimization: { minimize: production, ...(host ? { runtimeChunk: 'single' } : {}) },
    performance: { hints: false },
    devServer: {
      port,
      host: 'localhost',
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: false },
    },
    experiments: { css: true },
  };
  if (!externalRuntime) return app;
  // The standalone page's federation-runtime-core.js: a separate build (the app's own is compiled
  // with the runtime core external), emitted into the same folder after the app's (which cleans it).
  const runtimeCore = {
    name: `${name}-runtime-core`,
    dependencies: [name],
    mode,
    context: dir,
    entry: { [runtimeCoreScript.replace('.js', '')]: path.join(here, 'federation-runtime-core.mjs') },
    devtool: production ? 'hidden-source-map' : 'source-map',
    target: ['web', 'es2022'],
    output: { path: outputPath, filename: '[name].js', clean: false, uniqueName: `${name}_runtime_core` },
    resolve: { alias: { ...federationRuntimeCoreAlias } },
    plugins: [new PrecompressPlugin(), new SourceMapsBesidePlugin({ clean: false })],
    optimization: { minimize: true },
    performance: { hints: false },
  };
  return [app, runtimeCore];
}
