// CI's byte budgets (deterministic): builds the single-app baseline (the four apps' production
// builds must be there: pnpm build), serves them and the API on the bench's ports, loads each route
// once in headless Chromium without throttling, and adds up the compressed JavaScript each cold
// load transfers (first-party; PayPal's SDK apart). On a route that shows a remote, the federation
// overhead (what the composed route transfers beyond the single app's) is at most 28 KB.
// Fonts: at most 60 KB transferred on a first load of each route; layout shift (CLS) at most 0.05.
// The timings need the mobile conditions: the last full `pnpm bench`'s figures
// (scripts/bench/LATEST.json, lib/recorded.mjs) are read against LCP ratio at most 1.05, LCP at
// most 2.0 s, TBT at most 150 ms, no long task in the first 5 s of /kidspage and /gift-now and
// INP at most 200 ms per action, and a miss is reported as an open target. Also checks the
// federation behaviour: one React, no remote's code on a route that does not show it, none at
// start-up or on idle, a remote preloaded on hover and on focus of its link.
// The first screens' main thread, on the builds themselves: `/kidspage` and `/gift-now` loaded cold,
// three times each, under the mobile conditions with the CPU slowdown calibrated to this host (4x
// on a host of benchmark index 1000, proportionally less on a slower or loaded one, the index
// measured again before each load: lib/browser.mjs calibratedSlowdown), so that a loaded 2-core CI
// machine emulates the same phone as a fast idle one; on a host too slow for that (index under 250:
// slower than the phone even at 1x) each task's duration is scaled by index / 250 before it is
// judged. A route fails when the median load has more long tasks (over 50 ms) in its first 5 s, or
// more TBT, than its budget (targets.mjs mainThreadBudget). --no-main-thread leaves it out (about 60 s).
// Exit 1 with a message naming the route and the overflow when a budget is exceeded.

import {
  calibratedSlowdown,
  coldLoad,
  hostBenchmarkIndex,
  launchBrowser,
  mobileConditions,
  preloadCheck,
  referenceBenchmarkIndex,
} from './lib/browser.mjs';
import { readRecorded, recordedBudgetMisses } from './lib/recorded.mjs';
import { buildSingleApp } from './lib/single-app.mjs';
import { apps, origin, ports, snapshotBuilds, startProductApi, startStaticServers, waitFor } from './lib/stack.mjs';
import {
  fontBudgetBytes,
  jsBudgetBytes,
  longTaskRoutes,
  mainThreadBudget,
  routeRemote,
  routes,
  targets,
} from './lib/targets.mjs';

const mainThread = !process.argv.includes('--no-main-thread');
const p = ports();
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const failures = [];
let passed = 0;
const check = (ok, message) => {
  if (ok) passed += 1;
  else failures.push(message);
};

/**
 * The first screens' main thread under the calibrated mobile conditions: the median of three cold
 * loads has at most its budget of long tasks in its first 5 s and of TBT.
 */
async function checkMainThread(browser) {
  console.log('main thread on cold loads, CPU slowdown calibrated to the host (4x at index 1000); medians of 3:');
  const median = (values) => [...values].sort((a, b) => a - b)[1];
  for (const route of longTaskRoutes) {
    const budget = mainThreadBudget[route];
    const loads = [];
    for (let run = 0; run < 3; run += 1) {
      const index = await hostBenchmarkIndex(browser, 3);
      const cpuSlowdown = calibratedSlowdown(index);
      const r = await coldLoad(browser, origin(p.shell) + route, { cpuSlowdown, observeMs: 5000 });
      // 1 when the slowdown is calibrated; under 1 when even 1x is slower than the phone.
      const scale = Math.min(1, (mobileConditions.cpuSlowdown * index) / referenceBenchmarkIndex / cpuSlowdown);
      const tasks = r.longTasks.map((t) => ({ start: t.start, duration: t.duration * scale }));
      const count = tasks.filter((t) => t.duration > 50 && t.start < 5000).length;
      const tbt = tasks
        .filter((t) => t.start + t.duration > r.fcp)
        .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
      loads.push({ index, cpuSlowdown, count, tbt });
    }
    const count = median(loads.map((l) => l.count));
    const tbt = median(loads.map((l) => l.tbt));
    const under = loads.map((l) => `${l.cpuSlowdown}x at index ${l.index}`).join(', ');
    console.log(
      `${route.padEnd(12)} long tasks in the first 5 s: ${loads.map((l) => l.count).join(', ')} (budget ${budget.longTasks}); ` +
        `TBT ${loads.map((l) => Math.round(l.tbt)).join(', ')} ms (budget ${budget.tbtMs}); slowdown ${under}`,
    );
    check(
      count <= budget.longTasks,
      `${route}: ${count} long tasks over 50 ms in the first 5 s of a cold load (budget ${budget.longTasks}; ${under})`,
    );
    check(
      tbt <= budget.tbtMs,
      `${route}: TBT ${Math.round(tbt)} ms on a cold load, over its budget of ${budget.tbtMs} ms (${under})`,
    );
  }
}

buildSingleApp();
const stopStatic = await startStaticServers(snapshotBuilds(p), p);
const api = startProductApi(p);
let browser;
try {
  await waitFor(`${origin(p.api)}/api/health`, 120_000, api.child);
  browser = await launchBrowser();
  const remoteOrigins = Object.fromEntries(apps.slice(1).map((app) => [app, origin(p[app])]));
  await coldLoad(browser, `${origin(p.shell)}/`, { throttle: false }); // warm-up, not counted
  console.log('route        JS (compressed)   budget    requests  React  fonts     images    CLS    remotes fetched');
  for (const route of routes) {
    const r = await coldLoad(browser, origin(p.shell) + route, { throttle: false });
    const budget = jsBudgetBytes[route];
    const fetched = Object.entries(remoteOrigins)
      .filter(([, o]) => r.requestUrls.some((url) => url.startsWith(o)))
      .map(([app]) => app);
    console.log(
      `${route.padEnd(12)} ${kb(r.jsBytes).padStart(10)} ${r.jsBytes > budget ? '✗' : '✓'}     ${kb(budget).padStart(8)}  ${String(r.jsRequests).padStart(8)}  ${String(r.reactCopies).padStart(5)}  ${kb(r.fontBytes).padStart(8)}  ${kb(r.imageBytes).padStart(8)}  ${r.cls.toFixed(3)}  ${fetched.join(', ') || '-'}`,
    );
    check(
      r.jsBytes <= budget,
      `${route}: ${kb(r.jsBytes)} of compressed JavaScript on a cold load, ${kb(r.jsBytes - budget)} over its ${kb(budget)} budget`,
    );
    check(
      r.fontBytes <= fontBudgetBytes,
      `${route}: ${kb(r.fontBytes)} of fonts on a first load, over the ${kb(fontBudgetBytes)} budget`,
    );
    check(r.cls <= targets.clsMax, `${route}: layout shift (CLS) ${r.cls.toFixed(3)}, over ${targets.clsMax}`);
    check(r.reactCopies === 1, `${route}: ${r.reactCopies} copies of React loaded (must be exactly one)`);
    check(
      r.reactRouterDevBuilds === 0,
      `${route}: react-router's development build loaded (shared/build/federation.mjs: reactRouterProductionAliases)`,
    );
    const expected = routeRemote[route];
    const stray = fetched.filter((app) => app !== expected);
    check(stray.length === 0, `${route}: fetched code of ${stray.join(', ')}, which does not show on this route`);
    check(r.errors.length === 0, `${route}: page errors: ${r.errors.join('; ')}`);
    if (expected) {
      const single = await coldLoad(browser, origin(p.single) + route, { throttle: false });
      const overhead = r.jsBytes - single.jsBytes;
      console.log(`${' '.repeat(13)}federation overhead ${kb(overhead)} (single app ${kb(single.jsBytes)})`);
      check(
        overhead <= targets.federationOverheadMaxKB * 1024,
        `${route}: federation overhead ${kb(overhead)} of compressed JavaScript beyond the single app's, over ${targets.federationOverheadMaxKB} KB`,
      );
    }
  }
  if (mainThread) await checkMainThread(browser);
  const f = await preloadCheck(browser, `${origin(p.shell)}/`, remoteOrigins);
  check(f.atStartOrIdle.length === 0, `/: remote code fetched at start-up or on idle: ${f.atStartOrIdle.join(', ')}`);
  check(f.hoverPreloads, '/: resting the pointer on "faq" did not preload content-mfe');
  check(f.focusPreloads, '/: keyboard focus on "kidspage" did not preload redeem-mfe');
} finally {
  await browser?.close();
  await stopStatic();
  await api.stop();
}

// The timings and the federation overhead, from the last full `pnpm bench` (LATEST.json).
const recorded = readRecorded();
check(recorded.pages.length > 0, 'scripts/bench/LATEST.json records no page: run pnpm bench');
for (const route of routes.filter((route) => !recorded.pages.some((page) => page.route === route)))
  check(false, `${route}: no figures in scripts/bench/LATEST.json: run pnpm bench`);
// Timings move with the machine that ran the bench (on a shared 2-core machine, by about 0.05 in the
// ratio between runs), so a recorded miss is listed as an open target and fails nothing here; the
// bytes, the overhead included, are checked above on the builds themselves.
const { checked, misses } = recordedBudgetMisses(recorded);
for (const message of misses) console.warn(`open target (from the last pnpm bench): ${message}`);
console.log(`recorded timing targets: ${checked - misses.length} of ${checked} met in the last pnpm bench`);

for (const message of failures) console.error(`budget check failed: ${message}`);
console.log(`check-budgets: ${passed} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
