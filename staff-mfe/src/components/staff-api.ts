/**
 * The staff API client: every request carries the session cookie (credentials: include; the cookie
 * is HttpOnly, the page never sees it) and every write the session's CSRF token. The token comes
 * with the session (GET /staff/session, or a sign-in's answer) and is kept in memory only.
 */

import { CSRF_HEADER } from '@littlegivers/shared/contract/staff';
import { apiUrl } from '@littlegivers/shared/web/api/client';
import { readTolerantly } from '@littlegivers/shared/web/api/tolerant-read';
import type * as z from 'zod/mini';

let csrfToken: string | null = null;

export function rememberCsrfToken(token: string | null): void {
  csrfToken = token;
}

export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** A refused change: what is wrong with each field, by the field's name. */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'StaffApiError';
  }
}

/** The URL of a staff API path (a download link opens it directly: a GET with the cookie). */
export function staffUrl(path: string): string {
  return apiUrl(`/staff${path}`);
}

/** The API's answer to a request, as JSON (a refusal throws, with its message and its fields' problems). */
async function request(path: string, method: 'GET' | 'POST', body?: unknown): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET') {
    headers['content-type'] = 'application/json';
    if (csrfToken) headers[CSRF_HEADER] = csrfToken;
  }
  const response = await fetch(staffUrl(path), {
    method,
    credentials: 'include',
    headers,
    ...(method !== 'GET' ? { body: JSON.stringify(body ?? {}) } : {}),
  });
  const text = await response.text();
  const parsed = text ? (JSON.parse(text) as unknown) : null;
  if (response.status !== 200 && response.status !== 202) {
    const message =
      typeof parsed === 'object' && parsed && 'message' in parsed
        ? String(parsed.message)
        : `The API answered ${response.status}`;
    const fields =
      typeof parsed === 'object' && parsed && 'fields' in parsed ? (parsed.fields as Record<string, string>) : {};
    throw new StaffApiError(response.status, message, fields);
  }
  return parsed;
}

/**
 * An answer parsed with its shared schema (shared/src/contract/schemas/staff-*.ts), tolerantly:
 * unknown fields pass; an unknown value of an open enum reads as 'other'; an unknown value of a
 * closed enum drops its list item, with a log line (docs/contracts.md).
 */
function read<S extends z.ZodMiniType>(answer: unknown, schema: S, where: string): z.infer<S> {
  const result = readTolerantly(schema, answer, where);
  if (!result.success)
    throw new StaffApiError(200, 'The API answered something this console cannot read. Try reloading.');
  return result.data;
}

const named = (method: string, path: string) => `${method} /staff${path.split('?')[0]}`;

/** A read: GET /staff{path}, its answer parsed with `schema`. */
export async function staffRead<S extends z.ZodMiniType>(path: string, schema: S): Promise<z.infer<S>> {
  return read(await request(path, 'GET'), schema, named('GET', path));
}

/** A write: POST /staff{path} with `body` and the session's CSRF token, its answer parsed with `schema`. */
export async function staffWrite<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  body?: unknown,
): Promise<z.infer<S>> {
  return read(await request(path, 'POST', body), schema, named('POST', path));
}

/** A failure's words for the person at the screen. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong. Try again.';
}
