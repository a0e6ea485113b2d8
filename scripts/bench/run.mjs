// `pnpm bench`: builds the four apps and the single-app baseline, serves them and the API on the
// bench's own ports, measures cold loads under Lighthouse's mobile conditions and the API's
// throughput and one reconciliation run with 10,000 abandoned orders, times three interactions (INP),
// prints one table, writes
// bench-results/latest.json, scripts/bench/LATEST.md and the figures `pnpm budgets` checks,
// scripts/bench/LATEST.json.
//
// Options: --no-build (measure the builds already there), --runs N (default 7),
//          --no-api (skip autocannon), --no-mail (skip the holiday peak of receipts), --routes /,/faq,
//          --no-reconcile, --reconcile-only (only the reconciliation figure, printed and written to
//          bench-results/reconcile.json: no build, no servers, no browser), --no-print,
//          --print-only (only the print figures: one card PDF on request, `ops print` of 100 and
//          1,000 cards; printed and written to bench-results/print.json; no port, no browser),
//          --no-human-check, --human-check-only (only the kidspage's human check, on the builds
//          already there: written to bench-results/human-check.json), --no-after-gift,
//          --after-gift-only (only the after-gift figures on PostgreSQL: GET /api/impact's p95 over
//          1,000,000 redeemed gifts and 50,000 payouts, the daily run over 1,000,000 open gifts;
//          printed and written to bench-results/after-gift.json; no port, no browser), --no-ecard,
//          --ecard-only (only the morning of 10,000 e-cards, on PostgreSQL and the embedded database:
//          written to bench-results/ecard.json; no build, no browser), --ecard-db postgres|pglite (one
//          database only), --no-inp (skip the interactions: typing the code, choosing a greeting,
//          step 1 to step 2, each timed as INP on `min(runs, 5)` cold loads), --inp-only (only the
//          interactions, on the builds already there, with the host benchmark index; --action NAME
//          for one of them; written to bench-results/inp.json), --topology (only the
//          holiday peak through the production topology, scripts/topology: BENCH_TOPOLOGY_SECONDS
//          (300) of load, one API process against two; written to bench-results/topology.json and
//          .md; `--no-build` uses the builds there), --lighthouse-only (Lighthouse 12.2.3 once per
//          route, through npx, on the builds already there: bench-results/lighthouse.json,
//          scripts/bench/LIGHTHOUSE.md and each route's whole report in
//          bench-results/lighthouse-<route>.json)
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pnpmCommand } from '@littlegivers/tooling/pnpm-command';
import { benchAfterGift } from './lib/after-gift-bench.mjs';
import { benchApi, startApiForThroughput } from './lib/api-bench.mjs';
import {
  coldLoad,
  hostBenchmarkIndex,
  humanCheckTiming,
  launchBrowser,
  mobileConditions,
  preloadCheck,
} from './lib/browser.mjs';
import { benchEcardMornings, postgresReachable } from './lib/ecard-bench.mjs';
import { appendHistory } from './lib/history.mjs';
import { interactions, interactionTiming } from './lib/interactions.mjs';
import { lighthouseRun, lighthouseVerdict, renderLighthouse } from './lib/lighthouse.mjs';
import { benchMailPeak } from './lib/mail-bench.mjs';
import { median } from './lib/median.mjs';
import { benchDir, root } from './lib/paths.mjs';
import { benchPrint } from './lib/print-bench.mjs';
import { benchReconcile } from './lib/reconcile-bench.mjs';
import { recordedFile, recordedResults } from './lib/recorded.mjs';
import { buildSingleApp } from './lib/single-app.mjs';
import { apps, origin, ports, snapshotBuilds, startProductApi, startStaticServers, waitFor } from './lib/stack.mjs';
import { renderTable } from './lib/table.mjs';
import {
  routes as allRoutes,
  fontBudgetBytes,
  jsBudgetBytes,
  longTaskRoutes,
  routeRemote,
  targets,
} from './lib/targets.mjs';
import { benchTopology, renderTopology } from './lib/topology-bench.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const runs = Number(option('--runs', 7));
const routes = option('--routes', allRoutes.join(',')).split(',');
const p = ports();
const started = Date.now();
const log = (...parts) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s]`, ...parts);

/** Long tasks (over 50 ms) that start in the first 5 s of a load. */
const longTasksIn = (tasks, windowMs = 5000) => tasks.filter((t) => t.duration > 50 && t.start < windowMs).length;

const cleanups = [];
const cleanup = async () => {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch(() => undefined);
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await cleanup();
    process.exit(130);
  });
}

/** The reconciliation figure (its own process; no port). */
async function reconcileFigure() {
  if (flag('--no-reconcile')) return null;
  log('reconciliation: one run with 10,000 abandoned orders against the PayPal stand-in');
  const figures = await benchReconcile();
  log(
    `  reconcile: ${figures.run.durationMs.toFixed(0)} ms, ${figures.run.paypalCalls} PayPal calls, ` +
      `${figures.run.checked} looked up, ${figures.run.closed} closed`,
  );
  return figures;
}

/** The after-gift figures on PostgreSQL (their own process and database; no port). */
async function afterGiftFigures() {
  if (flag('--no-after-gift')) return null;
  log('after the gift on PostgreSQL: /api/impact over 1,000,000 redeemed gifts, the daily run over 1,000,000 open');
  const figures = await benchAfterGift();
  log(
    `  /api/impact p95 ${figures.impact.p95Ms} ms; daily run ${(figures.dailyRun.ms / 1000).toFixed(1)} s ` +
      `(next ${(figures.secondRun.ms / 1000).toFixed(1)} s)`,
  );
  return figures;
}

/** The print figures (their own processes; no port). */
async function printFigures() {
  if (flag('--no-print')) return null;
  log('print: one card PDF on request, `ops print` of 100 and 1,000 paid cards');
  return benchPrint({ log });
}

/**
 * The morning of 10,000 e-cards on PostgreSQL (when its server answers) and on the embedded
 * database, or on the one `--ecard-db` names.
 */
async function ecardFigures() {
  if (flag('--no-ecard')) return null;
  const named = option('--ecard-db', null);
  let databases = named ? [named] : ['postgres', 'pglite'];
  if (!named && !(await postgresReachable())) {
    log('e-card morning: no PostgreSQL server answers at BENCH_DATABASE_URL; the embedded database only');
    databases = ['pglite'];
  }
  log(`e-card morning: 10,000 e-cards due at one instant, on ${databases.join(' and ')}`);
  return benchEcardMornings(p, { databases, log });
}

/** The kidspage's human check under the mobile conditions: median of `runs` cold loads. */
async function humanCheckFigure(browser, shellOrigin) {
  log(`human check on /kidspage: ${runs} cold loads under the mobile conditions`);
  const samples = [];
  for (let run = 0; run < runs; run += 1) samples.push(await humanCheckTiming(browser, `${shellOrigin}/kidspage`));
  const figure = {
    runs,
    shownMs: median(samples.map((s) => s.shownMs)),
    solvedMs: median(samples.map((s) => s.solvedMs)),
    afterShownMs: median(samples.map((s) => s.afterShownMs)),
    samples,
  };
  log(
    `  shown at ${figure.shownMs.toFixed(0)} ms, solved at ${figure.solvedMs.toFixed(0)} ms: ` +
      `${figure.afterShownMs.toFixed(0)} ms after showing`,
  );
  return figure;
}

/**
 * Interaction to next paint of each action (typing the code, choosing a greeting, step 1 to step
 * 2) on the composed page under the mobile conditions: median and worst of `count` cold loads.
 */
async function interactionFigures(browser, shellOrigin, count, chosen = interactions) {
  log(`interactions (INP): ${count} cold loads per action under the mobile conditions`);
  const figures = [];
  for (const interaction of chosen) {
    const samples = [];
    for (let run = 0; run < count; run += 1) samples.push(await interactionTiming(browser, shellOrigin, interaction));
    const inp = samples.map((s) => s.inpMs);
    const figure = {
      name: interaction.name,
      route: interaction.route,
      inpMs: median(inp),
      worstMs: Math.max(...inp),
      samples,
    };
    log(`  ${figure.name} on ${figure.route}: INP ${figure.inpMs} ms (worst of ${count}: ${figure.worstMs} ms)`);
    figures.push(figure);
  }
  return figures;
}

/** The API and the four builds already there, served, and a browser: a partial run's stage. */
async function serveBuildsWithBrowser() {
  const api = startProductApi(p);
  cleanups.push(api.stop);
  cleanups.push(await startStaticServers(snapshotBuilds(p, { single: false }), p));
  await waitFor(`${origin(p.api)}/api/health`, 120_000, api.child);
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  return browser;
}

/** `--human-check-only`: the API and the four builds already there, the figure alone. */
async function humanCheckOnly() {
  const browser = await serveBuildsWithBrowser();
  await coldLoad(browser, `${origin(p.shell)}/`, { throttle: false }); // warm-up, not measured
  const humanCheck = await humanCheckFigure(browser, origin(p.shell));
  const result = {
    at: new Date().toISOString(),
    commit: commit(),
    machine: { cpus: os.cpus().length, node: process.version },
    conditions: { ...mobileConditions, runs },
    targets,
    pages: [],
    humanCheck,
  };
  // A partial run: printed and kept apart, so the full run's latest.json and LATEST.md stay.
  writeFileSync(path.join(benchDir, 'human-check.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\n${renderTable(result)}`);
}

/** `--lighthouse-only`: the API and the builds already there, one Lighthouse run per route. */
async function lighthouseOnly() {
  const browser = await serveBuildsWithBrowser();
  await coldLoad(browser, `${origin(p.shell)}/`, { throttle: false }); // warm-up, not measured
  const figures = [];
  for (const route of routes) {
    const reportPath = path.join(benchDir, `lighthouse-${route.replace(/\W+/g, '') || 'home'}.json`);
    const figure = { route, ...(await lighthouseRun(`${origin(p.shell)}${route}`, { reportPath })) };
    log(
      `  ${route}: performance ${figure.score}, TBT ${figure.tbtMs} ms, LCP ${figure.lcpMs} ms, host index ${figure.benchmarkIndex}: ${lighthouseVerdict(figure)}`,
    );
    figures.push(figure);
  }
  const result = {
    at: new Date().toISOString(),
    commit: commit(),
    machine: { cpus: os.cpus().length, node: process.version },
    routes: figures,
  };
  writeFileSync(path.join(benchDir, 'lighthouse.json'), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(path.join(root, 'scripts', 'bench', 'LIGHTHOUSE.md'), renderLighthouse(result));
  log('wrote bench-results/lighthouse.json and scripts/bench/LIGHTHOUSE.md');
}

/** `--inp-only`: the API and the four builds already there, the interactions alone (or `--action`'s). */
async function inpOnly() {
  const named = option('--action', null);
  const chosen = named ? interactions.filter((i) => i.name === named) : interactions;
  if (!chosen.length) throw new Error(`no action "${named}": one of ${interactions.map((i) => i.name).join(', ')}`);
  const browser = await serveBuildsWithBrowser();
  const benchmarkIndex = await hostBenchmarkIndex(browser);
  log(`host benchmark index ${benchmarkIndex}`);
  await coldLoad(browser, `${origin(p.shell)}/`, { throttle: false }); // warm-up, not measured
  const inp = await interactionFigures(browser, origin(p.shell), Math.min(runs, 5), chosen);
  const result = { at: new Date().toISOString(), commit: commit(), benchmarkIndex, conditions: mobileConditions, inp };
  // A partial run: kept apart, so the full run's latest.json and LATEST.md stay.
  writeFileSync(path.join(benchDir, 'inp.json'), `${JSON.stringify(result, null, 2)}\n`);
  for (const figure of inp) {
    const w = figure.samples.map((s) => s.worst).find(Boolean);
    log(
      `${figure.name}: INP ${figure.inpMs} ms median, worst ${figure.worstMs} (${figure.samples.map((s) => s.inpMs).join(', ')})` +
        (w
          ? `; e.g. ${w.name}: input delay ${Math.round(w.inputDelay)} ms, handlers ${Math.round(w.processing)} ms`
          : ''),
    );
  }
}

function writeResults(result) {
  writeFileSync(path.join(benchDir, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(recordedFile, `${JSON.stringify(recordedResults(result), null, 2)}\n`);
  const table = renderTable(result);
  writeFileSync(path.join(root, 'scripts', 'bench', 'LATEST.md'), table);
  appendHistory(result);
  console.log(`\n${table}`);
  log(
    `wrote bench-results/latest.json, scripts/bench/LATEST.md, LATEST.json and a line of HISTORY.md in ${result.durationSec.toFixed(0)} s`,
  );
}

const commit = () => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  } catch {
    return null;
  }
};

async function main() {
  mkdirSync(benchDir, { recursive: true });
  if (flag('--print-only')) {
    const print = await printFigures();
    const result = {
      at: new Date().toISOString(),
      commit: commit(),
      machine: { cpus: os.cpus().length, node: process.version },
      targets,
      pages: [],
      print,
    };
    writeFileSync(path.join(benchDir, 'print.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(`\n${renderTable(result)}`);
    return;
  }
  if (flag('--after-gift-only')) {
    const afterGift = await afterGiftFigures();
    const machine = { cpus: os.cpus().length, node: process.version };
    const result = { at: new Date().toISOString(), commit: commit(), machine, targets, pages: [], afterGift };
    // A partial run: printed and kept apart, so the full run's latest.json and LATEST.md stay.
    writeFileSync(
      path.join(benchDir, 'after-gift.json'),
      `${JSON.stringify(result, null, 2)}
`,
    );
    console.log(`\n${renderTable(result)}`);
    return;
  }
  if (flag('--reconcile-only')) {
    const reconcile = await reconcileFigure();
    const at = new Date().toISOString();
    const machine = { cpus: os.cpus().length, node: process.version };
    const result = { at, commit: commit(), machine, targets, pages: [], reconcile };
    // A partial run: printed and kept apart, so the full run's latest.json and LATEST.md stay.
    writeFileSync(path.join(benchDir, 'reconcile.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(`\n${renderTable(result)}`);
    return;
  }
  if (flag('--topology')) {
    if (!flag('--no-build')) {
      log('building the apps (pnpm build)');
      execFileSync(...pnpmCommand(['build']), { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    }
    log('holiday peak through the topology (nginx, 2 API processes, PostgreSQL, Redis)');
    const topology = await benchTopology({
      seconds: Number(process.env.BENCH_TOPOLOGY_SECONDS ?? 300),
      compareSeconds: Number(process.env.BENCH_TOPOLOGY_COMPARE_SECONDS ?? 60),
      visitors: Number(option('--visitors', 6)),
      log,
    });
    const result = {
      at: new Date().toISOString(),
      commit: commit(),
      machine: { cpus: os.cpus().length, node: process.version },
      topology,
    };
    // A partial run: printed and kept apart, so the full run's latest.json and LATEST.md stay.
    writeFileSync(path.join(benchDir, 'topology.json'), `${JSON.stringify(result, null, 2)}\n`);
    writeFileSync(path.join(benchDir, 'topology.md'), renderTopology(topology));
    console.log(`\n${renderTopology(topology)}`);
    return;
  }
  if (flag('--human-check-only')) {
    await humanCheckOnly();
    return;
  }
  if (flag('--lighthouse-only')) {
    await lighthouseOnly();
    return;
  }
  if (flag('--inp-only')) {
    await inpOnly();
    return;
  }
  if (flag('--ecard-only')) {
    const ecard = await ecardFigures();
    const machine = { cpus: os.cpus().length, node: process.version };
    const result = { at: new Date().toISOString(), commit: commit(), machine, targets, pages: [], ecard };
    // A partial run: printed and kept apart, so the full run's latest.json and LATEST.md stay.
    writeFileSync(path.join(benchDir, 'ecard.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(`\n${renderTable(result)}`);
    return;
  }
  // The API processes start first (PGlite start-up and seeding take a while) and idle meanwhile.
  log(`starting the API (pages on :${p.api}, throughput on :${p.apiBench})`);
  const api = startProductApi(p);
  cleanups.push(api.stop);
  const throughputApi = flag('--no-api') ? null : startApiForThroughput(p);
  throughputApi?.then((proc) => cleanups.push(proc.stop)).catch(() => undefined);

  if (!flag('--no-build')) {
    log('building the four apps (pnpm build)');
    execFileSync(...pnpmCommand(['build']), { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    log('building the single-app baseline (dist-single/)');
    buildSingleApp();
  }
  const dirs = snapshotBuilds(p);
  cleanups.push(await startStaticServers(dirs, p));
  await waitFor(`${origin(p.api)}/api/health`, 120_000, api.child);
  log('servers up; measuring pages');

  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  const builds = { composed: origin(p.shell), single: origin(p.single) };
  const remoteOrigins = Object.fromEntries(apps.slice(1).map((app) => [app, origin(p[app])]));

  // Warm the servers and Chromium once per build (not measured).
  for (const base of Object.values(builds)) await coldLoad(browser, `${base}/`, { throttle: false });
  const benchmarkIndex = await hostBenchmarkIndex(browser);
  log(`host benchmark index ${benchmarkIndex}`);

  const samples = {};
  for (const route of routes) {
    for (let run = 0; run < runs; run += 1) {
      for (const [build, base] of Object.entries(builds)) {
        const result = await coldLoad(browser, base + route);
        const key = `${build} ${route}`;
        samples[key] = [...(samples[key] ?? []), result];
      }
    }
    const c = samples[`composed ${route}`];
    log(
      `${route}: composed ${(median(c.map((r) => r.jsBytes)) / 1024).toFixed(1)} KB, LCP ${median(c.map((r) => r.lcp)).toFixed(0)} ms`,
    );
  }

  const summarise = (list) => ({
    jsKB: median(list.map((r) => r.jsBytes)) / 1024,
    fontKB: median(list.map((r) => r.fontBytes)) / 1024,
    imageKB: median(list.map((r) => r.imageBytes)) / 1024,
    jsRequests: median(list.map((r) => r.jsRequests)),
    requests: median(list.map((r) => r.requests)),
    reactCopiesMin: Math.min(...list.map((r) => r.reactCopies)),
    reactCopiesMax: Math.max(...list.map((r) => r.reactCopies)),
    reactRenderersMax: Math.max(...list.map((r) => r.reactRenderers)),
    // A load that painted nothing before the time-out (a starved host) has no LCP: left out, counted.
    lcpMs: median(list.filter((r) => r.lcp > 0).map((r) => r.lcp)) || 0,
    unpainted: list.filter((r) => !(r.lcp > 0)).length,
    lcpElement: list.map((r) => r.lcpElement).sort()[Math.floor(list.length / 2)],
    fcpMs: median(list.map((r) => r.fcp)),
    cls: median(list.map((r) => r.cls)),
    tbtMs: median(list.map((r) => r.tbt)),
    longTasks: median(list.map((r) => longTasksIn(r.longTasks))),
    errors: [...new Set(list.flatMap((r) => r.errors))],
    remoteOriginsFetched: [
      ...new Set(
        list.flatMap((r) =>
          Object.entries(remoteOrigins)
            .filter(([, o]) => r.requestUrls.some((u) => u.startsWith(o)))
            .map(([app]) => app),
        ),
      ),
    ],
    jsFiles: list[0].jsFiles.map((f) => ({ url: f.url.replace(/^http:\/\/localhost:\d+/, ''), kb: f.bytes / 1024 })),
    samples: list.map((r) => ({
      jsKB: r.jsBytes / 1024,
      lcpMs: r.lcp,
      lcpElement: r.lcpElement,
      cls: r.cls,
      tbtMs: r.tbt,
      longTasks: r.longTasks.map((t) => `${Math.round(t.start)}+${Math.round(t.duration)}`),
    })),
  });

  const pages = routes.map((route) => {
    const composed = summarise(samples[`composed ${route}`]);
    const single = summarise(samples[`single ${route}`]);
    const expected = routeRemote[route];
    const ratioBytes = composed.jsKB / single.jsKB;
    const ratioLcp = composed.lcpMs && single.lcpMs ? composed.lcpMs / single.lcpMs : Number.NaN;
    // The federation overhead: what the composed route transfers beyond the single app's.
    const overheadKB = composed.jsKB - single.jsKB;
    return {
      route,
      composed,
      single,
      ratio: { bytes: ratioBytes, lcp: ratioLcp },
      overheadKB,
      checks: {
        bytes: composed.jsKB * 1024 <= jsBudgetBytes[route],
        fonts: composed.fontKB * 1024 <= fontBudgetBytes,
        overhead: !expected || overheadKB <= targets.federationOverheadMaxKB,
        ratioLcp: ratioLcp <= targets.composedOverSingleMax,
        lcp: composed.lcpMs <= targets.lcpMaxMs,
        cls: composed.cls <= targets.clsMax,
        tbt: composed.tbtMs <= targets.tbtMaxMs,
        longTasks: !longTaskRoutes.includes(route) || composed.longTasks <= targets.longTasksMax,
        react: composed.reactCopiesMin === 1 && composed.reactCopiesMax === 1,
        onlyItsRemote: composed.remoteOriginsFetched.every((app) => app === expected),
      },
    };
  });

  const inp = flag('--no-inp') ? null : await interactionFigures(browser, builds.composed, Math.min(runs, 5));
  const humanCheck = flag('--no-human-check') ? null : await humanCheckFigure(browser, builds.composed);

  log('federation behaviour on / (start-up, idle, hover, focus)');
  const federation = await preloadCheck(browser, `${builds.composed}/`, remoteOrigins);

  let apiResult = null;
  if (throughputApi) {
    log('API throughput (autocannon, 50 connections)');
    const proc = await throughputApi;
    apiResult = await benchApi(p, { log });
    await proc.stop();
  }
  const reconcile = await reconcileFigure();
  const print = await printFigures();
  const afterGift = await afterGiftFigures();

  let mailResult = null;
  if (!flag('--no-mail')) {
    log('holiday peak: 1,000 paid orders, their receipts to a local SMTP server');
    mailResult = await benchMailPeak(p, { log });
  }
  const ecard = await ecardFigures();

  const result = {
    at: new Date().toISOString(),
    commit: commit(),
    machine: { cpus: os.cpus().length, node: process.version, benchmarkIndex },
    conditions: { ...mobileConditions, runs, coldLoad: 'fresh context, empty cache, service workers blocked' },
    targets: {
      ...targets,
      jsBudgetKB: Object.fromEntries(Object.entries(jsBudgetBytes).map(([k, v]) => [k, v / 1024])),
    },
    pages,
    inp,
    federation,
    humanCheck,
    api: apiResult,
    mail: mailResult,
    ecard,
    reconcile,
    print,
    afterGift,
    durationSec: (Date.now() - started) / 1000,
  };
  writeResults(result);
}

try {
  await main();
} finally {
  await cleanup();
}
