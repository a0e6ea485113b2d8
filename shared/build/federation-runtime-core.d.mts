// Side effect only: see federation-runtime-core.mjs.
export {};
