// The figures of the last full `pnpm bench` that `pnpm budgets` checks (CI cannot time a page
// under the mobile conditions, so it checks what the bench recorded): scripts/bench/LATEST.json,
// written by every run beside LATEST.md, committed with it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './paths.mjs';
import { longTaskRoutes, targets } from './targets.mjs';

export const recordedFile = path.join(root, 'scripts', 'bench', 'LATEST.json');

const round = (value, digits = 1) => Number(value.toFixed(digits));

/** What a bench result records per route: bytes, overhead and timings, composed and single. */
export function recordedResults(result) {
  return {
    at: result.at,
    commit: result.commit,
    runs: result.conditions.runs,
    benchmarkIndex: result.machine.benchmarkIndex,
    pages: result.pages.map((page) => ({
      route: page.route,
      jsKB: round(page.composed.jsKB),
      singleJsKB: round(page.single.jsKB),
      overheadKB: round(page.composed.jsKB - page.single.jsKB),
      lcpMs: round(page.composed.lcpMs, 0),
      singleLcpMs: round(page.single.lcpMs, 0),
      lcpRatio: round(page.ratio.lcp, 2),
      tbtMs: round(page.composed.tbtMs, 0),
      longTasks: page.composed.longTasks ?? null,
    })),
    inp: (result.inp ?? []).map((figure) => ({
      name: figure.name,
      route: figure.route,
      inpMs: round(figure.inpMs, 0),
      worstMs: round(figure.worstMs, 0),
    })),
  };
}

export function readRecorded(file = recordedFile) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Which host the timings came from, where the run recorded it. */
function hostNote(recorded) {
  return recorded.benchmarkIndex ? `; host benchmark index ${recorded.benchmarkIndex}` : '';
}

/**
 * The timing budgets read against recorded figures: how many checks, and one message per miss.
 * LCP ratio (composed / single, same run) at most 1.05, LCP at most 2.0 s and TBT at most 150 ms
 * on every route, no long task in the first 5 s of `/kidspage` and `/gift-now`, INP at most
 * 200 ms for each action measured (the bytes are checked on the builds: check-budgets.mjs).
 */
export function recordedBudgetMisses(recorded) {
  const misses = [];
  let checked = 0;
  for (const page of recorded.pages) {
    checked += 3;
    const at = `${page.route} (pnpm bench, ${recorded.at?.slice(0, 16) ?? '?'})`;
    if (page.lcpRatio === null || page.lcpRatio === undefined)
      misses.push(`${at}: no LCP ratio (the loads of one build painted nothing before the time-out)`);
    else if (page.lcpRatio > targets.composedOverSingleMax)
      misses.push(`${at}: LCP ratio ${page.lcpRatio} (composed / single), over ${targets.composedOverSingleMax}`);
    if (page.lcpMs > targets.lcpMaxMs)
      misses.push(
        `${at}: LCP ${page.lcpMs} ms, over ${targets.lcpMaxMs} ms (the single app: ${page.singleLcpMs} ms${hostNote(recorded)})`,
      );
    if (page.tbtMs > targets.tbtMaxMs) misses.push(`${at}: TBT ${page.tbtMs} ms, over ${targets.tbtMaxMs} ms`);
    if (longTaskRoutes.includes(page.route) && page.longTasks !== null && page.longTasks !== undefined) {
      checked += 1;
      if (page.longTasks > targets.longTasksMax)
        misses.push(`${at}: ${page.longTasks} long tasks in the first 5 s, over ${targets.longTasksMax}`);
    }
  }
  for (const figure of recorded.inp ?? []) {
    checked += 1;
    if (figure.inpMs > targets.inpMaxMs)
      misses.push(
        `${figure.name} on ${figure.route} (pnpm bench): INP ${figure.inpMs} ms, over ${targets.inpMaxMs} ms${hostNote(recorded)}`,
      );
  }
  return { checked, misses };
}
