import { defineConfig } from 'vitest/config';

/** `pnpm --filter api test:pg`: the whole integration suite plus the concurrency tests on PostgreSQL. */
if (!process.env.TEST_DATABASE_URL) throw new Error('test:pg needs TEST_DATABASE_URL (a PostgreSQL server)');

export default defineConfig({
  test: {
    globals: true,
    include: ['test/**/*.test.ts'],
    exclude: ['test/redis/**', '**/node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default', ['json', { outputFile: '../test-results/vitest-api-pg.json' }]],
  },
});
