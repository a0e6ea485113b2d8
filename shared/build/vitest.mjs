// One Vitest preset for the browser packages (shared, the shell and the remotes).
import { defineConfig } from 'vitest/config';
import { PactFileReporter } from './pact-file-reporter.mjs';

/**
 * @param {string} name  the package, for its JSON report (counted by scripts/count-results.mjs)
 * @param {import('vitest/node').InlineConfig} [test]  what this package does differently
 * @param {{ pactConsumer?: string }} [options]  `pactConsumer`: the app's name in its pact with the API
 */
export function browserTestConfig(name, test = {}, options = {}) {
  return defineConfig({
    define: { __LG_BUILD_ID__: JSON.stringify('test') },
    test: {
      environment: 'jsdom',
      globals: true,
      // Generous: CI runs the packages one after another on 2 cores.
      testTimeout: 20_000,
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
