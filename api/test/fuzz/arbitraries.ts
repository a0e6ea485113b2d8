/**
 * fast-check arbitraries made from the API's own OpenAPI document (the JSON Schemas the shared
 * zod schemas publish): valid-shaped values for a schema, and mutations of them (hostile
 * strings, out-of-range numbers, wrong types, missing or extra fields, deep nesting).
 */
import fc from 'fast-check';

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

/** Ids that exist in a seeded database, more often than not. */
const smallId = fc.oneof(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 2147483647 }));
/** Dollar amounts in whole cents, mostly the presets. */
const dollars = fc.oneof(
  fc.integer({ min: 1, max: 10_000_000 }).map((cents) => cents / 100),
  fc.constantFrom(20, 40, 50, 1),
);

/** Realistic values for fields whose rule is not in the JSON Schema (a refinement in zod). */
const hints: Record<string, fc.Arbitrary<unknown>> = {
  shippingCountry: fc.oneof(
    { weight: 9, arbitrary: fc.constant('United States') },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  ),
  amount: dollars,
  package: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 3 }) }, { weight: 1, arbitrary: smallId }),
  lineItems: fc
    .tuple(
      fc.record({ lineItem: fc.constant('giftAmount'), amount: dollars }),
      fc.option(fc.record({ lineItem: fc.constant('donation'), amount: fc.constant(1) }), { nil: undefined }),
    )
    .map(([gift, donation]) => (donation ? [gift, donation] : [gift])),
  event_type: fc.constantFrom('CHECKOUT.ORDER.APPROVED', 'PAYMENT.CAPTURE.COMPLETED', 'OTHER.EVENT'),
};
const ID_FIELDS = new Set(['package', 'cardType', 'redemptionOrgId', 'id', 'orderId']);

const email = fc
  .tuple(fc.stringMatching(/^[a-z0-9][a-z0-9.+_-]{0,15}[a-z0-9]$/), fc.constantFrom('example.com', 'mail.example.org'))
  .map(([local, domain]) => `${local.replace(/\.{2,}/g, '.')}@${domain}`);

/** Letters, punctuation, accents and emoji a person might type. */
const character = fc.oneof(
  fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('é', 'ñ', 'ß', '😀', '’', '\u00a0'),
);

function text(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return email;
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
  return fc.string({ minLength, maxLength, unit: character });
}

function numberIn(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusive = schema.exclusiveMinimum === true;
  const min = schema.minimum === undefined ? -1e6 : schema.minimum + (exclusive ? (integer ? 1 : 0.01) : 0);
  const max = schema.maximum ?? 1e6;
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** A value of the schema's shape (not necessarily accepted: refinements are the server's to check). */
export function valid(schema: JsonSchema, field = ''): fc.Arbitrary<unknown> {
  const hinted = hints[field] ?? (ID_FIELDS.has(field) && schema.type === 'integer' ? smallId : undefined);
  const base = hinted ?? shape(schema);
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) }) : base;
}

function shape(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices) return fc.oneof(...choices.map((choice) => valid(choice)));
  switch (schema.type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, valid(value, key)]));
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    case 'array':
      return fc.array(valid(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'string':
      return text(schema);
    case 'integer':
      return numberIn(schema, true);
    case 'number':
      return numberIn(schema, false);
    case 'boolean':
      return fc.boolean();
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values no field should turn into a 500. */
export const hostile = fc.constantFrom<unknown>(
  '\u0000',
  'A\u0000B',
  'a\ud800@x.com',
  '\udc00',
  '\u001b[31m',
  '\u007f\u0085',
  '',
  ' ',
  'x'.repeat(5000),
  '<script>alert(1)</script>',
  "'; DROP TABLE orders; --",
  '../../etc/passwd',
  ['$', '{jndi:ldap://x}'].join(''),
  '2147483648',
  2147483648,
  Number.MAX_SAFE_INTEGER + 1,
  -1,
  0,
  1e-9,
  0.001,
  -0,
  1e308,
  -1e308,
  0.1 + 0.2,
  true,
  null,
  [],
  {},
  [[[[[[[[]]]]]]]],
  { __proto__x: 1, constructor: { prototype: {} } },
);

type Path = (string | number)[];

/** Every path to a value inside a JSON value (the root included). */
function paths(value: unknown, prefix: Path = []): Path[] {
  const here = [prefix];
  if (Array.isArray(value)) return here.concat(value.flatMap((item, index) => paths(item, [...prefix, index])));
  if (value && typeof value === 'object') {
    return here.concat(Object.entries(value).flatMap(([key, item]) => paths(item, [...prefix, key])));
  }
  return here;
}

function setAt(value: unknown, path: Path, replacement: unknown, remove: boolean): unknown {
  if (path.length === 0) return remove ? undefined : replacement;
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  if (rest.length === 0 && remove) delete copy[head];
  else copy[head] = setAt(copy[head], rest, replacement, remove);
  return copy;
}

export interface Mutation {
  pick: number;
  kind: 'replace' | 'remove' | 'add';
  value: unknown;
}

export const mutation: fc.Arbitrary<Mutation> = fc.record({
  pick: fc.nat(),
  kind: fc.constantFrom('replace', 'replace', 'replace', 'remove', 'add'),
  value: fc.oneof({ weight: 3, arbitrary: hostile }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) }),
});

/** Applies mutations one after another, each at a path picked among the current value's paths. */
export function mutate(value: unknown, mutations: Mutation[]): unknown {
  return mutations.reduce((current, { pick, kind, value: replacement }) => {
    const all = paths(current);
    const path = all[pick % all.length] ?? [];
    if (kind === 'add') {
      const target = path.length ? path : [];
      return setAt(current, [...target, `extra${pick % 7}`], replacement, false);
    }
    return setAt(current, path, replacement, kind === 'remove');
  }, value);
}

/** Bodies that are not the JSON value of a schema at all. */
export const rawBody = fc.constantFrom(
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":${'{"a":'.repeat(100)}1${'}'.repeat(100)}}`,
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '\u0000',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
);

/** Path parameter values, plausible and hostile. */
export const pathParam = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 8 }).map(String) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '2147483648',
      '99999999999999999999999',
      '0',
      '-1',
      '1.5',
      '1e3',
      'abc',
      '%00',
      '%F0%9F',
      'NaN',
      'Infinity',
      '0x10',
      ' 1',
    ),
  },
);

/** Values a probe puts in a staff form's fields: NUL, lone surrogates, numbers out of any column. */
export const hostileValue = fc.constantFrom<unknown>(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '',
  ' ',
  'x'.repeat(5000),
  2147483648,
  2 ** 63,
  1e308,
  -1,
  0.001,
  Number.MAX_SAFE_INTEGER,
  true,
  null,
  [],
  {},
  '2026-02-30',
  '9999-99-99',
  'LG-AAAA-AAAA',
);

/** The fields of the staff API's bodies (and a content row's), to put hostile values in. */
const STAFF_FIELDS = [
  'email',
  'role',
  'token',
  'challengeId',
  'label',
  'orderIdentifier',
  'trackingNumber',
  'force',
  'csv',
  'reason',
  'from',
  'to',
  'paidOn',
  'method',
  'reference',
  'version',
  'paper',
] as const;
const ROW_FIELDS = [
  'name',
  'publicFacingName',
  'header',
  'line1',
  'cost',
  'active',
  'sortOrder',
  'categoryName',
  'organizationName',
  'tagline',
  'heading',
  'text',
] as const;

/**
 * A staff body shaped like a real one with hostile values, written as JSON: sometimes with a key
 * twice (the second, hostile, copy is the one JSON.parse keeps).
 */
export const staffBody = fc
  .record({
    fields: fc.dictionary(fc.constantFrom(...STAFF_FIELDS), hostileValue, { maxKeys: 5 }),
    item: fc.option(fc.dictionary(fc.constantFrom(...ROW_FIELDS), hostileValue, { minKeys: 1, maxKeys: 4 })),
    duplicate: fc.option(fc.tuple(fc.constantFrom(...STAFF_FIELDS), hostileValue)),
  })
  .map(({ fields, item, duplicate }) => {
    const json = JSON.stringify(item ? { ...fields, item } : fields);
    if (!duplicate) return json;
    const [key, value] = duplicate;
    const head = `"${key}":"valid@staff.example",`;
    const tail = `,"${key}":${JSON.stringify(value)}`;
    return json === '{}' ? `{${head.slice(0, -1)}${tail}}` : `{${head}${json.slice(1, -1)}${tail}}`;
  });
