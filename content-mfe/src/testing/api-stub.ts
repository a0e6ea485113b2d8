/**
 * Component tests stub the network at the HTTP edge: `fetch` answers by method and path under the
 * runtime config's API base URL, and every call is recorded, so the real fetchers, zod parsing
 * and react-query run as they do in the browser.
 */
import { $runtimeConfig } from '@littlegivers/shared/web/bus';
import { getQueryClient } from '@littlegivers/shared/web/ui/RemoteRoot';
import { afterEach, beforeEach, vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status: number; body?: unknown } | 'network-error';
type Handler = (call: RecordedCall) => Answer | Promise<Answer>;

export interface ApiStub {
  calls: RecordedCall[];
  /** Answers `METHOD /path` (e.g. 'GET /FAQ'); later registrations win. */
  on(route: string, handler: Handler | Answer): void;
}

export function stubApi(): ApiStub {
  const handlers = new Map<string, Handler>();
  const calls: RecordedCall[] = [];
  const base = $runtimeConfig.get().apiBaseUrl.replace(/\/$/, '');
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.startsWith(base) ? url.slice(base.length) : url;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path, body };
    calls.push(call);
    const handler = handlers.get(`${method} ${path}`);
    if (!handler) return new Response(JSON.stringify({ message: 'not stubbed' }), { status: 404 });
    const answer = await handler(call);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const { status, body: responseBody } = answer;
    return new Response(responseBody === undefined ? '' : JSON.stringify(responseBody), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    calls,
    on(route, handler) {
      handlers.set(route, typeof handler === 'function' ? handler : () => handler);
    },
  };
}

/** Fresh query cache per test, no retry delay: a failure shows at once. */
export function useCleanQueryClient(): void {
  beforeEach(() => {
    getQueryClient().setDefaultOptions({ queries: { retry: false, staleTime: 60_000 }, mutations: { retry: 0 } });
  });
  afterEach(() => {
    getQueryClient().clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
