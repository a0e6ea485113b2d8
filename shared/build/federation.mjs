// Module Federation settings every app shares: the singleton libraries, shared once.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const version = (name) => require(`${name}/package.json`).version;

const singleton = (name, pkg = name) => ({ singleton: true, requiredVersion: `^${version(pkg)}` });

/**
 * Build-time aliases every app gets. `react-router-dom` resolves to a curated re-export of the
 * routing API the apps use (see react-router-dom.mjs), `nanostores` and `zod/mini` to the functions
 * they use (nanostores.mjs, zod-mini.mjs): shared libraries are not tree-shaken, so this keeps each
 * shared library to what is used. Tests (vitest) use the real packages.
 */
export const sharedAliases = {
  'react-router-dom$': path.join(here, 'react-router-dom.mjs'),
  '@littlegivers/react-router-dom-full$': path.join(
    path.dirname(require.resolve('react-router-dom/package.json')),
    'dist',
    'index.mjs',
  ),
  // Same idea for nanostores (nanostores.mjs) and zod/mini (zod-mini.mjs): classic `zod` and
  // `zod/v4/core` are untouched.
  nanostores$: path.join(here, 'nanostores.mjs'),
  '@littlegivers/nanostores-full$': path.join(path.dirname(require.resolve('nanostores/package.json')), 'index.js'),
  'zod/mini$': path.join(here, 'zod-mini.mjs'),
  '@littlegivers/zod-mini-full$': path.join(
    path.dirname(require.resolve('zod/package.json')),
    'v4',
    'mini',
    'index.js',
  ),
};

/**
 * react-router's production build, for production builds. Its package.json points every condition
 * at `dist/development` (remix-run/react-router#14102: the development warnings and their checks
 * run in production); `dist/production` is the same API without them.
 */
export const reactRouterProductionAliases = (() => {
  const reactRouterDom = require.resolve('react-router-dom/package.json');
  const dist = path.join(
    path.dirname(createRequire(reactRouterDom).resolve('react-router/package.json')),
    'dist',
    'production',
  );
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
})();

/**
 * The file @module-federation/runtime imports as `@module-federation/runtime-core` (its ES module
 * build), followed from @module-federation/enhanced's own dependencies so that it is the same file,
 * hence the same module, as the one the shell's federation runtime uses.
 */
const runtimeCoreEntry = (() => {
  const from = (pkg, fromFile) => createRequire(fromFile).resolve(pkg);
  const enhanced = require.resolve('@module-federation/enhanced');
  const runtime = from('@module-federation/runtime', from('@module-federation/runtime-tools', enhanced));
  return path.join(path.dirname(from('@module-federation/runtime-core', runtime)), 'index.js');
})();

/**
 * A remote entry's federation glue imports the bundler runtime's and the runtime's CommonJS builds
 * (rspack's federation plugin aliases `@module-federation/runtime` to its `.cjs` file), which bring the whole SDK and a second copy of the runtime's helpers along (CommonJS
 * is not tree-shaken); their ES module builds are the same code, tree-shaken.
 */
export const esmBundlerRuntimeAlias = (() => {
  const from = (pkg, fromFile) => createRequire(fromFile).resolve(pkg);
  const enhanced = require.resolve('@module-federation/enhanced');
  const tools = from('@module-federation/runtime-tools', enhanced);
  const cjs = from('@module-federation/webpack-bundler-runtime', tools);
  const runtimeCjs = from('@module-federation/runtime', tools);
  return {
    [`${cjs}$`]: cjs.replace(/\.cjs$/, '.js'),
    // Not `$`-exact: this replaces the federation plugin's own (prefix) alias of that name. A
    // subpath (`/helpers`) does not resolve under a file and falls through to the package itself.
    '@module-federation/runtime': runtimeCjs.replace(/\.cjs$/, '.js'),
  };
})();

/** What federation-runtime-core.mjs provides to the remotes (see there). */
export const federationRuntimeCoreAlias = { '@littlegivers/federation-runtime-core$': runtimeCoreEntry };

/** Libraries that must exist once on the page; never eager (the host has an async boundary). */
export const sharedSingletons = {
  react: singleton('react'),
  'react/jsx-runtime': singleton('react/jsx-runtime', 'react'),
  'react-dom': singleton('react-dom'),
  'react-dom/client': singleton('react-dom/client', 'react-dom'),
  // The curated module lives in shared/: its version must be said, not read from its folder.
  'react-router-dom': { ...singleton('react-router-dom'), version: version('react-router-dom') },
  // The curated module lives in shared/ too (nanostores.mjs).
  nanostores: { ...singleton('nanostores'), version: version('nanostores') },
  '@nanostores/react': singleton('@nanostores/react'),
  // The curated module lives in shared/ too (zod-mini.mjs).
  'zod/mini': { ...singleton('zod/mini', 'zod'), version: version('zod') },
  // The event bus: one instance of its atoms for the host and every remote.
  '@littlegivers/shared/web/bus': { singleton: true, requiredVersion: false, version: '1.0.0' },
};

/**
 * What the shell provides to the remotes at run time (it registers its own, already loaded copies
 * with the federation runtime when the first remote is needed): name -> version and range.
 * zod/mini is the shell's too: it provides the whole curated module (3.7 KB more on `/`), so the page
 * has one zod, and a remote route downloads no second copy (6.2 KB less on each). react-query is
 * not shared: only remotes use it, each with its own query client, and a shared library is not
 * tree-shaken, so each remote bundles the part it uses (9.4 KB on the gift screen, against 12.2 KB
 * shared whole), and a route shows one remote.
 */
export const hostProvided = Object.fromEntries(
  [
    'react',
    'react/jsx-runtime',
    'react-dom',
    'react-dom/client',
    'react-router-dom',
    'nanostores',
    '@nanostores/react',
    '@littlegivers/shared/web/bus',
    'zod/mini',
  ].map((name) => {
    const config = sharedSingletons[name];
    const pkg = name.startsWith('@littlegivers/')
      ? null
      : name
          .split('/')
          .slice(0, name.startsWith('@') ? 2 : 1)
          .join('/');
    return [name, { version: config.version ?? version(pkg), requiredVersion: config.requiredVersion }];
  }),
);
