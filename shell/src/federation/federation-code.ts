/**
 * The Module Federation runtime's own code (no React, nothing of the shell's), fetched once. boot.ts
 * starts it on a route that shows a remote, so it downloads alongside main.js; runtime.ts creates
 * the instance from it. Importing the runtime core module also puts it where the remotes look for
 * it (see shared/build/federation-runtime-core.mjs).
 */
let code: Promise<typeof import('@module-federation/enhanced/runtime')> | null = null;

export function loadFederationCode(): Promise<typeof import('@module-federation/enhanced/runtime')> {
  if (!code) {
    code = Promise.all([
      import(/* webpackChunkName: "federation-runtime" */ '@module-federation/enhanced/runtime'),
      import(/* webpackChunkName: "federation-runtime" */ '@littlegivers/shared/build/federation-runtime-core.mjs'),
    ]).then(([runtime]) => runtime);
    code.catch(() => {
      code = null;
    });
  }
  return code;
}
