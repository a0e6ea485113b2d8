import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The skew journeys (tests/skew), run by `pnpm skew` (scripts/release/skew.mjs) once per arrangement
 * of released and current builds: the same stack as the suite's, with LG_APP_DIRS naming the
 * folders of the released builds it serves. LG_SKEW_LABEL names the arrangement's report.
 */
const label = process.env.LG_SKEW_LABEL ?? 'skew';

export default defineConfig({
  ...base,
  testIgnore: [],
  testMatch: 'skew/**/*.spec.ts',
  // One project of its own: the suite's projects choose their own specs.
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  workers: 1,
  reporter: [['list'], ['json', { outputFile: `../test-results/e2e-skew-${label}.json` }]],
  outputDir: `../test-results/e2e-skew-artifacts-${label}`,
  // Never another stack that happens to answer on the ports: this arrangement's builds only.
  webServer: base.webServer ? { ...base.webServer, reuseExistingServer: false } : undefined,
});
