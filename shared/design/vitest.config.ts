import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'design', environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
