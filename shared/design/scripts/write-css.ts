/** Writes font.css and palette.css from the TypeScript source (the tests check they are in step). */
import { writeFileSync } from 'node:fs';
import { FONT_FILE, fontFaceCss, paletteCss } from '../src/index';

writeFileSync(new URL('../font.css', import.meta.url), fontFaceCss(`./fonts/${FONT_FILE}`));
writeFileSync(new URL('../palette.css', import.meta.url), paletteCss());
