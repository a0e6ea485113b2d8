import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'design', environment: 'node', globals: true, include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
