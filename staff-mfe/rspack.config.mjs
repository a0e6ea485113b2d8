import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@littlegivers/shared/build/rspack.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) =>
  createAppConfig(
    {
      dir,
      name: 'staff_mfe',
      port: 3004,
      title: 'staff-mfe (standalone)',
      exposes: { './StaffConsole': './src/screens/StaffConsole.tsx' },
    },
    argv,
  );
