// What the apps' builds get for `zod` (a resolve.alias in rspack.mjs, like react-router-dom.mjs):
// the `z` namespace with the schema builders the apps use, re-exported from the real package.
// Module Federation shares a library whole, with no tree shaking, and the whole of classic zod is
// ~75 KB compressed: every locale, JSON Schema import/export, the schema compiler. Sharing this
// module shares exactly the list in zod-api.mjs (still one instance for every remote; the
// schemas' own methods, `.refine()`, `.optional()` and the rest, come with them).
// An app that needs another builder adds it to zod-api.mjs (the build warns about a missing one).
export * as z from './zod-api.mjs';
