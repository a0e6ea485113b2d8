// What the apps' builds get for `zod/mini` (a resolve.alias in federation.mjs, like
// react-router-dom.mjs): the zod/mini functions the apps use, re-exported from the real package.
// Module Federation shares a library whole, with no tree shaking, and the whole of zod/mini is
// ~70 KB compressed (every locale, JSON Schema import/export). Sharing this module shares exactly
// this list, still one instance for every remote. The schemas use zod/mini, not classic zod,
// because its functions tree-shake: the builders below come to ~9 KB compressed, where classic
// zod's schema classes carry every method (~24 KB for the same list).
// An app that needs another function adds it here (the build warns about a missing export).
export {
  _default,
  array,
  boolean,
  coerce,
  discriminatedUnion,
  email,
  enum,
  extend,
  int,
  literal,
  maximum,
  maxLength,
  minLength,
  nonnegative,
  nullable,
  nullish,
  number,
  object,
  optional,
  pipe,
  positive,
  record,
  refine,
  regex,
  string,
  superRefine,
  transform,
  trim,
  union,
  unknown,
} from '@littlegivers/zod-mini-full';
