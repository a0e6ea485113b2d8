import { browserTestConfig } from '@littlegivers/shared/build/vitest.mjs';

export default browserTestConfig(
  'gift-mfe',
  { setupFiles: ['../shared/test/setup.ts', 'src/test/setup.ts'] },
  { pactConsumer: 'gift-mfe' },
);
