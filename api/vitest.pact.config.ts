import { defineConfig } from 'vitest/config';

/**
 * `pnpm --filter api test:pact`: the API verified against every browser app's pact, current and
 * released (contracts/pacts); PACT_CONSUMER=<app> verifies one app's (docs/contracts.md).
 */
export default defineConfig({
  test: {
    globals: true,
    include: ['test/pact/**/*.pact.ts'],
    // Pact's libraries report usage to the Pact Foundation unless told not to.
    env: { PACT_DO_NOT_TRACK: 'true' },
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 60_000,
    reporters: ['default', ['json', { outputFile: '../test-results/vitest-api-pact.json' }]],
  },
});
