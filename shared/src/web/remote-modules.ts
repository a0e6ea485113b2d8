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
