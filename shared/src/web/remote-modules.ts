import type { ComponentType } from 'react';
import type { RemoteName } from './runtime-config';

/**
 * What each remote exposes: a screen component with no required props. The shell checks the
 * shape of what it loads against this before rendering it.
 */
export const remoteModules = {
  gift: ['./GiftFlow'],
  redeem: ['./RedeemFlow'],
  content: ['./Faq', './FunIdeas', './AboutUs', './Charities', './Donate'],
} as const satisfies Record<RemoteName, readonly string[]>;

export type RemoteModule<R extends RemoteName> = (typeof remoteModules)[R][number];

/** A route whose screen a remote renders: the remote, and the module it exposes for the screen. */
export type RemoteRoute = { [R in RemoteName]: { path: string; remote: R; module: RemoteModule<R> } }[RemoteName];

/**
 * Spec section 2: the routes the remotes render (exact and case-sensitive), the one map from route
 * to remote. The shell's router and its early start read it.
 */
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

export interface RemoteScreenModule {
  default: ComponentType;
}

export function isRemoteScreenModule(value: unknown): value is RemoteScreenModule {
  return typeof value === 'object' && value !== null && typeof (value as { default?: unknown }).default === 'function';
}

/** Federation names of the remotes (the `name` in each remote's build). */
export const federationNames: Record<RemoteName, string> = {
  gift: 'gift_mfe',
  redeem: 'redeem_mfe',
  content: 'content_mfe',
};
