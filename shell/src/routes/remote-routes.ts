import { type RemoteRoute, remoteRoutes } from '@littlegivers/shared/web/remote-modules';

/**
 * The remote screen a path shows, if any (from the contract's `remoteRoutes`): what the router
 * renders and what the shell starts loading before its first render. A trailing slash matches, as
 * it does in the router. A route ending in `/*` (the staff console's) is the path and everything
 * under it.
 */
export function remoteRouteFor(pathname: string): RemoteRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return remoteRoutes.find((route) =>
    route.path.endsWith('/*')
      ? path === route.path.slice(0, -2) || path.startsWith(route.path.slice(0, -1))
      : route.path === path,
  );
}
