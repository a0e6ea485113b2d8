/**
 * When the design font downloads. index.html inlines Nunito's @font-face rule in its own <style>,
 * carrying the font's URL (`data-font-url`), and the metric-adjusted fallback faces in another
 * (shared/build/design-font.mjs). main.js calls `startDesignFont` as it starts (on a remote route
 * boot.js has held the rule back before that: `holdDesignFont`):
 *
 * - on a route that shows no remote, it preloads the font, as the first render is about to need it;
 * - on a route that shows a remote, it holds Nunito's rule back (`media="not all"`) until the
 *   screen's first content has been painted (`releaseDesignFont`, from use-loaded-screen.ts; at
 *   once when the screen failed to load). There the largest paint waits for main.js and then the
 *   remote's scripts and data, and the font (38 KB) downloaded beside them would share the mobile
 *   bandwidth and delay both. Meanwhile text shows in the fallback, whose
 *   metrics match Nunito's (`font-display: swap`): nothing moves when it arrives. The figures:
 *   docs/performance.md.
 */
import { remoteRouteFor } from './routes/remote-routes';

const face = (doc: Document) => doc.querySelector<HTMLStyleElement>('style[data-font-url]');

/**
 * boot.js's part, before anything renders: on a route that shows a remote, Nunito's rule is held
 * back. On the other routes the font is main.js's to start (`startDesignFont`): the first paint
 * there waits for main.js, and the font started beside it would share the mobile bandwidth with it.
 */
export function holdDesignFont(pathname: string, doc: Document = document): void {
  const rule = face(doc);
  if (rule && remoteRouteFor(pathname)) rule.media = 'not all';
}

export function startDesignFont(pathname: string, doc: Document = document): void {
  const rule = face(doc);
  const url = rule?.dataset.fontUrl;
  if (!rule || !url || doc.querySelector('link[rel="preload"][as="font"]')) return;
  if (remoteRouteFor(pathname)) {
    rule.media = 'not all';
    return;
  }
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'font');
  link.type = 'font/woff2';
  link.crossOrigin = 'anonymous';
  link.href = url;
  doc.head.append(link);
}

/** Lets Nunito's rule apply (the first screen's scripts are in); nothing if it was never held. */
export function releaseDesignFont(doc: Document = document): void {
  face(doc)?.removeAttribute('media');
}
