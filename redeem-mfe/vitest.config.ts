import { browserTestConfig } from '@littlegivers/shared/build/vitest.mjs';

export default browserTestConfig(
  'redeem-mfe',
  { setupFiles: ['../shared/test/setup.ts', 'src/test/setup.ts'] },
  { pactConsumer: 'redeem-mfe' },
);
