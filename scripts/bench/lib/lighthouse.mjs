// `pnpm bench --lighthouse-only`: Lighthouse 12.2.3 (mobile, simulated throttling, performance
// category) once per route on the composed page the bench serves. Lighthouse is not one of the
// repository's dependencies: it runs through `npx -y lighthouse@12.2.3` (fetched from the npm
// registry the first time) with Debian's Chromium (CHROME_PATH). Each report gives its own host
// benchmark index, which is recorded beside the figures.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const lighthouseVersion = '12.2.3';

/** The budgets the issue of the main thread sets for Lighthouse: performance and TBT. */
export const lighthouseBudget = { minScore: 95, maxTbtMs: 150, minBenchmarkIndex: 1000 };

/**
 * One Lighthouse run of `url`: score, TBT, LCP, the host's benchmark index. With `reportPath`, the
 * whole report is written there too (its LCP element, critical chains, bootup and treemap audits).
 */
export async function lighthouseRun(url, { reportPath = null } = {}) {
  const { stdout } = await run(
    'npx',
    [
      '-y',
      `lighthouse@${lighthouseVersion}`,
      url,
      '--only-categories=performance',
      '--form-factor=mobile',
      '--throttling-method=simulate',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      maxBuffer: 64 * 1024 * 1024,
      timeout: 180_000,
    },
  );
  const report = JSON.parse(stdout);
  if (reportPath) writeFileSync(reportPath, stdout);
  const audit = (id) => report.audits[id]?.numericValue ?? null;
  return {
    url,
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    tbtMs: Math.round(audit('total-blocking-time')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    fcpMs: Math.round(audit('first-contentful-paint')),
    cls: Number((audit('cumulative-layout-shift') ?? 0).toFixed(3)),
    benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
    runtimeError: report.runtimeError?.message ?? null,
  };
}

/** Whether one route's run meets the budget (a run on a host under index 1000 is not judged). */
export function lighthouseVerdict(figure) {
  if (figure.benchmarkIndex < lighthouseBudget.minBenchmarkIndex) return 'not judged';
  return figure.score >= lighthouseBudget.minScore && figure.tbtMs <= lighthouseBudget.maxTbtMs ? 'met' : 'missed';
}

/** The generated figures (scripts/bench/LIGHTHOUSE.md). */
export function renderLighthouse(result) {
  const lines = [
    `# Lighthouse ${lighthouseVersion}, mobile, simulated throttling`,
    '',
    `${result.at.slice(0, 16).replace('T', ' ')} UTC, commit ${result.commit}, ${result.machine.cpus} cores, Node ${result.machine.node}. ` +
      `Written by \`pnpm bench --lighthouse-only\` (the builds there, served by the bench). Budgets: performance at least ${lighthouseBudget.minScore} ` +
      `and TBT at most ${lighthouseBudget.maxTbtMs} ms, judged on a host of benchmark index ${lighthouseBudget.minBenchmarkIndex} or more (each report's own index).`,
    '',
    '| route | performance | TBT ms | LCP ms | FCP ms | CLS | host index | budget |',
    '|---|--:|--:|--:|--:|--:|--:|---|',
    ...result.routes.map(
      (r) =>
        `| \`${r.route}\` | ${r.score} | ${r.tbtMs} | ${r.lcpMs} | ${r.fcpMs} | ${r.cls} | ${r.benchmarkIndex} | ${lighthouseVerdict(r)} |`,
    ),
    '',
  ];
  return lines.join('\n');
}
