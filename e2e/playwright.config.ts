import { defineConfig } from '@playwright/test';
import { appUrls, targetsLocal } from './support/env';
import { chromiumLaunchOptions, e2eDatabaseUrl } from './support/local-machine';

// Tests read DATABASE_URL to check what the API stored.
const databaseUrl = await e2eDatabaseUrl();
if (databaseUrl) process.env.DATABASE_URL = databaseUrl;

/**
 * QA's suite. By default it starts `pnpm start`'s servers (production builds must exist: `pnpm e2e`
 * builds first). Set E2E_BASE_URL (and E2E_API_URL) to run it against any deployed environment.
 */
/**
 * Tests that need control of this machine's servers (`*.local.spec.ts`) run against `pnpm start` only,
 * and so does the visual suite (its baselines show the local stack: its banner, its seeded content).
 */
const localOnly = ['**/*.local.spec.ts', '**/visual/**'];
if (!targetsLocal) {
  console.log(
    `E2E_BASE_URL is set: not running ${localOnly.join(', ')} (they restart local servers, or compare with the local stack's screenshots).`,
  );
}

/**
 * The skew journeys run under their own stack of released and current builds (playwright.skew.config.ts),
 * the topology's tests under their own topology (playwright.topology.config.ts).
 */
const skewOnly = ['**/skew/**', '**/topology/**'];

/**
 * Two workers share the journeys that run against any environment (each file in one worker, its tests
 * in order); the local ones run alone, one at a time, after them (their project depends on the
 * journeys'): they restart servers, move the API's clock or compare screenshots, which would disturb
 * a journey running beside them. `pnpm e2e` (support/run.mjs) runs the two projects one after the
 * other, so that a failed journey does not keep the local specs from running. E2E_WORKERS sets the
 * journeys' workers (1: the whole suite one test at a time).
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);
/** The name of this run's reports (support/run.mjs gives each project's run its own). */
const report = process.env.E2E_REPORT ?? 'e2e';

export default defineConfig({
  testDir: './tests',
  testIgnore: skewOnly,
  // Two workers share two cores on CI: a journey gets room for a slow moment, not a slower assertion.
  timeout: 90_000,
  expect: {
    timeout: 10_000,
    // The visual suite (tests/visual): a few anti-aliased pixels may differ, a moved box may not.
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, threshold: 0.2, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // One folder of baselines, the same name on every machine (no platform suffix): CI installs the
  // fonts this machine renders with (.ci/run), and `pnpm visual:update` rewrites what changed.
  snapshotPathTemplate: '{testDir}/visual/baselines/{arg}{ext}',
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  // After the suite: the API's whole log of the run holds no code, token or e-mail address.
  globalTeardown: './support/scan-api-log.ts',
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: `../playwright-report${report === 'e2e' ? '' : `-${report}`}` }],
    ['json', { outputFile: `../test-results/${report}.json` }],
  ],
  outputDir: `../test-results/${report}-artifacts`,
  use: {
    baseURL: appUrls.shell,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: 'journeys', testIgnore: [...localOnly, ...skewOnly], use: { browserName: 'chromium' } },
    ...(targetsLocal
      ? [
          {
            name: 'local',
            testMatch: ['**/*.local.spec.ts', '**/visual/**/*.spec.ts'],
            testIgnore: skewOnly,
            dependencies: ['journeys'],
            workers: 1,
            use: { browserName: 'chromium' as const },
          },
        ]
      : []),
  ],
  webServer: targetsLocal
    ? {
        command: 'node support/stack.mjs',
        env: Object.fromEntries(
          Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
        ),
        url: `${appUrls.api}/health`,
        reuseExistingServer: !process.env.CI,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
      }
    : undefined,
});
