import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { logRemoteFailures } from './log-remote-failures';
import { retryLoads } from './retry-loads';
import { yieldBetweenSteps } from './yield-between-steps';

/**
 * The runtime's plugins, in the order the runtime runs them:
 * - a remote's entry script or a screen's chunks that fail to load are loaded again, twice, a
 *   second apart (retry-loads.ts; manifests are the shell's to fetch and retry: remote-entry.ts);
 * - a load that still fails is logged, then shown as the screen's fallback (screens/);
 * - the steps of a load (entry, init, the exposed module's factory) run in tasks of their own
 *   (yield-between-steps.ts), so no long task strings them together.
 */
export function runtimePlugins(): ModuleFederationRuntimePlugin[] {
  return [retryLoads(), logRemoteFailures(), yieldBetweenSteps()];
}
