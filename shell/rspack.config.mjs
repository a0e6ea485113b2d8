import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@littlegivers/shared/build/rspack.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) =>
  createAppConfig(
    {
      dir,
      name: 'shell',
      port: 3000,
      host: true,
      publicDir: path.join(dir, 'public'),
    },
    argv,
  );
