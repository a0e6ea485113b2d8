// The zod builders the apps call as `z.<name>` (see zod.mjs). Types (`z.infer`, `z.ZodType`...)
// need nothing here: type checking and tests use the real package.
export {
  array,
  boolean,
  coerce,
  discriminatedUnion,
  email,
  enum,
  literal,
  looseObject,
  number,
  object,
  record,
  string,
  union,
  unknown,
} from '@littlegivers/zod-full';
