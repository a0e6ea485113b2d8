import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@littlegivers/shared/build/rspack.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) =>
  createAppConfig(
    {
      dir,
      name: 'content_mfe',
      port: 3003,
      title: 'content-mfe (standalone)',
      exposes: {
        './Faq': './src/screens/Faq.tsx',
        './FunIdeas': './src/screens/FunIdeas.tsx',
        './AboutUs': './src/screens/AboutUs.tsx',
        './Charities': './src/screens/Charities.tsx',
        './Donate': './src/screens/Donate.tsx',
        './Impact': './src/screens/Impact.tsx',
      },
    },
    argv,
  );
