// The single-app baseline's stand-in for shell/src/federation/screens/load-screen.ts: the same exports, but
// each screen is the remote's own source, imported directly (code-split per screen, as a single
// app would lazy-load its routes). No Module Federation anywhere. The staff console (/staff/*) is
// left out: no route the bench measures shows it, and its card previews draw the art inline, which
// would put the art (5 KB) into this build's main.js.
import type { RemoteModule, RemoteScreenModule } from '@littlegivers/shared/web/remote-modules';
import type { RemoteName, RuntimeConfig } from '@littlegivers/shared/web/runtime-config';

const screens: Record<string, () => Promise<RemoteScreenModule>> = {
  'gift:./GiftFlow': () => import('../../../gift-mfe/src/screens/GiftFlow'),
  'redeem:./RedeemFlow': () => import('../../../redeem-mfe/src/screens/RedeemFlow'),
  'content:./Faq': () => import('../../../content-mfe/src/screens/Faq'),
  'content:./FunIdeas': () => import('../../../content-mfe/src/screens/FunIdeas'),
  'content:./AboutUs': () => import('../../../content-mfe/src/screens/AboutUs'),
  'content:./Charities': () => import('../../../content-mfe/src/screens/Charities'),
  'content:./Donate': () => import('../../../content-mfe/src/screens/Donate'),
  'content:./Impact': () => import('../../../content-mfe/src/screens/Impact'),
  'gift:./PurchaserPage': () => import('../../../gift-mfe/src/screens/PurchaserPage'),
  'redeem:./EcardPage': () => import('../../../redeem-mfe/src/screens/EcardPage'),
};

export function registerConfiguredRemotes(_config: RuntimeConfig): void {}

const cache = new Map<string, Promise<RemoteScreenModule>>();

export function loadRemoteScreen<R extends RemoteName>(
  remote: R,
  module: RemoteModule<R>,
): Promise<RemoteScreenModule> {
  const key = `${remote}:${module}`;
  let pending = cache.get(key);
  if (!pending) {
    const load = screens[key];
    pending = load ? load() : Promise.reject(new Error(`no screen ${key}`));
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

export function forgetRemote(remote: RemoteName): void {
  for (const key of [...cache.keys()]) if (key.startsWith(`${remote}:`)) cache.delete(key);
}
