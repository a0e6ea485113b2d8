/**
 * The Module Federation runtime, loaded on demand: the shell's first paint needs none of it, so it
 * is fetched with the first remote (a route that shows one, or a preload on hover/focus of a link).
 * Remote locations come from the runtime config; the shell's singletons are registered as shared.
 */
import { federationNames } from '@littlegivers/shared/web/remote-modules';
import { type RemoteName, type RuntimeConfig, remoteNames } from '@littlegivers/shared/web/runtime-config';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import earlyLoad from './early-load-plugin';
import remoteFailureLogger from './fallback-plugin';
import { loadFederationCode } from './federation-code';
import { hostShared } from './host-shared';

let locations: RuntimeConfig['remotes'] | null = null;
let instance: Promise<ModuleFederation> | null = null;

export function remoteList(remotes: RuntimeConfig['remotes'], only: readonly RemoteName[] = remoteNames) {
  return only.map((remote) => ({ name: federationNames[remote], entry: remotes[remote] }));
}

/** Remembers where the remotes are; nothing is fetched until one is needed. */
export function setRemoteLocations(remotes: RuntimeConfig['remotes']): void {
  locations = remotes;
}

export function registeredLocations(): RuntimeConfig['remotes'] | null {
  return locations;
}

/**
 * The federation runtime instance, created (once) with the shell's shared libraries. Its runtime
 * core is also put where the remotes look for it (they are built without one of their own, see
 * shared/build/federation-runtime-core.mjs), before any remote entry runs.
 */
export function federation(): Promise<ModuleFederation> {
  if (!instance) {
    // The shell's own part (its shared libraries, two plugins) is small and in main.js: only the
    // runtime's code is fetched, and boot.ts has usually started that already.
    instance = loadFederationCode().then((runtime) =>
      runtime.init({
        name: 'shell',
        remotes: locations ? remoteList(locations) : [],
        shared: hostShared(),
        shareStrategy: 'loaded-first',
        plugins: [remoteFailureLogger(), earlyLoad()],
      }),
    );
    instance.catch(() => {
      instance = null;
    });
  }
  return instance;
}
