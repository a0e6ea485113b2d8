/**
 * The Module Federation runtime, set up on demand: the shell's first paint needs none of it, so it
 * is fetched with the first remote (a route that shows one, or a preload on hover/focus of a link).
 * Remote locations come from the runtime config; each remote is registered at its entry once its
 * manifest has passed the contract check (remote-entry.ts); the shell's singletons are registered
 * as shared; its plugins are in plugins.ts, and come with the runtime's code (federation-code.ts).
 */
import { federationNames } from '@littlegivers/shared/web/remote-modules';
import type { RemoteName, RuntimeConfig } from '@littlegivers/shared/web/runtime-config';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { buildFor, dropCandidate, resetBuildChoices } from '../build-choice';
import { withRetries } from '../with-retries';
import { type FederationCode, loadFederationCode } from './federation-code';
import { hostShared } from './host-shared';

let locations: RuntimeConfig['remotes'] | null = null;
let instance: Promise<ModuleFederation> | null = null;
/** Each remote's checked entry, for the build this page load uses. */
const entries = new Map<RemoteName, Promise<string>>();
/** The entry each remote is registered at in the runtime. */
const registered = new Map<RemoteName, string>();

/** Remembers where the remotes are; nothing is fetched until one is needed. */
export function setRemoteLocations(remotes: RuntimeConfig['remotes']): void {
  locations = remotes;
  resetBuildChoices();
  entries.clear();
}

/**
 * Delays before the second and third attempt at the runtime's own code (a chunk of the shell's):
 * the retry plugin retries the remotes' files, but cannot retry the runtime it runs in.
 */
const codeRetryDelaysMs = [400, 1200];

function federationCode(): Promise<FederationCode> {
  return withRetries(loadFederationCode, codeRetryDelaysMs);
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
        remotes: [],
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

/** The entry of the build of `remote` this page load uses, once its manifest has passed the contract check. */
function checkedEntry(remote: RemoteName): Promise<string> {
  let entry = entries.get(remote);
  if (!entry) {
    if (!locations) return Promise.reject(new Error(`no runtime config names ${remote}`));
    const { manifest } = buildFor(remote, locations[remote]).build;
    entry = federationCode().then(({ remoteEntryUrl }) => remoteEntryUrl(manifest));
    entries.set(remote, entry);
    entry.catch(() => entries.delete(remote));
  }
  return entry;
}

/** The runtime, with `remote` registered at the checked entry of the build this page load uses. */
export async function federationWith(remote: RemoteName): Promise<ModuleFederation> {
  const [runtime, entry] = await Promise.all([federation(), checkedEntry(remote)]);
  if (registered.get(remote) !== entry) {
    // `force` replaces an earlier registration of the name, and forgets what the runtime cached for it.
    runtime.registerRemotes([{ name: federationNames[remote], entry }], { force: registered.has(remote) });
    registered.set(remote, entry);
  }
  return runtime;
}

/**
 * After `remote` failed to load from its candidate build: switches it to its current build and
 * says so (false when it was on its current build: nothing to fall back to).
 */
export function fallBackToCurrentBuild(remote: RemoteName): boolean {
  if (!dropCandidate(remote)) return false;
  entries.delete(remote);
  return true;
}

/**
 * Makes the runtime forget what it cached for one remote (a failed entry, say): its manifest is
 * read again, and it is registered afresh, on its next load.
 */
export function forgetRemoteEntry(remote: RemoteName): void {
  entries.delete(remote);
  if (registered.has(remote)) registered.set(remote, '');
}
