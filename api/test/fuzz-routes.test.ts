/**
 * Fuzzing of every route the API serves, in every environment that serves it: the routes are
 * taken from the app itself as it is built for `local`, `dev`, `demo` and `production` (not from
 * the OpenAPI document, which leaves out the docs page, the assets, the local mailbox and the
 * PayPal stand-in). Each route gets hostile path segments sent as written (NUL, ids past 2^31,
 * 2^63 and 1e20, dot segments, invalid UTF-8, kilobytes), hostile queries, bodies and content
 * types, with and without the stand-in's bearer token; most requests to a staff route carry the
 * session cookie and CSRF token of a signed-in viewer, operator or admin, so they reach the
 * handlers behind the session check (real content kinds among the segments), with bodies shaped
 * like the staff forms' (NUL, lone surrogates, numbers past any column, a key given twice), and
 * half of all requests are sent twice (a replay). For every request: no 5xx and no stack
 * trace. fuzz.test.ts sends schema-shaped bodies to the documented routes; this suite makes sure
 * nothing the API serves is left out. Counts per environment, route and status are written to
 * test-results/fuzz-routes-summary.json. FUZZ_SEED replays a run; FUZZ_SCALE multiplies the runs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_KINDS } from '@littlegivers/shared/contract/schemas/staff-content';
import { CSRF_HEADER, STAFF_API_PATH } from '@littlegivers/shared/contract/staff';
import fc from 'fast-check';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { StaffRole } from '../src/db/schema';
import { pathParam, rawBody, staffBody } from './fuzz/arbitraries';
import { buildTestApp, createOrder, ownTestDatabase, productionEnv, type TestApp, usingPostgres } from './helpers';
import { capturedPurchase } from './ops/ops-helpers';
import { cookieFrom, lastLinkToken } from './staff/staff-helpers';

/** Half the requests on a PostgreSQL server (`test:pg`), where each costs more. */
const SCALE = Number(process.env.FUZZ_SCALE ?? (usingPostgres ? 0.5 : 1));
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
/** Requests per route: more where everything is served, fewer where a subset is. */
const RUNS = { local: Math.max(1, Math.round(24 * SCALE)), other: Math.max(1, Math.round(8 * SCALE)) };

const ENVIRONMENTS = {
  local: { APP_ENV: 'local' },
  dev: { APP_ENV: 'dev' },
  demo: { APP_ENV: 'demo' },
  production: productionEnv,
} as const;
type Environment = keyof typeof ENVIRONMENTS;

interface Route {
  method: string;
  url: string;
}

/**
 * A stack trace's marks: a frame (`at fn (file:1:2)`), a module path, or an error's first line
 * (`Error: …`, `TypeError: …`). A field named like one (the outbox's `lastError:` in the OpenAPI
 * document) is not one.
 */
const STACK_TRACE = /\bat .+:\d+:\d+|node_modules|\/src\/|\b(?:[A-Z]\w*)?Error: /;

/** A path segment as a probe writes it: escaped or not, NUL, huge numbers, dot segments, junk. */
const segment = (realIds: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: pathParam.map((value) => encodeURIComponent(value)) },
    { weight: 2, arbitrary: fc.constantFrom(...realIds) },
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        '%00',
        'A%00B',
        '%C0%80',
        '%FF',
        '%EF%BF%BF',
        '2147483648',
        '4294967296',
        '9223372036854775808',
        '18446744073709551616',
        '100000000000000000000',
        '1e20',
        '-0',
        '..',
        '%2e%2e',
        '..%2f..%2fpackage.json',
        '%2e%2e%2f%2e%2e%2fsrc%2fconfig.ts',
        'card.png',
        'index.html',
        'swagger-ui.css',
        'x'.repeat(300),
        '%25',
        "'",
        '%27%20OR%201%3D1--',
      ),
    },
  );

const query = fc.constantFrom(
  '',
  '?paper=a4',
  '?paper=b5',
  '?a=%00',
  '?__proto__[x]=1',
  `?q=${'a'.repeat(3000)}`,
  '?%FF',
);

const body = fc.oneof(
  fc.constant(undefined),
  rawBody.map((payload) => ({ payload, type: 'application/json' })),
  fc.constantFrom(
    { payload: '{"eventType":"PAYMENT.CAPTURE.COMPLETED"}', type: 'application/json' },
    { payload: '{"eventType":"\\u0000"}', type: 'application/json' },
    { payload: '{}', type: 'application/json' },
    { payload: 'grant_type=client_credentials', type: 'application/x-www-form-urlencoded' },
    { payload: '%00=%FF&a', type: 'application/x-www-form-urlencoded' },
    { payload: 'plain', type: 'text/plain' },
    { payload: '<x/>', type: 'application/xml' },
  ),
);

const authorization = fc.constantFrom(
  undefined,
  'Bearer fake-access-token-fuzz',
  `Basic ${Buffer.from('fake-client-id:fake-client-secret').toString('base64')}`,
  'Basic %00',
);

/**
 * The routes an app serves, as it adds them. Each environment has a database of its own, as a
 * deployment has: its codes are sealed with its own key, which no other environment's can open.
 */
async function servedBy(environment: Environment): Promise<{ app: TestApp; routes: Route[] }> {
  const routes: Route[] = [];
  const database = await ownTestDatabase();
  const app = await buildTestApp({
    env: { ...ENVIRONMENTS[environment], RATE_LIMIT_MAX: '1000000', STAFF_SIGN_IN_LIMIT: '1000000' },
    database,
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) routes.push({ method: String(method), url: route.url });
    },
  });
  return {
    app: {
      ...app,
      close: async () => {
        await app.close();
        await database.close();
      },
    },
    routes,
  };
}

/** Writes each `:param` and `*` of a route's URL with the given segments. */
function filled(url: string, segments: string[]): string {
  let index = 0;
  return url.replace(/:[A-Za-z]+|\*/g, () => segments[index++] ?? '1');
}

const key = (route: Route) => `${route.method} ${route.url}`;

let accounts = 0;
const ROLES: readonly StaffRole[] = ['viewer', 'operator', 'admin'];

/**
 * A new account of `role`, signed in through its e-mailed link: the headers of its requests (no
 * Origin: a request without one is not a browser's cross-site one, in every environment).
 */
async function staffHeaders(app: FastifyInstance, role: StaffRole): Promise<Record<string, string>> {
  accounts += 1;
  const email = `fuzz-${role}-${accounts}@staff.example`;
  await app.staffAuth.addStaff(email, role, new Date());
  const token = await lastLinkToken(app, email);
  const response = await app.inject({ method: 'POST', url: `${STAFF_API_PATH}/auth/link`, payload: { token } });
  if (response.statusCode !== 200) throw new Error(`staff sign-in failed: ${response.statusCode} ${response.body}`);
  const { csrfToken } = response.json() as { csrfToken: string };
  return { cookie: cookieFrom(response), [CSRF_HEADER]: csrfToken };
}
const summary: Record<string, Record<string, Record<string, number>>> = {};
const inventories: Partial<Record<Environment, Set<string>>> = {};

afterAll(() => {
  const folder = path.resolve(import.meta.dirname, '../../test-results');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'fuzz-routes-summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
});

describe('fuzz: every route the API serves, in every environment', () => {
  it.each(Object.keys(ENVIRONMENTS) as Environment[])(
    'answers no 5xx and no stack trace on any route in %s',
    async (environment) => {
      const { app: t, routes } = await servedBy(environment);
      try {
        inventories[environment] = new Set(routes.map(key));
        // Real ids for some requests: a PayPal order at the stand-in, a delivered message.
        const realIds = ['1', ...CONTENT_KINDS];
        if (environment !== 'production') {
          const order = await createOrder(t.app);
          realIds.push(order.payPalOrderId, order.id);
          await capturedPurchase(t.app);
          await t.app.mail.drain();
        }
        const counts: Record<string, Record<string, number>> = {};
        summary[environment] = counts;
        let client = 0;
        // A session per role; signed in again after a request ends it (sign-out, the account disabled).
        const staff: Partial<Record<StaffRole, Record<string, string>>> = {};
        for (const route of routes) {
          const seen: Record<string, number> = {};
          counts[key(route)] = seen;
          const slots = (route.url.match(/:[A-Za-z]+|\*/g) ?? []).length;
          const isStaff = route.url.startsWith(`${STAFF_API_PATH}/`);
          const request = fc.record({
            segments: fc.array(segment(realIds), { minLength: slots, maxLength: slots }),
            query,
            body:
              route.method === 'GET' || route.method === 'HEAD'
                ? fc.constant(undefined)
                : isStaff
                  ? fc.oneof(
                      body,
                      staffBody.map((payload) => ({ payload, type: 'application/json' })),
                    )
                  : body,
            authorization,
            role: isStaff
              ? fc.constantFrom<StaffRole | null>(null, ...ROLES, 'admin')
              : fc.constant<StaffRole | null>(null),
            replay: fc.boolean(),
          });
          await fc.assert(
            fc.asyncProperty(
              request,
              async ({ segments, query: search, body: sent, authorization: auth, role, replay }) => {
                client++;
                if (role) staff[role] ??= await staffHeaders(t.app, role);
                const headers: Record<string, string> = role ? { ...staff[role] } : {};
                if (auth) headers.authorization = auth;
                if (sent) headers['content-type'] = sent.type;
                const url = `${filled(route.url, segments)}${search}`;
                const send = () =>
                  t.app.inject({
                    method: route.method as 'GET',
                    url,
                    headers,
                    remoteAddress: `10.9.${(client >> 8) & 255}.${client & 255}`,
                    ...(sent ? { payload: sent.payload } : {}),
                  });
                const first = await send();
                // A replay (the same request again: a double click, a captured request sent twice).
                const answer = replay && first.statusCode < 500 ? await send() : first;
                const outcome = `${role ? `${role} ` : ''}${answer.statusCode}`;
                seen[outcome] = (seen[outcome] ?? 0) + 1;
                if (role && answer.statusCode === 401) delete staff[role];
                expect(
                  answer.statusCode,
                  `${environment} ${route.method} ${url} → ${answer.body.slice(0, 300)}`,
                ).toBeLessThan(500);
                // The audit trail's answer quotes recorded refusals (times, messages): not a stack trace.
                const quotesRecords = route.url === `${STAFF_API_PATH}/audit`;
                if (!quotesRecords && !answer.headers['content-type']?.toString().includes('javascript')) {
                  expect(answer.body, `${environment} ${route.method} ${url}`).not.toMatch(STACK_TRACE);
                }
              },
            ),
            {
              numRuns: environment === 'local' ? RUNS.local : RUNS.other,
              ...(SEED === undefined ? {} : { seed: SEED }),
              endOnFailure: true,
            },
          );
        }
        expect(routes.length).toBeGreaterThan(20);
      } finally {
        await t.close();
      }
    },
    600_000,
  );

  it('serves the local mailbox in local only and the PayPal stand-in everywhere but production', () => {
    const { local, dev, demo, production } = inventories;
    if (!local || !dev || !demo || !production) throw new Error('every environment is fuzzed first');
    const mailbox = (route: string) => route.includes('/api/dev/mailbox');
    const standIn = (route: string) => route.includes('/paypal-fake');
    expect([...local].some(mailbox)).toBe(true);
    for (const other of [dev, demo, production]) expect([...other].filter(mailbox)).toEqual([]);
    expect([...dev].some(standIn)).toBe(true);
    expect([...production].filter(standIn)).toEqual([]);
    // Nothing is served elsewhere that local does not serve (and so fuzz with the most requests).
    for (const other of [dev, demo, production]) expect([...other].filter((route) => !local.has(route))).toEqual([]);
    expect([...dev].sort()).toEqual([...demo].sort());
  });
});
