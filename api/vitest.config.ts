import { defineConfig } from 'vitest/config';

/** `pnpm --filter api test`: everything that needs no server (PGlite, in-memory limits). */
export default defineConfig({
  test: {
    globals: true,
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    exclude: ['test/pg/**', 'test/redis/**', '**/node_modules/**'],
    // One PGlite per worker, shared by the files it runs (each test gets a clone): PGlite's
    // start-up plus migrations cost ~15 s, a clone ~1-2 s.
    pool: 'forks',
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default', ['json', { outputFile: '../test-results/vitest-api.json' }]],
  },
});
