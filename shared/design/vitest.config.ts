import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'design',
    environment: 'node',
    globals: true,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: '../../test-results/vitest-design.json' }]],
  },
});
