import {
  federationNames,
  isRemoteScreenModule,
  type RemoteModule,
  type RemoteScreenModule,
} from '@littlegivers/shared/web/remote-modules';
import type { RemoteName, RuntimeConfig } from '@littlegivers/shared/web/runtime-config';
import { federation, registeredLocations, remoteList, setRemoteLocations } from './runtime';

/** Forgets what the federation runtime cached for one remote (a failed manifest, say). */
async function reRegister(remote: RemoteName): Promise<void> {
  const remotes = registeredLocations();
  if (remotes) (await federation()).registerRemotes(remoteList(remotes, [remote]), { force: true });
}

/**
 * Registers the remotes the runtime config names (their locations are data, not build constants).
 * Nothing is fetched here: the federation runtime and a remote load when a remote is first needed.
 */
export function registerConfiguredRemotes(config: RuntimeConfig): void {
  setRemoteLocations(config.remotes);
}

const cache = new Map<string, Promise<RemoteScreenModule>>();
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const retryDelaysMs = [400, 1200];

async function loadWithRetry(remote: RemoteName, module: string): Promise<RemoteScreenModule> {
  const id = `${federationNames[remote]}/${module.replace(/^\.\//, '')}`;
  let lastError: unknown;
  for (let attempt = 0; attempt <= retryDelaysMs.length; attempt += 1) {
    try {
      const loaded = await (await federation()).loadRemote<unknown>(id);
      if (!isRemoteScreenModule(loaded)) throw new Error(`${id} does not expose a screen component`);
      return loaded;
    } catch (error) {
      lastError = error;
      const delay = retryDelaysMs[attempt];
      if (delay === undefined) break;
      await wait(delay);
      // Forget the failed attempt so the next one fetches the manifest and entry again.
      await reRegister(remote).catch(() => undefined);
    }
  }
  throw lastError;
}

/**
 * Loads (once) a screen a remote exposes, retrying the network before giving up. Calling it early
 * (pointer or focus resting on a link) preloads the remote.
 */
export function loadRemoteScreen<R extends RemoteName>(
  remote: R,
  module: RemoteModule<R>,
): Promise<RemoteScreenModule> {
  const key = `${remote}:${module}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = loadWithRetry(remote, module);
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

/** Forget every failed or loaded attempt for a remote, so "try again" really tries again. */
export function forgetRemote(remote: RemoteName): void {
  for (const key of [...cache.keys()]) if (key.startsWith(`${remote}:`)) cache.delete(key);
  void reRegister(remote).catch(() => undefined);
}
