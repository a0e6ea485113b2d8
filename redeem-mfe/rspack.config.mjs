import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@littlegivers/shared/build/rspack.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) =>
  createAppConfig(
    {
      dir,
      name: 'redeem_mfe',
      port: 3002,
      title: 'redeem-mfe (standalone)',
      exposes: {
        './RedeemFlow': './src/screens/RedeemFlow.tsx',
        './EcardPage': './src/screens/EcardPage.tsx',
      },
    },
    argv,
  );
