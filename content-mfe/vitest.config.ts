import { browserTestConfig } from '@littlegivers/shared/build/vitest.mjs';

export default browserTestConfig('content-mfe', {}, { pactConsumer: 'content-mfe' });
