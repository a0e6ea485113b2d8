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

export async function staffApi<T>(path: string, options: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET') {
    headers['content-type'] = 'application/json';
    if (csrfToken) headers[CSRF_HEADER] = csrfToken;
  }
  const response = await fetch(staffUrl(path), {
    method,
    credentials: 'include',
    headers,
    ...(method !== 'GET' ? { body: JSON.stringify(options.body ?? {}) } : {}),
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
  return parsed as T;
}

/**
 * A contracted read: the answer parsed with its shared schema, tolerantly (unknown fields pass; an
 * unknown value of an open enum reads as 'other'; an unknown closed value drops its list item).
 */
export async function staffRead<S extends z.ZodMiniType>(path: string, schema: S): Promise<z.infer<S>> {
  const answer = await staffApi<unknown>(path);
  const read = readTolerantly(schema, answer, `GET /staff${path.split('?')[0]}`);
  if (!read.success)
    throw new StaffApiError(200, 'The API answered something this console cannot read. Try reloading.');
  return read.data;
}

/** A failure's words for the person at the screen. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong. Try again.';
}
