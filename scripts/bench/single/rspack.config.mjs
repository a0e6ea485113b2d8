// The single-app baseline: the shell's sources with the remotes' screens imported directly, built
// with the same preset minus Module Federation, into dist-single/. Same sources, same loaders,
// same minifier: what differs from the composed build is the composition alone.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../../../shared/build/rspack.mjs';
import { shellPageOptions } from '../../../shell/rspack.config.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..', '..');
const shellDir = path.join(root, 'shell');

export default (_env, argv) => {
  const config = createAppConfig(
    {
      dir: shellDir,
      name: 'single',
      port: 3010,
      host: true,
      publicDir: path.join(shellDir, 'public'),
      ...shellPageOptions,
    },
    { mode: 'production', ...argv },
  );
  config.output.path = path.join(root, 'dist-single');
  // No boot entry: it exists to start the federation runtime and a remote early, and a single app
  // has neither (its main.js starts the route's chunk before the first render, as the shell's does).
  config.entry = { main: './src/index.ts' };
  config.optimization = { ...config.optimization, runtimeChunk: false };
  // Source maps beside the build (dist-single-maps/), for scripts/bench/overhead.mjs.
  config.devtool = 'hidden-source-map';
  config.plugins = config.plugins.filter((plugin) => !/ModuleFederationPlugin/.test(plugin?.constructor?.name ?? ''));
  config.resolve.alias = {
    ...(config.resolve.alias ?? {}),
    [path.join(shellDir, 'src', 'federation', 'screens', 'load-screen.ts')]: path.join(here, 'remotes.ts'),
    [path.join(shellDir, 'src', 'federation', 'screens', 'load-screen')]: path.join(here, 'remotes.ts'),
  };
  return config;
};
