// One Vitest preset for the browser packages (shared, shell and the three remotes).
import { defineConfig } from 'vitest/config';

/**
 * @param {string} name  the package, for its JSON report (counted by scripts/count-results.mjs)
 * @param {import('vitest/node').InlineConfig} [test]  what this package does differently
 */
export function browserTestConfig(name, test = {}) {
  return defineConfig({
    define: { __LG_BUILD_ID__: JSON.stringify('test') },
    test: {
      environment: 'jsdom',
      globals: true,
      // Generous: CI runs the packages one after another on 2 cores.
      testTimeout: 20_000,
      setupFiles: ['../shared/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.{ts,mjs}'],
      reporters: ['default', ['json', { outputFile: `../test-results/vitest-${name}.json` }]],
      ...test,
    },
  });
}
