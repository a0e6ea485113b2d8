// `pnpm runtime-config <file>`: writes into an environment's runtime config, for each build it names
// (`current` and `candidate` of a remote), the build's entry and first-screen assets, read from the
// build's mf-manifest.json (shared/build/named-build.mjs). The shell preloads them straight from the
// config, so a remote route's first screen waits for no manifest. Run it whenever the config names
// a new build (docs/releasing.md); a build the config names without them still loads, through its
// manifest. A manifest of another build than the config's `id` is refused.
// Option: --dir <remote>=<folder>: read that remote's manifests from a local build folder instead
// of their URLs (a build not uploaded yet).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withFirstScreenAssets } from '../../shared/build/named-build.mjs';

/** The manifest at `url`: from `dir` when given, else fetched. */
async function readManifest(url, dir) {
  if (dir) return JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** `config` with every named build's entry and assets read from its manifest. */
export async function withBuildAssets(config, dirs = {}) {
  const remotes = {};
  for (const [name, location] of Object.entries(config.remotes ?? {})) {
    if (typeof location === 'string') {
      remotes[name] = location;
      continue;
    }
    const named = async (build) =>
      build && withFirstScreenAssets(build, await readManifest(build.manifest, dirs[name]));
    const [current, candidate] = await Promise.all([named(location.current), named(location.candidate)]);
    remotes[name] = candidate ? { current, candidate } : { current };
  }
  return { ...config, remotes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, ...rest] = process.argv.slice(2);
  const dirs = Object.fromEntries(
    rest.flatMap((arg, i) => (rest[i - 1] === '--dir' ? [arg.split('=')] : [])).map(([k, v]) => [k, path.resolve(v)]),
  );
  try {
    if (!file) throw new Error('usage: pnpm runtime-config <runtime-config.json> [--dir <remote>=<folder>]');
    const config = await withBuildAssets(JSON.parse(readFileSync(file, 'utf8')), dirs);
    writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
    console.log(`${file}: the entry and first-screen assets of each named build written from its manifest`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
