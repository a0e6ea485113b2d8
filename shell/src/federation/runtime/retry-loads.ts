import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { wait, withRetries } from '../with-retries';

type Hooks = Required<ModuleFederationRuntimePlugin>;
type EntryAttempt = ReturnType<Hooks['loadEntryError']>;
type ModuleAttempt = ReturnType<Hooks['getModuleFactory']>;

/**
 * Runtime plugin: a remote's entry script that failed to load is loaded again, and a screen's
 * module whose chunks failed to load is asked for again: twice, `delayMs` apart. Before each new
 * attempt at an entry, the runtime's record of the failed load is dropped, so that the script is
 * really requested again.
 */
export function retryLoads(delayMs = 1000): ModuleFederationRuntimePlugin {
  return {
    name: 'littlegivers-retry-loads',
    // Called after the runtime's own attempt failed.
    loadEntryError: ({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) =>
      wait(delayMs).then(() =>
        withRetries(
          () => getRemoteEntry({ origin, remoteInfo, remoteEntryExports }),
          [delayMs],
          () => delete globalLoading[uniqueKey],
        ),
      ) as EntryAttempt,
    // Called instead of the runtime's own request for the module (the container's `get`, a promise).
    getModuleFactory: ({ remoteEntryExports, expose }) =>
      withRetries(() => Promise.resolve(remoteEntryExports.get(expose)), [delayMs, delayMs]) as ModuleAttempt,
  };
}
