// One line per full `pnpm bench` of the pages, appended to scripts/bench/HISTORY.md (committed with
// LATEST.md): the host, and per route the figures the budgets judge, so that runs on different
// hosts and commits can be read side by side.
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './paths.mjs';

export const historyFile = path.join(root, 'scripts', 'bench', 'HISTORY.md');

export const historyHeader = `# \`pnpm bench\` runs

Written by \`pnpm bench\` (scripts/bench/lib/history.mjs): one line per run of the pages, newest
last. Medians of the run's cold loads under the mobile conditions (4x CPU slowdown, 150 ms RTT,
1.6 Mbps). Per route: LCP ratio (composed / single), TBT ms, and long tasks over 50 ms in the first
5 s; INP ms per action (median of its loads). Host = Lighthouse's benchmark index, measured at the
start of the run (under 1000 the 4x slowdown overstates the phone).

| when (UTC) | commit | host | loads | ${['/', '/gift-now', '/kidspage', '/faq', '/donate', '/impact'].map((r) => `\`${r}\``).join(' | ')} | INP: code, greeting, step 1→2 |
|---|---|--:|--:|---|---|---|---|---|---|---|
`;

/** Appends `result`'s line (a run with pages), creating the file with its header first. */
export function appendHistory(result) {
  if (!result.pages.length) return;
  if (!existsSync(historyFile)) writeFileSync(historyFile, historyHeader);
  const cells = ['/', '/gift-now', '/kidspage', '/faq', '/donate', '/impact'].map((route) => {
    const page = result.pages.find((p) => p.route === route);
    if (!page) return '–';
    const ratio = Number.isFinite(page.ratio.lcp) ? page.ratio.lcp.toFixed(2) : '–';
    return `${ratio}, ${Math.round(page.composed.tbtMs)}, ${page.composed.longTasks ?? '–'}`;
  });
  const inp = (result.inp ?? []).map((figure) => Math.round(figure.inpMs)).join(', ') || '–';
  const line = `| ${result.at.slice(0, 16).replace('T', ' ')} | ${result.commit ?? '?'} | ${result.machine.benchmarkIndex ?? '?'} | ${result.conditions.runs} | ${cells.join(' | ')} | ${inp} |\n`;
  appendFileSync(historyFile, line);
}
