// The design package's font, served by an app at a fixed, content-hashed (so long-cached) URL:
// the file to copy, and the <head> tags: its @font-face rules inline, Nunito's carrying the font's
// URL (`data-font-url`) and the metric-adjusted fallbacks apart, for the page's script to preload
// the font or hold it back (shell/src/font-preload.ts). Read from @littlegivers/design's font.css, which its tests prove
// equal to fontFaceCss(); shell/build-config.test.ts proves this output equal to
// fontFaceCss(url) and fontPreloadLink(url) for the served URL.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * @returns {{ source: string, url: string, fontFaceCss: string, preloadLink: string,
 *   headTags: { tagName: string, attributes?: Record<string, string | boolean>, innerHTML?: string }[] }}
 */
export function designFont() {
  const cssPath = require.resolve('@littlegivers/design/font.css');
  const css = readFileSync(cssPath, 'utf8');
  const relative = /url\("(\.\/fonts\/[^"]+\.woff2)"\)/.exec(css)?.[1];
  if (!relative) throw new Error('@littlegivers/design/font.css names no woff2');
  const source = path.join(path.dirname(cssPath), relative);
  const hash = createHash('sha256').update(readFileSync(source)).digest('hex').slice(0, 10);
  const url = `/fonts/${path.basename(source, '.woff2')}.${hash}.woff2`;
  const fontFaceCss = css.replace(relative, url);
  // The first rule is Nunito's own (font.css: Nunito, then its fallbacks).
  const nunitoFace = fontFaceCss.slice(0, fontFaceCss.indexOf('@font-face', 1));
  if (!nunitoFace.includes(url)) throw new Error('@littlegivers/design/font.css does not start with the Nunito face');
  return {
    source,
    url,
    fontFaceCss,
    preloadLink: `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`,
    // Two tags: Nunito's face (the one that downloads), which the page may hold back, and the
    // metric-adjusted fallback faces, always there.
    headTags: [
      { tagName: 'style', attributes: { 'data-font-url': url }, innerHTML: nunitoFace },
      { tagName: 'style', innerHTML: fontFaceCss.slice(nunitoFace.length) },
    ],
  };
}
