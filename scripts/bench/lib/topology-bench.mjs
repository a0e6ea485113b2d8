// `pnpm bench --topology`: a holiday peak through the production topology (scripts/topology:
// nginx, two API processes, its own PostgreSQL and Redis). First one API process alone (the other
// stopped: nginx sends it nothing), then both, with the same visitors: throughput of each. Those two
// runs have three times the peak's visitors (`compareVisitors`), enough to keep one process busy, so
// they measure what the processes can serve rather than how fast the visitors ask. The
// peak (both processes, BENCH_TOPOLOGY_SECONDS, default 300) has visitors buying cards of every
// delivery through the PayPal stand-in, redeeming codes bought before, loading pages' files, and
// Chromium loading pages cold through nginx beside them. Then the database is read: every paid
// order has one code and one receipt.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { printQueueCodes, verify } from '../../topology/load.mjs';
import { runPeak } from '../../topology/peak.mjs';
import { databaseUrl, down, layoutOf, startApi, stopApi, up } from '../../topology/topology.mjs';
import { coldLoad, hostBenchmarkIndex, launchBrowser } from './browser.mjs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

/** Cold loads of the shell's pages through nginx, one after another, until `deadline`. */
async function coldLoads(browser, origin, deadline) {
  const routes = ['/', '/gift-now', '/kidspage', '/faq'];
  const loads = [];
  for (let i = 0; Date.now() < deadline; i += 1) {
    const result = await coldLoad(browser, `${origin}${routes[i % routes.length]}`, { throttle: false }).catch(
      (error) => ({ error: String(error) }),
    );
    loads.push(result);
  }
  return {
    count: loads.length,
    failed: loads.filter((load) => 'error' in load || load.errors?.length).length,
    lcpMedianMs: median(loads.filter((load) => load.lcp).map((load) => load.lcp)),
  };
}

/** Completed purchases per second, and the capture's and the order's p95, of one run. */
const throughput = (run) => ({
  purchasesPerSecond: Number((run.purchases.ok / run.figures.seconds).toFixed(2)),
  orderP95Ms: run.figures.routes['POST /api/Order']?.p95 ?? null,
  captureP95Ms: run.figures.routes['POST /api/Order/:id/paypalData (capture)']?.p95 ?? null,
  serverErrors: run.figures.serverErrors,
});

/**
 * @param {{ seconds?: number, compareSeconds?: number, visitors?: number, compareVisitors?: number, pauseMs?: number, log?: (line: string) => void }} [options]
 */
export async function benchTopology({
  seconds = 300,
  compareSeconds = 60,
  visitors = 6,
  compareVisitors = visitors * 3,
  pauseMs = 100,
  log = console.log,
} = {}) {
  const layout = layoutOf({ stateDir: mkdtempSync(path.join(tmpdir(), 'lg-topology-bench-')), portBase: 8500 });
  const browser = await launchBrowser();
  try {
    await up(layout, { log: (line) => log(`  ${line}`) });
    const benchmarkIndex = await hostBenchmarkIndex(browser);
    log(`  host benchmark index ${benchmarkIndex}`);

    log(`  one API process: ${compareVisitors} visitors for ${compareSeconds} s`);
    await stopApi(layout, 1);
    const one = await runPeak({
      origin: layout.origin,
      seconds: compareSeconds,
      visitors: compareVisitors,
      pauseMs,
      visitorOffset: 1000,
    });
    await startApi(layout, 1);
    log(`  two API processes: ${compareVisitors} visitors for ${compareSeconds} s`);
    const two = await runPeak({
      origin: layout.origin,
      seconds: compareSeconds,
      visitors: compareVisitors,
      pauseMs,
      visitorOffset: 2000,
    });

    const codes = (await printQueueCodes(databaseUrl(layout))).map((entry) => entry.redemptionCode);
    log(`  the peak: ${visitors} visitors and cold page loads for ${seconds} s (${codes.length} codes to redeem)`);
    const deadline = Date.now() + seconds * 1000;
    const [peak, pages] = await Promise.all([
      runPeak({ origin: layout.origin, seconds, visitors, pauseMs, codes, visitorOffset: 3000, log }),
      coldLoads(browser, layout.origin, deadline),
    ]);
    let database = await verify(databaseUrl(layout));
    for (let i = 0; i < 120 && database.receiptsPending > 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      database = await verify(databaseUrl(layout));
    }
    const completed = one.purchases.ok + two.purchases.ok + peak.purchases.ok;
    return {
      benchmarkIndex,
      visitors,
      compareVisitors,
      pauseMs,
      seconds,
      scaling: { oneProcess: throughput(one), twoProcesses: throughput(two) },
      peak: {
        ...throughput(peak),
        purchases: peak.purchases.ok,
        purchaseFailures: peak.purchases.failed,
        redemptions: peak.redemptions.ok,
        redemptionFailures: peak.redemptions.failed,
        pageFileLoads: peak.pages,
        routes: peak.figures.routes,
      },
      coldPageLoads: pages,
      database: { ...database, completedPurchases: completed },
      budgets: {
        noServerErrors: one.figures.serverErrors + two.figures.serverErrors + peak.figures.serverErrors === 0,
        orderP95Under300: (peak.figures.routes['POST /api/Order']?.p95 ?? Infinity) < 300,
        captureP95Under300: (peak.figures.routes['POST /api/Order/:id/paypalData (capture)']?.p95 ?? Infinity) < 300,
        // Every completed purchase is paid; an order whose capture the visitor gave up on (a 429)
        // may be paid too, by the reconciliation once approved a minute: never twice.
        oneCodeOneReceipt:
          database.paidOrders >= completed &&
          database.capturesTwice === 0 &&
          database.paidWithoutOneCode === 0 &&
          database.paidWithoutOneReceipt === 0 &&
          database.receiptsSent === database.paidOrders,
      },
    };
  } finally {
    await browser.close();
    await down(layout, { log: () => {}, removeState: true });
  }
}

/** The bench's report of a topology run, as text. */
export function renderTopology(result) {
  const lines = [
    `Topology: nginx, 2 API processes, PostgreSQL, Redis (host benchmark index ${result.benchmarkIndex}); ${result.visitors} visitors, ${result.pauseMs} ms between actions`,
    '',
    `One API process against two, ${result.compareVisitors} visitors for each run:`,
    '',
    '| API processes | purchases/s | POST /api/Order p95 | capture p95 | 5xx |',
    '|---|---|---|---|---|',
    ...[
      ['1', result.scaling.oneProcess],
      ['2', result.scaling.twoProcesses],
    ].map(
      ([n, t]) => `| ${n} | ${t.purchasesPerSecond} | ${t.orderP95Ms} ms | ${t.captureP95Ms} ms | ${t.serverErrors} |`,
    ),
    '',
    `The peak, ${result.seconds} s: ${result.peak.purchases} purchases (${result.peak.purchaseFailures} failed), ${result.peak.redemptions} redemptions (${result.peak.redemptionFailures} failed), ${result.coldPageLoads.count} cold page loads in Chromium (LCP median ${result.coldPageLoads.lcpMedianMs} ms, ${result.coldPageLoads.failed} with errors)`,
    '',
    '| route | count | per s | p50 | p95 | p99 | statuses |',
    '|---|---|---|---|---|---|---|',
    ...Object.entries(result.peak.routes).map(
      ([route, r]) =>
        `| ${route} | ${r.count} | ${r.perSecond} | ${r.p50} ms | ${r.p95} ms | ${r.p99} ms | ${Object.entries(
          r.statuses,
        )
          .map(([status, count]) => `${status}: ${count}`)
          .join(', ')} |`,
    ),
    '',
    `Database: ${result.database.paidOrders} paid orders for ${result.database.completedPurchases} completed purchases; ${result.database.receiptsSent} receipts sent; ` +
      `${result.database.paidWithoutOneCode} without exactly one code; ${result.database.paidWithoutOneReceipt} without exactly one receipt; ${result.database.codesHeldTwice} codes held twice; ${result.database.redeemed} codes redeemed`,
    `Budgets: ${Object.entries(result.budgets)
      .map(([name, ok]) => `${name} ${ok ? 'met' : 'MISSED'}`)
      .join(', ')}`,
  ];
  return `${lines.join('\n')}\n`;
}
