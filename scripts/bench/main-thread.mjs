// Where each route's main-thread time goes on a cold load, the composed page beside the single
// app: a Chromium trace of each load under the mobile conditions (4x CPU slowdown, slow 4G),
// summarised like Lighthouse's main-thread breakdown and bootup audits (lib/trace.mjs): busy time
// and long tasks in the first 5 s, the time by kind of work and by script. `pnpm build` and the
// single app (`pnpm bench` builds it, or --build-single) first.
//   node scripts/bench/main-thread.mjs [/kidspage,/gift-now] [--runs 3] [--window 5000] [--build-single]
//   node scripts/bench/main-thread.mjs --action "typing the code" [--runs 3]
// Prints one table (medians of the runs) and the scripts that take the most time, and each long
// task with the work that took most of it; writes bench-results/main-thread.json. --action (one of
// lib/interactions.mjs) traces that action instead of the load, on its own route: from just
// before the input to 1 s after it, the composed page only.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hostBenchmarkIndex, launchBrowser, mobileContext, newPageUnder } from './lib/browser.mjs';
import { interactions } from './lib/interactions.mjs';
import { benchDir } from './lib/paths.mjs';
import { buildSingleApp } from './lib/single-app.mjs';
import { origin, ports, snapshotBuilds, startProductApi, startStaticServers, waitFor } from './lib/stack.mjs';
import { routes as allRoutes } from './lib/targets.mjs';
import { groups, mainThreadSummary, startTrace } from './lib/trace.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const actionName = option('--action', null);
const action = actionName && interactions.find((i) => i.name === actionName);
if (actionName && !action)
  throw new Error(`no action "${actionName}": one of ${interactions.map((i) => `"${i.name}"`).join(', ')}`);
const routes = action ? [action.route] : (args.find((a) => a.startsWith('/')) ?? allRoutes.join(',')).split(',');
const runs = Number(option('--runs', 3));
const windowMs = Number(option('--window', 5000));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One traced cold load of `url`: the main thread's summary over the first `windowMs`. */
async function tracedLoad(browser, url) {
  const context = await browser.newContext({ ...mobileContext, serviceWorkers: 'block' });
  try {
    const { page, cdp } = await newPageUnder(context);
    const stop = await startTrace(cdp);
    await page.goto(url, { waitUntil: 'load' });
    if (!action) {
      await page.waitForTimeout(windowMs);
      return mainThreadSummary(await stop(), { windowMs });
    }
    await action.ready(page);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await action.prepare?.(page);
    await page.waitForTimeout(500);
    const fromMs = await page.evaluate(() => performance.now());
    await action.act(page);
    await page.waitForTimeout(1000);
    const toMs = await page.evaluate(() => performance.now());
    return mainThreadSummary(await stop(), { fromMs, windowMs: toMs });
  } finally {
    await context.close();
  }
}

const label = { shell: 'composed', single: 'single' };
const short = (url) => url.replace(/^https?:\/\/localhost:(\d+)\//, (_, port) => `:${port}/`).slice(0, 60);

if (args.includes('--build-single')) buildSingleApp();
const p = ports();
const stopStatic = await startStaticServers(snapshotBuilds(p, { single: !action }), p);
const api = startProductApi(p);
const results = [];
let browser;
try {
  await waitFor(`${origin(p.api)}/api/health`, 180_000, api.child);
  browser = await launchBrowser();
  const index = await hostBenchmarkIndex(browser);
  console.log(
    `host benchmark index ${index}; medians of ${runs} traced cold loads; ${action ? `"${action.name}": from the input to 1 s after it` : `first ${windowMs} ms`}`,
  );
  console.log(
    `| route | build | busy ms | long tasks | blocking ms | ${groups.join(' | ')} |\n|---|---|${'--:|'.repeat(3 + groups.length)}`,
  );
  for (const route of routes) {
    for (const build of action ? ['shell'] : ['shell', 'single']) {
      const loads = [];
      for (let run = 0; run < runs; run += 1) loads.push(await tracedLoad(browser, origin(p[build]) + route));
      const row = {
        route,
        build: label[build],
        busyMs: median(loads.map((l) => l.busyMs)),
        longTasks: median(loads.map((l) => l.longTasks.length)),
        blockingMs: median(loads.map((l) => l.blockingMs)),
        byGroup: Object.fromEntries(groups.map((g) => [g, median(loads.map((l) => l.byGroup[g]))])),
        loads,
      };
      results.push(row);
      console.log(
        `| \`${route}\` | ${row.build} | ${row.busyMs} | ${row.longTasks} | ${row.blockingMs} | ${groups.map((g) => row.byGroup[g]).join(' | ')} |`,
      );
    }
  }
  console.log('\nscripts by main-thread time (first load of each; ms total / of which scripting):');
  for (const row of results) {
    const top = row.loads[0].byUrl.slice(0, 6).map((u) => `${short(u.url)} ${u.totalMs}/${u.scriptingMs}`);
    console.log(`${row.route} ${row.build}: ${top.join('; ')}`);
    const forced = row.loads[0].forcedLayouts.map((f) => `${short(f.url)} ${f.count}x ${f.ms} ms`);
    console.log(`   forced style/layout: ${forced.join('; ') || 'none'}`);
    row.loads.forEach((load, run) => {
      console.log(`   load ${run + 1}, long tasks (start+ms: mostly):${load.longTasks.length ? '' : ' none'}`);
      for (const t of load.longTasks)
        console.log(`     ${t.startMs.toFixed(0)}+${t.durationMs.toFixed(0)}: ${t.mostly.join(', ')}`);
    });
  }
  mkdirSync(benchDir, { recursive: true });
  writeFileSync(
    path.join(benchDir, 'main-thread.json'),
    `${JSON.stringify({ at: new Date().toISOString(), benchmarkIndex: index, runs, windowMs, results }, null, 2)}\n`,
  );
} finally {
  await browser?.close();
  await stopStatic();
  await api.stop();
}
