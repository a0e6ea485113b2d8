// `pnpm e2e` (after the build): the journeys on two workers, then the local specs alone, each its own
// Playwright run with its own reports (test-results/e2e-<project>.json, playwright-report-<project>/).
// The local run always follows, whatever the journeys' result, so one failure never hides another;
// the exit code is the first non-zero one. Arguments go to both runs (e.g. a file filter); against a
// deployed environment (E2E_BASE_URL) only the journeys run.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const e2e = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('@playwright/test/package.json')), 'cli.js');
const projects = process.env.E2E_BASE_URL ? ['journeys'] : ['journeys', 'local'];
let status = 0;
for (const project of projects) {
  const args = [
    'test',
    '--project',
    project,
    ...(project === 'journeys' ? [] : ['--no-deps']),
    // A file filter may match only one project's specs.
    '--pass-with-no-tests',
    ...process.argv.slice(2),
  ];
  console.log(`\ne2e: playwright ${args.join(' ')}`);
  const run = spawnSync(process.execPath, [cli, ...args], {
    cwd: e2e,
    stdio: 'inherit',
    env: { ...process.env, E2E_REPORT: `e2e-${project}` },
  });
  if (run.error) console.error(`e2e: playwright did not start: ${run.error.message}`);
  const code = run.status ?? 1;
  if (status === 0 && code !== 0) status = code;
}
process.exit(status);
