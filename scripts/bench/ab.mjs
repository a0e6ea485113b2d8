// Two builds of the shell side by side (dev aid for the benchmark): the shell in `--a DIR` (a
// copy of an earlier shell/dist) and the one in shell/dist, each with the same remotes' builds,
// and the single app, loaded cold in turns (A, B, single; round after round) under the mobile
// conditions, so both face the same moments of a noisy host. Prints per route each build's median
// LCP, its ratio to the single app's, and the median of B's LCP over A's in the same round.
//   node scripts/bench/ab.mjs --a /tmp/shell-a [--runs 15] /faq /impact
// `pnpm build` and the single app's build first (docs/performance.md).
import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { coldLoad, hostBenchmarkIndex, launchBrowser } from './lib/browser.mjs';
import { median } from './lib/median.mjs';
import {
  benchRuntimeConfig,
  origin,
  ports,
  snapshotBuilds,
  startProductApi,
  startStaticServers,
  waitFor,
} from './lib/stack.mjs';

const args = process.argv.slice(2);
const optionValue = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const aDir = optionValue('--a');
if (!aDir) throw new Error('--a DIR: the other build of the shell (a copy of shell/dist)');
const runs = Number(optionValue('--runs') ?? 15);
const routes = args.filter((arg, i) => arg.startsWith('/') && !['--a', '--runs'].includes(args[i - 1]));

const p = { ...ports(), shellA: ports().single + 10 };
const dirs = snapshotBuilds(p);
dirs.shellA = path.join(path.dirname(dirs.shell), 'shellA');
cpSync(aDir, dirs.shellA, { recursive: true });
writeFileSync(
  path.join(dirs.shellA, 'runtime-config.json'),
  `${JSON.stringify(benchRuntimeConfig(dirs.shellA, p, { dirs }), null, 2)}\n`,
);
const stopStatic = await startStaticServers(dirs, p);
const api = startProductApi(p);
await waitFor(`${origin(p.api)}/api/health`, 60_000, api.child);
const browser = await launchBrowser();
try {
  console.log(`host benchmark index ${await hostBenchmarkIndex(browser)}; ${runs} rounds of A, B, single`);
  for (const route of routes.length ? routes : ['/faq', '/impact']) {
    const lcp = { shellA: [], shell: [], single: [] };
    for (let round = 0; round < runs; round += 1)
      for (const build of Object.keys(lcp)) lcp[build].push((await coldLoad(browser, origin(p[build]) + route)).lcp);
    const [a, b, single] = [lcp.shellA, lcp.shell, lcp.single].map(median);
    const paired = median(lcp.shell.map((value, i) => value / lcp.shellA[i]));
    console.log(
      `${route}: LCP A ${a.toFixed(0)} ms (ratio ${(a / single).toFixed(2)}), B ${b.toFixed(0)} ms (ratio ${(b / single).toFixed(2)}), single ${single.toFixed(0)} ms; B / A in the same round, median ${paired.toFixed(3)}`,
    );
  }
} finally {
  await browser.close();
  api.child.kill();
  await stopStatic();
}
