/**
 * Everything the federation runtime needs that main.js does not carry, as one chunk that
 * federation-code.ts imports on demand: the Module Federation runtime, the shell's plugins for it
 * (with the stock retry plugin), the manifest reading and contract check that give it each
 * remote's entry, and the runtime core put where the remotes look for it (see
 * shared/build/federation-runtime-core.mjs).
 */
import '@littlegivers/shared/build/federation-runtime-core.mjs';

export { init } from '@module-federation/enhanced/runtime';
export { runtimePlugins } from './plugins';
export { remoteEntryUrl } from './remote-entry';
