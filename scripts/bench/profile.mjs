// Where a cold load's main-thread time goes (dev aid for the benchmark): loads one route of the
// production builds under the mobile conditions with the DevTools CPU profiler on, then prints the
// busy time per 100 ms, and the self and inclusive time per original source file (through the
// builds' source maps) in a window of the load. `pnpm build` first.
//   node scripts/bench/profile.mjs /gift-now [--from 1000] [--to 2500] [--single]
// --single profiles the single-app baseline (dist-single/, `pnpm bench` builds it) instead.
// --action "choosing a greeting" (or another action of lib/interactions.mjs) profiles that action
// instead of the load: from just before the input to 1 s after it, on the action's own route.
// The profile itself is written to bench-results/<route>[-single].cpuprofile (Chromium's DevTools opens it).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromiumArgs, findChromium } from '@littlegivers/tooling/chromium';
import { chromium } from 'playwright-core';
import { sourceMapsDirOf } from '../../shared/build/source-maps.mjs';
import { mobileContext, newPageUnder } from './lib/browser.mjs';
import { interactions } from './lib/interactions.mjs';
import { benchDir, root } from './lib/paths.mjs';
import { apps, origin, ports, snapshotBuilds, startProductApi, startStaticServers, waitFor } from './lib/stack.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
};
const actionName = args.includes('--action') ? args[args.indexOf('--action') + 1] : null;
const action = actionName ? interactions.find((i) => i.name === actionName) : null;
if (actionName && !action)
  throw new Error(`no action "${actionName}": one of ${interactions.map((i) => `"${i.name}"`).join(', ')}`);
const route = action?.route ?? args.find((arg) => arg.startsWith('/')) ?? '/gift-now';
const from = option('--from', 0);
const to = option('--to', 10_000);
const single = args.includes('--single');

async function record() {
  const p = ports();
  const stopStatic = await startStaticServers(snapshotBuilds(p, { single }), p);
  const api = startProductApi(p);
  let browser;
  try {
    await waitFor(`${origin(p.api)}/api/health`, 180_000, api.child);
    browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs, headless: true });
    const context = await browser.newContext({ ...mobileContext, serviceWorkers: 'block' });
    const { page, cdp } = await newPageUnder(context);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    if (action) {
      await page.goto(origin(single ? p.single : p.shell) + route, { waitUntil: 'load' });
      await action.ready(page);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await action.prepare?.(page);
      await page.waitForTimeout(500);
      await cdp.send('Profiler.start');
      await action.act(page);
      await page.waitForTimeout(1000);
    } else {
      await cdp.send('Profiler.start');
      await page.goto(origin(single ? p.single : p.shell) + route, { waitUntil: 'load' });
      await page.waitForTimeout(4000);
    }
    const lcp = await page.evaluate(
      () =>
        new Promise((resolve) =>
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? 0)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          }),
        ),
    );
    const { profile } = await cdp.send('Profiler.stop');
    return { profile, lcp };
  } finally {
    await browser?.close();
    await stopStatic();
    await api.stop();
  }
}

/** file name -> its source map, from the four apps' builds (kept beside each build, not in it). */
function sourceMaps() {
  const require = createRequire(path.join(root, 'package.json'));
  let SourceMapConsumer;
  try {
    ({ SourceMapConsumer } = require('source-map-js'));
  } catch {
    return () => null;
  }
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) {
      const found = [...apps.map((app) => path.join(root, app, 'dist')), path.join(root, 'dist-single')]
        .map((dist) => path.join(sourceMapsDirOf(dist), `${file}.map`))
        .find((f) => existsSync(f));
      cache.set(file, found ? new SourceMapConsumer(JSON.parse(readFileSync(found, 'utf8'))) : null);
    }
    return cache.get(file);
  };
}

function report({ profile, lcp }) {
  const mapOf = sourceMaps();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const names = new Map();
  const nameOf = (id) => {
    if (!names.has(id)) {
      const frame = nodes.get(id).callFrame;
      let name = frame.functionName || '(anonymous)';
      if (frame.url) {
        const file = frame.url.split('/').pop();
        const position = mapOf(file)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
        name = position?.source
          ? position.source
              .replace(/^webpack:\/\/[^/]*\//, '')
              .replace(/.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, 'npm:')
          : file;
      }
      names.set(id, name);
    }
    return names.get(id);
  };
  const buckets = new Map();
  const self = new Map();
  const inclusive = new Map();
  let t = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    t += ms;
    const name = nameOf(id);
    if (name === '(idle)') return;
    const bucket = Math.floor(t / 100) * 100;
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + ms);
    if (t < from || t > to) return;
    self.set(name, (self.get(name) ?? 0) + ms);
    const seen = new Set();
    for (let at = id; at; at = parents.get(at)) {
      const source = nameOf(at);
      if (!seen.has(source)) {
        seen.add(source);
        inclusive.set(source, (inclusive.get(source) ?? 0) + ms);
      }
    }
  });
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => `${ms.toFixed(0).padStart(6)} ms  ${name.slice(0, 110)}`)
      .join('\n');
  console.log(`${route}: LCP ${Math.round(lcp)} ms (with the profiler on)\nbusy ms per 100 ms:`);
  console.log(
    [...buckets]
      .sort((a, b) => a[0] - b[0])
      .filter(([, ms]) => ms >= 5)
      .map(([at, ms]) => `${String(at).padStart(5)} ${'#'.repeat(Math.round(ms / 5))} ${ms.toFixed(0)}`)
      .join('\n'),
  );
  console.log(
    `\nself time, ${from}-${to} ms ((program) = parsing, compiling, style, layout, paint):\n${top(self, 20)}`,
  );
  console.log(`\ninclusive time by source, ${from}-${to} ms:\n${top(inclusive, 20)}`);
}

const recorded = await record();
mkdirSync(benchDir, { recursive: true });
writeFileSync(
  path.join(
    benchDir,
    `${route.replace(/\W/g, '_')}${action ? `-${action.name.replace(/\W/g, '-')}` : ''}${single ? '-single' : ''}.cpuprofile`,
  ),
  JSON.stringify(recorded.profile),
);
report(recorded);
process.exit(0);
