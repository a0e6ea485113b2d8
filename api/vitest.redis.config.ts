import { defineConfig } from 'vitest/config';

/** `pnpm --filter api test:redis`: the rate-limit tests with limits kept in Redis. */
if (!process.env.REDIS_URL) throw new Error('test:redis needs REDIS_URL (a Redis server)');

export default defineConfig({
  test: {
    globals: true,
    include: ['test/rate-limit.test.ts', 'test/guess-limiter.test.ts', 'test/redis/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default', ['json', { outputFile: '../test-results/vitest-api-redis.json' }]],
  },
});
