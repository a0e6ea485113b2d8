import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@littlegivers/shared/build/rspack.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) =>
  createAppConfig(
    {
      dir,
      name: 'gift_mfe',
      port: 3001,
      title: 'gift-mfe (standalone)',
      exposes: {
        './GiftFlow': './src/screens/GiftFlow.tsx',
        './PurchaserPage': './src/screens/PurchaserPage.tsx',
        './GroupPage': './src/screens/GroupPage.tsx',
      },
    },
    argv,
  );
