/**
 * The fetch-based API client. Every answer is parsed with its shared zod schema, tolerantly
 * (./tolerant-read.ts: unknown fields pass, an unknown value drops its list item or reads as an
 * open enum's `other`), so an answer that still does not match the contract is an error here,
 * not a crash deeper in a screen.
 */

import { $runtimeConfig } from '@littlegivers/shared/web/bus';
import type * as z from 'zod/mini';
import { joinApiUrl, readHeaders, takeEarlyRead } from './early-reads';
import { readTolerantly } from './tolerant-read';

/** The API answered with a status other than 200 (the apps treat only 200 as success). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown, message?: string) {
    super(message ?? `API answered ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The API answered 200 with a body that does not match the shared schema. */
export class ApiParseError extends Error {
  constructor(readonly issues: unknown) {
    super('API answer did not match the contract');
    this.name = 'ApiParseError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  signal?: AbortSignal;
  /** Overrides the runtime config's API base URL (tests, standalone tools). */
  baseUrl?: string;
}

export function apiUrl(path: string, baseUrl = $runtimeConfig.get().apiBaseUrl): string {
  return joinApiUrl(baseUrl, path);
}

export async function apiRequest<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  const { method = 'GET', body, signal, baseUrl } = options;
  const url = apiUrl(path, baseUrl);
  // A read the shell started before this screen loaded (early-reads.ts) answers the first GET.
  const early = method === 'GET' && body === undefined ? takeEarlyRead(url) : undefined;
  const response = await (early ??
    fetch(url, {
      method,
      signal,
      headers: body === undefined ? readHeaders : { 'content-type': 'application/json', ...readHeaders },
      body: body === undefined ? undefined : JSON.stringify(body),
    }));
  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      if (response.status === 200) throw new ApiParseError('not JSON');
    }
  }
  if (response.status !== 200) {
    const message = typeof parsed === 'object' && parsed && 'message' in parsed ? String(parsed.message) : undefined;
    throw new ApiError(response.status, parsed, message);
  }
  const result = readTolerantly(schema, parsed, `${method} ${path}`);
  if (!result.success) throw new ApiParseError(result.issues);
  return result.data;
}
