import type { ComponentType } from 'react';
import appList from '../../apps.json' with { type: 'json' };
import remoteRouteTable from './remote-routes.json';
import type { RemoteName } from './runtime-config';

/**
 * What each remote exposes: a screen component with no required props. The shell checks the
 * shape of what it loads against this before rendering it.
 */
export const remoteModules = {
  gift: ['./GiftFlow', './PurchaserPage', './GroupPage'],
  redeem: ['./RedeemFlow', './EcardPage'],
  content: ['./Faq', './FunIdeas', './AboutUs', './Charities', './Donate', './Impact'],
  staff: ['./StaffConsole'],
} as const satisfies Record<RemoteName, readonly string[]>;

export type RemoteModule<R extends RemoteName> = (typeof remoteModules)[R][number];

/**
 * A route whose screen a remote renders: the remote, the module it exposes for the screen, the
 * page's name in the document title ("<title> · <product>"; `{product}` is the product name), and
 * the API reads its screen makes before it shows anything (paths under the API base URL), which the
 * shell starts early (shared/src/web/api/early-reads.ts).
 */
export type RemoteRoute = {
  [R in RemoteName]: {
    path: string;
    remote: R;
    module: RemoteModule<R>;
    title: string;
    reads?: readonly string[];
    /** A page opened by a secret link (token in the fragment): served with no-referrer and noindex. */
    secret?: boolean;
  };
}[RemoteName];

/**
 * Spec section 2: the routes the remotes render (exact and case-sensitive), the one map from route
 * to remote. The data is remote-routes.json, so that the static server (tooling/src/static-server.mjs,
 * plain Node) reads the same list to answer an unknown path with 404 (shell/src/routes/
 * remote-routes.test.ts proves each entry names a module its remote exposes). The shell's router,
 * its early start and its document titles read it.
 */
export const remoteRoutes: readonly RemoteRoute[] = remoteRouteTable as readonly RemoteRoute[];

export interface RemoteScreenModule {
  default: ComponentType;
}

export function isRemoteScreenModule(value: unknown): value is RemoteScreenModule {
  return typeof value === 'object' && value !== null && typeof (value as { default?: unknown }).default === 'function';
}

/** Federation names of the remotes (the `name` in each remote's build), from shared/apps.json. */
export const federationNames = Object.fromEntries(
  appList.remotes.map((remote) => [remote.remoteKey, remote.federationName]),
) as Record<RemoteName, string>;
