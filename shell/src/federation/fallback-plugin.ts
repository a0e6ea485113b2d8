import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runtime plugin: a remote that fails to load is logged with its id and lifecycle stage, then the
 * error goes on to the shell's retry and error boundary (which render the fallback screen).
 */
export default function remoteFailureLogger(): ModuleFederationRuntimePlugin {
  return {
    name: 'littlegivers-remote-failure-logger',
    errorLoadRemote({ id, lifecycle, error }) {
      console.error(`[federation] remote ${id} failed to load (${lifecycle})`, error);
      return undefined;
    },
  };
}
