import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/local-machine';

/**
 * The production topology's tests (tests/topology, `pnpm test:topology`): they start their own
 * topology (scripts/topology: nginx, PostgreSQL, Redis, two API processes on ports of their own),
 * drive a short holiday peak through it and break its parts under that load.
 */
export default defineConfig({
  testDir: './tests/topology',
  timeout: 240_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e-topology.json' }]],
  outputDir: '../test-results/e2e-topology-artifacts',
  use: { serviceWorkers: 'block', launchOptions: chromiumLaunchOptions() },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
