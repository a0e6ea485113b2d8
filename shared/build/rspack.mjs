// One rspack preset for the shell and the remotes, so their builds cannot drift apart. Its
// plugins are in rspack-plugins/.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import {
  esmBundlerRuntimeAlias,
  federationRuntimeCoreAlias,
  hostProvided,
  reactRouterProductionAliases,
  sharedAliases,
  sharedSingletons,
} from './federation.mjs';
import { HeadTagsPlugin } from './rspack-plugins/head-tags.mjs';
import { ManifestReleaseInfoPlugin, shellContractVersion } from './rspack-plugins/manifest-release-info.mjs';
import { PrecompressPlugin } from './rspack-plugins/precompress.mjs';
import { RuntimeCoreScriptPlugin, runtimeCoreScript } from './rspack-plugins/runtime-core-script.mjs';
import { SourceMapsBesidePlugin } from './rspack-plugins/source-maps-beside.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The federation runtime is built without its manifest support (the snapshot and preload-assets
 * plugins): the shell reads each remote's manifest itself, checks its contract and gives the runtime
 * the entry (shell/src/federation/runtime/remote-entry.ts). Remotes and sharing are said to be on,
 * so that the minifier drops the runtime's stand-ins for them.
 */
const noManifestSupport = {
  FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
  FEDERATION_OPTIMIZE_NO_REMOTE: 'false',
  FEDERATION_OPTIMIZE_NO_SHARED: 'false',
};

/**
 * @param {object} options
 * @param {string} options.dir           the app's folder
 * @param {string} options.name          federation name (e.g. gift_mfe)
 * @param {number} options.port          dev server port
 * @param {Record<string,string>} [options.exposes]  remote: what it exposes
 * @param {boolean} [options.host]       the shell: owns the page; it is built as a plain app (no
 *   federation plugin) and loads the federation runtime itself when a remote is first needed,
 *   registering its own singletons as shared (shell/src/federation/runtime/)
 * @param {string} [options.title]     the page's title (a remote's standalone page: shared/build/remote-index.ejs)
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
  const buildId = process.env.LG_BUILD_ID ?? 'local';
  const outputPath = process.env.LG_DIST_DIR ? path.resolve(process.env.LG_DIST_DIR) : path.join(dir, 'dist');
  const app = {
    name,
    mode,
    context: dir,
    // The host also has a tiny `boot` entry that runs before main.js has downloaded (shell/src/boot.ts);
    // one webpack runtime for both, so they share module instances. main depends on boot (index.html
    // runs boot.js first): a module both use is in boot.js only, as is one the federation runtime's
    // chunk shares with boot.js (the early start).
    entry: host
      ? { boot: './src/boot.ts', main: { import: './src/index.ts', dependOn: 'boot' } }
      : { main: './src/index.ts' },
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
        ...(production ? reactRouterProductionAliases : {}),
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
        __LG_BUILD_ID__: JSON.stringify(buildId),
        __LG_HOST_SHARED__: JSON.stringify(host ? hostProvided : {}),
        // The federation runtime and SDK drop their Node.js code paths (script loading through
        // fetch and vm, and the like) when told they run in a browser.
        ENV_TARGET: JSON.stringify('web'),
        // A remote's federation plugin defines these from its `experiments.optimization`.
        ...(host ? noManifestSupport : {}),
      }),
      new rspack.HtmlRspackPlugin({
        // The shell's page is its own; a remote's standalone page is the same for every remote.
        template: host ? path.join(dir, 'index.html') : path.join(here, 'remote-index.ejs'),
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
            experiments: {
              optimization: { disableSnapshot: true },
              ...(externalRuntime ? { externalRuntime: true } : {}),
            },
          }),
      host ? null : new ManifestReleaseInfoPlugin({ shellContract: shellContractVersion, build: buildId }),
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
    plugins: [
      new rspack.DefinePlugin({ ENV_TARGET: JSON.stringify('web'), ...noManifestSupport }),
      new PrecompressPlugin(),
      new SourceMapsBesidePlugin({ clean: false }),
    ],
    optimization: { minimize: true },
    performance: { hints: false },
  };
  return [app, runtimeCore];
}
