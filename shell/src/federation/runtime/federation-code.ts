/**
 * The federation runtime's code (runtime-chunk.ts), fetched once. Nothing of it is in main.js: a
 * route without a remote never downloads it. The early start downloads it on a route that shows a
 * remote as soon as main.js runs; runtime.ts creates the instance from it.
 */
export type FederationCode = typeof import('./runtime-chunk');

let code: Promise<FederationCode> | null = null;

export function loadFederationCode(): Promise<FederationCode> {
  if (!code) {
    code = import(/* webpackChunkName: "federation-runtime" */ './runtime-chunk');
    code.catch(() => {
      code = null;
    });
  }
  return code;
}
