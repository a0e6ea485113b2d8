import { remoteRouteFor } from './remote-routes';

/** The page's name in the document title: home, a remote route's `title`, or the not-found page. */
export function pageName(pathname: string, productName: string): string {
  if (pathname === '/') return 'home';
  const route = remoteRouteFor(pathname);
  return route ? route.title.replace('{product}', productName) : 'page not found';
}

/** Style guide: "<page> · <product>" (e.g. "gift now · Little Givers"). */
export function documentTitle(pathname: string, productName: string): string {
  return `${pageName(pathname, productName)} · ${productName}`;
}
