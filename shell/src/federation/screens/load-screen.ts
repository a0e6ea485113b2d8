/**
 * The shell's one door to the remotes' screens: where the remotes are, load a screen, forget a
 * remote. (The single-app baseline of `pnpm bench` replaces this module with direct imports.)
 */
import {
  federationNames,
  isRemoteScreenModule,
  type RemoteModule,
  type RemoteScreenModule,
} from '@littlegivers/shared/web/remote-modules';
import type { RemoteName, RuntimeConfig } from '@littlegivers/shared/web/runtime-config';
import { fallBackToCurrentBuild, federationWith, forgetRemoteEntry, setRemoteLocations } from '../runtime/runtime';

/**
 * Registers the remotes the runtime config names (their locations are data, not build constants).
 * Nothing is fetched here: the federation runtime and a remote load when a remote is first needed.
 */
export function registerConfiguredRemotes(config: RuntimeConfig): void {
  setRemoteLocations(config.remotes);
}

const cache = new Map<string, Promise<RemoteScreenModule>>();

/** The runtime retries the network (runtime/plugins.ts); a load that fails here has failed. */
async function loadScreenOnce(remote: RemoteName, module: string): Promise<RemoteScreenModule> {
  const id = `${federationNames[remote]}/${module.replace(/^\.\//, '')}`;
  const loaded = await (await federationWith(remote)).loadRemote<unknown>(id);
  if (!isRemoteScreenModule(loaded)) throw new Error(`${id} does not expose a screen component`);
  return loaded;
}

/** A candidate build that fails to load (down, or of another contract major) gives way to the current one. */
async function loadScreen(remote: RemoteName, module: string): Promise<RemoteScreenModule> {
  try {
    return await loadScreenOnce(remote, module);
  } catch (error) {
    if (fallBackToCurrentBuild(remote)) return loadScreenOnce(remote, module);
    throw error;
  }
}

/**
 * Loads (once) a screen a remote exposes. Calling it early (pointer or focus resting on a link)
 * preloads the remote.
 */
export function loadRemoteScreen<R extends RemoteName>(
  remote: R,
  module: RemoteModule<R>,
): Promise<RemoteScreenModule> {
  const key = `${remote}:${module}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = loadScreen(remote, module);
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

/** Forget every failed or loaded attempt for a remote, so "try again" really tries again. */
export function forgetRemote(remote: RemoteName): void {
  for (const key of [...cache.keys()]) if (key.startsWith(`${remote}:`)) cache.delete(key);
  forgetRemoteEntry(remote);
}
