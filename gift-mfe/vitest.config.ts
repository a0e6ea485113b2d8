import { browserTestConfig } from '@littlegivers/shared/build/vitest.mjs';

export default browserTestConfig('gift-mfe', {}, { pactConsumer: 'gift-mfe' });
