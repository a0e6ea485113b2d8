/**
 * The design font's preload, added by the page's first script (boot.js; main.js in the bench's
 * single app, which has no boot) on a route that shows no remote. index.html's inline @font-face
 * rules carry the font's URL (`data-font-url`, shared/build/design-font.mjs).
 *
 * Not on a remote route: there the largest paint waits for main.js and then the remote's scripts,
 * and a font preloaded as the page starts shares the mobile bandwidth with main.js (38 KB beside
 * its 89 KB: main.js arrived about 250 ms later). Text shows at once in the metric-adjusted
 * fallback (`font-display: swap`, nothing moves when Nunito arrives), and the font is fetched as
 * soon as the first text needs it. The README's "Performance" has the measurements.
 */
import { remoteRouteFor } from './routes/remote-routes';

export function preloadDesignFont(pathname: string, doc: Document = document): void {
  if (remoteRouteFor(pathname)) return;
  const url = doc.querySelector<HTMLStyleElement>('style[data-font-url]')?.dataset.fontUrl;
  if (!url || doc.querySelector('link[rel="preload"][as="font"]')) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'font');
  link.type = 'font/woff2';
  link.crossOrigin = 'anonymous';
  link.href = url;
  doc.head.append(link);
}
