/**
 * Consumer-driven contracts with the API (Pact, specification v4). A browser app's component tests
 * run against a Pact mock server instead of a hand-written fetch stub: each test names the
 * interactions it relies on (request, response shape stated with matchers, provider state), the
 * runtime config's API base URL points at the mock server, and the mock server answers exactly
 * those interactions. When the test passes, the interactions are merged into the app's pact file,
 * `contracts/pacts/current/<app>-api.json`, which the API verifies (api/test/pact).
 *
 * What the API cannot be asked to do on purpose (a network failure, a hung request, a 5xx of a
 * broken deployment) is not contract: `fail` answers such a request at the fetch edge, before it
 * reaches the mock server.
 */
import { resolve } from 'node:path';
import { $runtimeConfig } from '@littlegivers/shared/web/bus';
import {
  MatchersV3,
  PactV4,
  type Path,
  SpecificationVersion,
  type TemplateHeaders,
  type V3MockServer,
  type V3ProviderState,
} from '@pact-foundation/pact';

/** The browser apps that consume the API (the shell and each remote of shared/apps.json); each records `<consumer>-api.json`. */
export type Consumer = 'shell' | `${string}-mfe`;

/** The API's name in every pact. */
export const PROVIDER = 'api';

/** Where consumer tests write the current pacts (the API verifies these and the released ones). */
export const CURRENT_PACTS_DIR = resolve(import.meta.dirname, '../../../../contracts/pacts/current');

/** Paths in interactions are below this prefix of the API's origin (runtime config `apiBaseUrl`). */
export const API_PREFIX = '/api';

/** One request the app makes and the answer it relies on. */
export interface ApiInteraction {
  /** Unique within the app's pact: the same description always describes the same interaction. */
  description: string;
  /** Provider states the API sets up before the request (see api/test/pact/provider-states.ts). */
  states?: { name: string; params?: V3ProviderState['parameters'] }[];
  request: { method: 'GET' | 'POST' | 'PUT'; path: Path; headers?: TemplateHeaders; body?: unknown };
  response: { status: number; headers?: TemplateHeaders; body?: unknown };
}

/** A request as the app sent it; `path` is below the API base URL ('/Order'). */
export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/** What a failing edge answers instead of the API: a status with a JSON body (or raw text), a network error, no answer. */
export type Fault = { status: number; body?: unknown; text?: string } | 'network-error' | 'hang';

export interface ApiSession {
  /** Every request the app sent, in order (faults included). */
  calls: RecordedCall[];
  count(method: string, path: string): number;
  /**
   * Answers `METHOD /path` (below the API base URL) at the fetch edge, `times` times (every time
   * when absent), instead of passing it to the mock server.
   */
  fail(route: string, fault: Fault, times?: number): void;
  /**
   * Holds the next `METHOD /path` request at the fetch edge until the returned function is
   * called, then passes it on (to see what the screen shows while it waits).
   */
  hold(route: string): () => void;
  /** The mock server's base URL for the app (the runtime config's `apiBaseUrl` during the test). */
  baseUrl: string;
}

function register(pact: PactV4, interaction: ApiInteraction) {
  let builder = pact.addInteraction();
  for (const state of interaction.states ?? []) builder = builder.given(state.name, state.params);
  const { request, response } = interaction;
  const path = typeof request.path === 'string' ? `${API_PREFIX}${request.path}` : request.path;
  return builder
    .uponReceiving(interaction.description)
    .withRequest(request.method, path, (req) => {
      if (request.headers) req.headers(request.headers);
      if (request.body !== undefined) req.jsonBody(request.body);
    })
    .willRespondWith(response.status, (res) => {
      // After the body, so a stated content type replaces the one jsonBody sets.
      if (response.body !== undefined) res.jsonBody(response.body);
      if (response.headers) res.headers(response.headers);
    });
}

function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/** How a test's browser stands towards the API. */
export interface BrowserOptions {
  /**
   * A cookie the browser holds for the API (an HttpOnly session cookie, which the page never
   * sees: `lg_staff=…`): sent with every request made with `credentials: 'include'`, as the
   * browser sends it.
   */
  cookie?: string;
}

/** `init` with the browser's cookie added, where the request asks for credentials. */
function withCookie(init: RequestInit | undefined, cookie: string | undefined): RequestInit | undefined {
  if (!cookie || init?.credentials !== 'include') return init;
  const headers = new Headers(init.headers);
  headers.set('cookie', cookie);
  return { ...init, headers };
}

/**
 * Routes fetch through a recorder and the faults, then to the real fetch (the mock server).
 * Returns the session and the function that puts the real fetch back.
 */
function recordFetch(baseUrl: string, offline: boolean, browser: BrowserOptions = {}): [ApiSession, () => void] {
  const realFetch = globalThis.fetch;
  const faults = new Map<string, { fault: Fault; left: number }>();
  const holds = new Map<string, Promise<void>>();
  const calls: RecordedCall[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = urlOf(input);
    const path = url.startsWith(baseUrl) ? url.slice(baseUrl.length) : url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const route = `${method} ${path}`;
    const planned = faults.get(route);
    if (planned && planned.left > 0) {
      planned.left -= 1;
      const { fault } = planned;
      if (fault === 'network-error') throw new TypeError('Failed to fetch');
      if (fault === 'hang') return new Promise<Response>(() => {});
      return new Response(fault.text ?? (fault.body === undefined ? '' : JSON.stringify(fault.body)), {
        status: fault.status,
        headers: { 'content-type': 'application/json' },
      });
    }
    const held = holds.get(route);
    if (held) {
      holds.delete(route);
      await held;
    }
    if (offline) throw new TypeError('Failed to fetch');
    return realFetch(input, withCookie(init, browser.cookie));
  };
  const session: ApiSession = {
    calls,
    baseUrl,
    count: (method, path) => calls.filter((call) => call.method === method && call.path === path).length,
    fail(route, fault, times = Number.POSITIVE_INFINITY) {
      faults.set(route, { fault, left: times });
    },
    hold(route) {
      let release = () => {};
      holds.set(route, new Promise<void>((resolve) => (release = resolve)));
      return () => release();
    },
  };
  return [session, () => (globalThis.fetch = realFetch)];
}

/** Runs `test` with the runtime config's API base URL at `baseUrl` and fetch recorded. */
async function withApiAt(
  baseUrl: string,
  test: (api: ApiSession) => Promise<void>,
  { offline = false, browser = {} }: { offline?: boolean; browser?: BrowserOptions } = {},
): Promise<void> {
  const previous = $runtimeConfig.get().apiBaseUrl;
  $runtimeConfig.set({ ...$runtimeConfig.get(), apiBaseUrl: baseUrl });
  const [session, restore] = recordFetch(baseUrl, offline, browser);
  try {
    await test(session);
  } finally {
    restore();
    $runtimeConfig.set({ ...$runtimeConfig.get(), apiBaseUrl: previous });
  }
}

/** The API's address in an offline test: a request that no fault answers fails as on a dead network. */
const OFFLINE_API = `http://api.invalid${API_PREFIX}`;

export interface ApiPact {
  /**
   * Runs `test` with the app's API at a fresh Pact mock server that answers `interactions` (each
   * must be requested at least once). On success the interactions join the app's pact file.
   * `browser`: what the browser holds for the API (a session cookie).
   */
  verify(
    interactions: readonly [ApiInteraction, ...ApiInteraction[]],
    test: (api: ApiSession) => Promise<void>,
    browser?: BrowserOptions,
  ): Promise<void>;
  /** Runs `test` with no API at all: only the planned faults answer (for failure paths). */
  offline(test: (api: ApiSession) => Promise<void>): Promise<void>;
}

/** The app's contract with the API; one per test file (the mock server takes an ephemeral port). */
export function apiPact(consumer: Consumer): ApiPact {
  const pact = new PactV4({
    consumer,
    provider: PROVIDER,
    dir: CURRENT_PACTS_DIR,
    spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
    logLevel: 'error',
  });
  return {
    async verify(interactions, test, browser = {}) {
      let last = register(pact, interactions[0]);
      for (const interaction of interactions.slice(1)) last = register(pact, interaction);
      await last.executeTest((server: V3MockServer) => withApiAt(`${server.url}${API_PREFIX}`, test, { browser }));
    },
    offline: (test) => withApiAt(OFFLINE_API, test, { offline: true }),
  };
}

/**
 * A JSON list of at least one element, each of the type of the examples (matched index by index,
 * further elements like the first): the examples are what the app's test sees.
 */
export function listLike<T>(examples: readonly T[]) {
  if (examples.length === 0) throw new Error('listLike needs at least one example');
  return { 'pact:matcher:type': 'type', min: 1, value: examples };
}

/**
 * A request value the provider state supplies when the API verifies the pact (`:name` in
 * `template` is the state's `name`, e.g. '/Order/:orderId/paypalData'), and its example here.
 * Paths are below the API prefix, as in `ApiInteraction`. Such a value matches any string in the
 * mock server: a path that another request of the same test could take too (an order's and its
 * group's) names the paths it matches with `regex` (below the API prefix as well).
 */
export function fromState<T extends string | number>(
  template: string,
  example: T,
  { path = false, regex }: { path?: boolean; regex?: string } = {},
) {
  const expression = template.replace(/:([a-zA-Z]+)/g, (_match, name: string) => `\${${name}}`);
  const matcher = path
    ? MatchersV3.fromProviderState(`${API_PREFIX}${expression}`, `${API_PREFIX}${example}`)
    : MatchersV3.fromProviderState(expression, example);
  if (!regex) return matcher;
  const anchored = path ? `^${API_PREFIX}${regex}$` : `^${regex}$`;
  return { ...matcher, 'pact:matcher:type': 'regex', regex: anchored } as unknown as typeof matcher;
}

/** An example whose `id` matches any integer: the API's own content numbers its rows itself. */
export function anyId<T extends { id: number }>(example: T) {
  return { ...example, id: MatchersV3.integer(example.id) };
}

/** A JSON list holding, among any others, an element like each example (by type, ids any integer). */
export function listContaining<T extends { id: number }>(examples: readonly T[]) {
  return MatchersV3.arrayContaining(...examples.map((example) => MatchersV3.like(anyId(example))));
}

/** A calendar day, YYYY-MM-DD, like `example`. */
export function isoDate(example: string) {
  return MatchersV3.regex('^\\d{4}-\\d{2}-\\d{2}$', example);
}

/** An ISO 8601 instant (UTC or with an offset), like `example`. */
export function isoDateTime(example: string) {
  return MatchersV3.regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$', example);
}

export { MatchersV3 };
