/**
 * Tolerant reading of an API answer: "ignore what you don't know" (docs/contracts.md).
 *
 * - Unknown fields pass: the shared schemas are `z.object`s, which drop keys they do not list.
 * - A value of an open enum (../../contract/schemas/open-enum.ts) the reader does not know reads
 *   as `OTHER`, and the screen renders its neutral fallback.
 * - A value of a closed enum the reader does not know, or an element of a union of an unknown
 *   kind, drops the list item that holds it, with a log line, rather than the whole answer.
 *
 * Anything else that breaks the schema (a missing field, a wrong type, a value the reader does
 * not know outside any list) still fails the answer.
 */
import type * as z from 'zod/mini';
import { isOpenEnumValues, OTHER } from '../../contract/schemas/open-enum';

type Path = PropertyKey[];
type Issue = z.core.$ZodIssue;

/** What to do about one issue: read the value as OTHER, drop a list item, or nothing can be done. */
type Repair = { kind: 'other'; path: Path } | { kind: 'drop'; path: Path } | null;

/** A value the reader does not know, rather than a broken shape. */
function isUnknownValue(issue: Issue): boolean {
  if (issue.code === 'invalid_value') return true;
  // A discriminated union whose discriminator names no option: an element of a new kind.
  return issue.code === 'invalid_union' && issue.errors.length === 0;
}

function repairFor(issue: Issue): Repair {
  if (!isUnknownValue(issue)) return null;
  if (issue.code === 'invalid_value' && isOpenEnumValues(issue.values)) return { kind: 'other', path: issue.path };
  // The innermost list item that holds the value.
  const index = issue.path.findLastIndex((key) => typeof key === 'number');
  return index < 0 ? null : { kind: 'drop', path: issue.path.slice(0, index + 1) };
}

function parentOf(root: unknown, path: Path): Record<PropertyKey, unknown> | unknown[] | undefined {
  let node: unknown = root;
  for (const key of path.slice(0, -1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>) : undefined;
}

function describe(path: Path): string {
  return path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('') || '(answer)';
}

/** Safety bound: each round repairs at least one value, so rounds only run out on a pathological answer. */
const MAX_ROUNDS = 50;

/**
 * Parses `data` with `schema` tolerantly. Answers the parsed value, or the issues that tolerance
 * cannot repair. `where` names the answer in the log lines (`GET /package`).
 */
export function readTolerantly<S extends z.ZodMiniType>(
  schema: S,
  data: unknown,
  where: string,
): { success: true; data: z.infer<S> } | { success: false; issues: Issue[] } {
  let current = data;
  let copied = false;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const result = schema.safeParse(current);
    if (result.success) return { success: true, data: result.data };
    const repairs = result.error.issues.map(repairFor);
    if (repairs.some((repair) => repair === null)) return { success: false, issues: result.error.issues };
    if (!copied) {
      current = structuredClone(current);
      copied = true;
    }
    const drops = new Map<string, Path>();
    for (const repair of repairs as Exclude<Repair, null>[]) {
      if (repair.kind === 'other') {
        const parent = parentOf(current, repair.path);
        const key = repair.path[repair.path.length - 1];
        if (!parent || key === undefined) return { success: false, issues: result.error.issues };
        const value = (parent as Record<PropertyKey, unknown>)[key];
        console.warn(
          `[api] ${where}: ${describe(repair.path)} ${JSON.stringify(value)} is not known here: read as "${OTHER}"`,
        );
        (parent as Record<PropertyKey, unknown>)[key] = OTHER;
      } else {
        drops.set(describe(repair.path), repair.path);
      }
    }
    // Later items first, so the indexes of the earlier ones still hold.
    const ordered = [...drops.values()].sort((a, b) => Number(b[b.length - 1]) - Number(a[a.length - 1]));
    for (const path of ordered) {
      const list = parentOf(current, path);
      const index = path[path.length - 1] as number;
      if (!Array.isArray(list) || index >= list.length) return { success: false, issues: result.error.issues };
      console.warn(`[api] ${where}: dropped ${describe(path)}, which holds a value not known here`);
      list.splice(index, 1);
    }
  }
  return { success: false, issues: [] };
}
