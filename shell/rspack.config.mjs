import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { designFont } from '@littlegivers/shared/build/design-font.mjs';
import { createAppConfig } from '@littlegivers/shared/build/rspack.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
// The design package's font: copied to a fixed, content-hashed URL (preloaded by src/font-preload.ts), its
// @font-face rules inlined in index.html's <head>.
const font = designFont();
/** What the shell's page adds to the preset (the bench's single-app build uses it too). */
export const shellPageOptions = { copy: [{ from: font.source, to: font.url.slice(1) }], headTags: font.headTags };

export default (_env, argv) =>
  createAppConfig(
    {
      dir,
      name: 'shell',
      port: 3000,
      host: true,
      publicDir: path.join(dir, 'public'),
      ...shellPageOptions,
    },
    argv,
  );
