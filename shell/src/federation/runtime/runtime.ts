/**
 * The Module Federation runtime, set up on demand: the shell's first paint needs none of it, so it
 * is fetched with the first remote (a route that shows one, or a preload on hover/focus of a link).
 * Remote locations come from the runtime config; the shell's singletons are registered as shared;
 * its plugins are in plugins.ts, and come with the runtime's code (federation-code.ts).
 */
import { federationNames } from '@littlegivers/shared/web/remote-modules';
import { type RemoteName, type RuntimeConfig, remoteNames } from '@littlegivers/shared/web/runtime-config';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { buildFor, dropCandidate, resetBuildChoices } from '../build-choice';
import { type FederationCode, loadFederationCode } from './federation-code';
import { hostShared } from './host-shared';

let locations: RuntimeConfig['remotes'] | null = null;
let instance: Promise<ModuleFederation> | null = null;

/** The remotes as the runtime knows them: each at the manifest of the build this page load uses. */
function remoteList(remotes: RuntimeConfig['remotes'], only: readonly RemoteName[] = remoteNames) {
  return only.map((remote) => ({
    name: federationNames[remote],
    entry: buildFor(remote, remotes[remote]).build.manifest,
  }));
}

/** Remembers where the remotes are; nothing is fetched until one is needed. */
export function setRemoteLocations(remotes: RuntimeConfig['remotes']): void {
  locations = remotes;
  resetBuildChoices();
}

/**
 * Delays before the second and third attempt at the runtime's own code (a chunk of the shell's):
 * the retry plugin retries the remotes' files, but cannot retry the runtime it runs in.
 */
const codeRetryDelaysMs = [400, 1200];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function federationCode(): Promise<FederationCode> {
  for (const delay of codeRetryDelaysMs) {
    try {
      return await loadFederationCode();
    } catch {
      await wait(delay);
    }
  }
  return loadFederationCode();
}

/**
 * The federation runtime instance, created (once) with the shell's shared libraries. Its runtime
 * core is also put where the remotes look for it (they are built without one of their own, see
 * shared/build/federation-runtime-core.mjs), before any remote entry runs.
 */
export function federation(): Promise<ModuleFederation> {
  if (!instance) {
    // The shell's shared libraries are in main.js already; the runtime's code and the plugins are
    // fetched, and the early start has usually started that already.
    instance = federationCode().then(({ init, runtimePlugins }) =>
      init({
        name: 'shell',
        remotes: locations ? remoteList(locations) : [],
        shared: hostShared(),
        shareStrategy: 'loaded-first',
        plugins: runtimePlugins(),
      }),
    );
    instance.catch(() => {
      instance = null;
    });
  }
  return instance;
}

/**
 * After `remote` failed to load from its candidate build: registers its current build in its place
 * and says so (false when it was on its current build: nothing to fall back to).
 */
export async function fallBackToCurrentBuild(remote: RemoteName): Promise<boolean> {
  if (!dropCandidate(remote)) return false;
  await reRegisterRemote(remote);
  return true;
}

/** Makes the runtime forget what it cached for one remote (a failed manifest, say). */
export async function reRegisterRemote(remote: RemoteName): Promise<void> {
  if (locations) (await federation()).registerRemotes(remoteList(locations, [remote]), { force: true });
}
