// The Module Federation runtime core, provided on the page for the remotes. Remotes are built with
// `experiments.externalRuntime` (rspack.mjs): their remoteEntry.js reads the runtime core from
// `globalThis._FEDERATION_RUNTIME_CORE` instead of carrying a copy (~20 KB compressed each).
// In the composed app the shell provides it (shell/src/federation/runtime/runtime-chunk.ts
// imports this module before the federation instance is created, so it is the shell's own copy:
// one runtime on the page); a remote's standalone page loads it as federation-runtime-core.js before its own scripts.
// `@littlegivers/federation-runtime-core` is an alias (federation.mjs) for the very file
// @module-federation/runtime imports, so the shell bundles it once.
import * as runtimeCore from '@littlegivers/federation-runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
