// The design package's font, served by an app at a fixed, content-hashed (so long-cached) URL:
// the file to copy, and the <head> tag: its @font-face rules (with the metric-adjusted fallbacks)
// inline, carrying the font's URL (`data-font-url`) for the page's script to preload it where that
// pays (shell/src/font-preload.ts: not on a route that shows a remote). Read from @littlegivers/design's font.css, which its tests prove
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
  return {
    source,
    url,
    fontFaceCss,
    preloadLink: `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`,
    headTags: [{ tagName: 'style', attributes: { 'data-font-url': url }, innerHTML: fontFaceCss }],
  };
}
