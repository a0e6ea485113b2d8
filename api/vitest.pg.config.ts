import { defineConfig } from 'vitest/config';

/**
 * `pnpm --filter api test:pg`: the whole integration suite plus the concurrency tests on PostgreSQL:
 * TEST_DATABASE_URL, else the server answering at PGHOST:PGPORT (127.0.0.1:5432), else an embedded
 * PostgreSQL started for the run (test/postgres-server.ts).
 */

export default defineConfig({
  test: {
    globals: true,
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/postgres-server.ts'],
    setupFiles: ['test/release-database.ts'],
    exclude: ['test/redis/**', '**/node_modules/**'],
    // A worker keeps its modules between the files it runs (as the PGlite suite does): importing the
    // app once per worker, not once per file. Each file still gets a database of its own, dropped
    // after it (test/release-database.ts runs for every file).
    pool: 'forks',
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // TEST_PG_REPORT names the report of a second run (CI's run on the embedded server).
    reporters: [
      'default',
      ['json', { outputFile: process.env.TEST_PG_REPORT ?? '../test-results/vitest-api-pg.json' }],
    ],
  },
});
