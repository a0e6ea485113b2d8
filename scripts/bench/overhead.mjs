// Where a remote route's federation overhead goes (dev aid for the benchmark): loads each route of
// the production builds and of the single-app baseline once, cold, and splits the compressed
// JavaScript each transfers by original source, through the builds' source maps (`pnpm build` and
// the single-app build first; `pnpm bench` makes both). Prints, per route, the composed bytes minus
// the single app's, by group: the federation runtime and the remote entry's glue (the library's),
// the bundler's runtime and chunk wrappers,
// the shell's federation code, and the application code each build carries.
//   node scripts/bench/overhead.mjs [/gift-now /faq …]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { sourceMapsDirOf } from '../../shared/build/source-maps.mjs';
import { coldLoad, launchBrowser } from './lib/browser.mjs';
import { root } from './lib/paths.mjs';
import { origin, ports, snapshotBuilds, startProductApi, startStaticServers, waitFor } from './lib/stack.mjs';
import { routeRemote } from './lib/targets.mjs';

/** A source map's source as a path from the repository's root (`app`: the build's own folder). */
function fromRoot(source, app) {
  const inBuild = source.replace(/^webpack:\/\/[^/]+\//, '');
  if (inBuild.startsWith('../')) return inBuild.slice(3);
  return `${app}/${inBuild.replace(/^\.\//, '')}`;
}

/** The group a source's bytes count in. */
function groupOf(source, app) {
  if (/webpack-bundler-runtime|%3D|embed_federation_runtime/.test(source)) return "federation: remote entry's glue";
  if (/@module-federation\/|federation-runtime-core/.test(source)) return 'federation: runtime';
  if (/webpack\/(runtime|bootstrap)|^\(none\)$/.test(source)) return 'bundler runtime, chunk wrappers';
  const file = fromRoot(source, app);
  if (/^shell\/src\/(federation|boot)/.test(file)) return "shell's federation code";
  const pkg = file.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const own = file.match(/^(shared\/design|shared\/src\/\w+|[a-z]+-mfe|shell)\//);
  return own ? own[1] : file;
}

/** Compressed bytes of one served file, by group (the brotli size shared out by raw bytes). */
function bytesByGroup(dir, file, app) {
  const js = readFileSync(path.join(dir, file), 'utf8');
  const compressed = existsSync(path.join(dir, `${file}.br`))
    ? readFileSync(path.join(dir, `${file}.br`)).length
    : js.length;
  const mapFile = path.join(sourceMapsDirOf(dir), `${file}.map`);
  const groups = new Map();
  if (!existsSync(mapFile)) return new Map([['(no source map)', compressed]]);
  const lines = js.split('\n');
  const mappings = [];
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const consumer = new SourceMapConsumer(map);
  // The consumer normalises `../x` and `./x` alike: group by the map's own spelling.
  const raw = new Map(consumer.sources.map((source, i) => [source, map.sources[i]]));
  consumer.eachMapping((m) => mappings.push({ ...m, source: raw.get(m.source) ?? m.source }));
  let mapped = 0;
  mappings.forEach((m, i) => {
    const next = mappings[i + 1];
    const end =
      next && next.generatedLine === m.generatedLine ? next.generatedColumn : (lines[m.generatedLine - 1] ?? '').length;
    const group = groupOf(m.source ?? '(none)', app);
    groups.set(group, (groups.get(group) ?? 0) + (end - m.generatedColumn));
    mapped += end - m.generatedColumn;
  });
  const wrappers = 'bundler runtime, chunk wrappers';
  groups.set(wrappers, (groups.get(wrappers) ?? 0) + js.length - mapped);
  for (const [group, raw] of groups) groups.set(group, (raw * compressed) / js.length);
  return groups;
}

const p = ports();
const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const dirs = snapshotBuilds(p);
// The builds themselves (their source maps are beside them), not the bench's snapshots.
const sources = Object.fromEntries(
  Object.keys(dirs).map((name) => [name, path.join(root, name === 'single' ? 'dist-single' : path.join(name, 'dist'))]),
);
const byPort = Object.fromEntries(Object.keys(dirs).map((name) => [String(p[name]), name]));
const stopStatic = await startStaticServers(dirs, p);
const api = startProductApi(p);
const browser = await launchBrowser();
try {
  await waitFor(`${origin(p.api)}/api/health`, 60_000, api.child);
  for (const route of routes.length ? routes : Object.keys(routeRemote).filter((r) => routeRemote[r])) {
    const totals = { composed: new Map(), single: new Map() };
    for (const [build, name] of [
      ['composed', 'shell'],
      ['single', 'single'],
    ]) {
      const load = await coldLoad(browser, origin(p[name]) + route, { throttle: false });
      for (const { url } of load.jsFiles) {
        const { port, pathname } = new URL(url);
        const app = byPort[port];
        if (!app) continue;
        const dir = sources[app];
        for (const [group, bytes] of bytesByGroup(dir, pathname.slice(1), app === 'single' ? 'shell' : app))
          totals[build].set(group, (totals[build].get(group) ?? 0) + bytes);
      }
    }
    const groups = [...new Set([...totals.composed.keys(), ...totals.single.keys()])];
    const rows = groups
      .map((group) => ({
        group,
        c: (totals.composed.get(group) ?? 0) / 1024,
        s: (totals.single.get(group) ?? 0) / 1024,
      }))
      .filter((row) => Math.abs(row.c - row.s) >= 0.05)
      .sort((a, b) => b.c - b.s - (a.c - a.s));
    const sum = (m) => [...m.values()].reduce((a, b) => a + b, 0) / 1024;
    console.log(
      `\n${route}: composed ${sum(totals.composed).toFixed(1)} KB, single ${sum(totals.single).toFixed(1)} KB, overhead ${(sum(totals.composed) - sum(totals.single)).toFixed(1)} KB`,
    );
    for (const row of rows)
      console.log(
        `  ${(row.c - row.s).toFixed(1).padStart(6)} KB  ${row.group} (${row.c.toFixed(1)} / ${row.s.toFixed(1)})`,
      );
  }
} finally {
  await browser.close();
  await stopStatic();
  await api.stop();
}
