import { browserTestConfig } from '@littlegivers/shared/build/vitest.mjs';

export default browserTestConfig('staff-mfe', {}, { pactConsumer: 'staff-mfe' });
