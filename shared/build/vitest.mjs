// One Vitest preset for the browser packages (shared, the shell and the remotes).
import { defineConfig } from 'vitest/config';
import { sharedAliases } from './federation.mjs';
import { PactFileReporter } from './pact-file-reporter.mjs';

/**
 * zod/mini as the builds get it: the curated list the shell provides (zod-mini.mjs), so that a
 * schema calling a function the apps' builds lack fails its tests, not the page.
 */
const zodMiniAsBuilt = Object.entries(sharedAliases)
  .filter(([name]) => name.startsWith('zod/mini') || name.includes('zod-mini'))
  .map(([name, replacement]) => ({
    find: new RegExp(`^${name.replace(/\$$/, '').replace(/[/.]/g, '\\$&')}$`),
    replacement,
  }));

/**
 * @param {string} name  the package, for its JSON report (counted by scripts/count-results.mjs)
 * @param {import('vitest/node').InlineConfig} [test]  what this package does differently
 * @param {{ pactConsumer?: string }} [options]  `pactConsumer`: the app's name in its pact with the API
 */
export function browserTestConfig(name, test = {}, options = {}) {
  return defineConfig({
    define: { __LG_BUILD_ID__: JSON.stringify('test') },
    resolve: { alias: zodMiniAsBuilt },
    test: {
      environment: 'jsdom',
      globals: true,
      // Generous: CI runs the packages one after another on 2 cores.
      testTimeout: 20_000,
      // In CI a test that fails is run once more, as the journeys are (e2e/playwright.config.ts): one
      // that passes then counts as passed and CI's closing lines name it as flaky
      // (scripts/count-results.mjs), so it is seen and fixed without failing an unrelated change.
      retry: process.env.CI ? 1 : 0,
      setupFiles: ['../shared/test/setup.ts'],
      // Pact's libraries (the API contract tests) report usage to the Pact Foundation unless told not to.
      env: { PACT_DO_NOT_TRACK: 'true' },
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.{ts,mjs}'],
      reporters: [
        'default',
        ['json', { outputFile: `../test-results/vitest-${name}.json` }],
        ...(options.pactConsumer ? [new PactFileReporter(options.pactConsumer)] : []),
      ],
      ...test,
    },
  });
}
