import type { RemoteModule } from '@littlegivers/shared/web/remote-modules';
import type { RemoteName } from '@littlegivers/shared/web/runtime-config';

/** A route whose screen a remote renders. */
export type RemoteRoute = { [R in RemoteName]: { path: string; remote: R; module: RemoteModule<R> } }[RemoteName];

/** Spec section 2: the routes the remotes render (exact and case-sensitive, like the router's). */
export const remoteRoutes: readonly RemoteRoute[] = [
  { path: '/gift-now', remote: 'gift', module: './GiftFlow' },
  { path: '/kidspage', remote: 'redeem', module: './RedeemFlow' },
  { path: '/redeem-now', remote: 'redeem', module: './RedeemFlow' },
  { path: '/faq', remote: 'content', module: './Faq' },
  { path: '/donate', remote: 'content', module: './Donate' },
  { path: '/about-us', remote: 'content', module: './AboutUs' },
  { path: '/fun-ideas', remote: 'content', module: './FunIdeas' },
  { path: '/charities', remote: 'content', module: './Charities' },
];

/**
 * The remote screen a path shows, if any: what the shell starts loading before its first render.
 * A trailing slash matches, as it does in the router.
 */
export function remoteRouteFor(pathname: string): RemoteRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return remoteRoutes.find((route) => route.path === path);
}
