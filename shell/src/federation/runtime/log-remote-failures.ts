import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runtime plugin: a remote that failed to load (after the retry plugin's attempts) is logged with
 * its id and lifecycle stage. It returns no fallback module: the error goes on to the screen's
 * error boundary (screens/RemoteScreen.tsx), which renders the fallback with "try again".
 */
export function logRemoteFailures(): ModuleFederationRuntimePlugin {
  return {
    name: 'littlegivers-log-remote-failures',
    errorLoadRemote({ id, lifecycle, error }) {
      console.error(`[federation] remote ${id} failed to load (${lifecycle})`, error);
      return undefined;
    },
  };
}
