/**
 * Open enums: a field of an API answer whose set of values the API may extend (a kind of trail
 * event, a delivery method, a refusal's reason). Its schema lists the values known today plus
 * `OTHER`, which the API never sends: a reader (the web kit's tolerant reading,
 * ../../web/api/tolerant-read.ts) reads a value it does not know as `OTHER`, so the type makes
 * every screen render a neutral fallback for it. Every other enum in an answer is closed: a list
 * item carrying a value the reader does not know is dropped (docs/contracts.md).
 */
import * as z from 'zod/mini';

/** What a reader sees for a value of an open enum that it does not know. Reserved: no enum lists it as a value of its own. */
export const OTHER = 'other';
export type Other = typeof OTHER;

/** An open enum of `values`: its schema accepts them and `OTHER`. */
export function openEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum([...values, OTHER] as [...T, Other]);
}

/** True when an enum's list of values is an open enum's (it ends with `OTHER`). */
export function isOpenEnumValues(values: readonly unknown[]): boolean {
  return values.length > 1 && values[values.length - 1] === OTHER;
}
