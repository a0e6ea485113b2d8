/**
 * Property-based fuzzing of every endpoint under /api, generated from the API's OpenAPI document
 * (which the shared zod schemas publish): valid-shaped requests, the same with hostile mutations,
 * and bodies that are not JSON values of the schema at all. For every request: no 5xx, no stack
 * trace or file path in the body, and a refused request (4xx) stores nothing. Counts per endpoint
 * and outcome are printed and written to test-results/fuzz-summary.json.
 * FUZZ_SEED replays a run; FUZZ_SCALE multiplies the number of requests.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { signFakeWebhook } from '../src/paypal/fake';
import { type JsonSchema, mutate, mutation, pathParam, rawBody, valid } from './fuzz/arbitraries';
import { buildTestApp, openRedemptionSession, type TestApp, usingPostgres } from './helpers';

/** A quarter of the requests on a PostgreSQL server (`test:pg`), where each costs more; all of them on PGlite. */
const SCALE = Number(process.env.FUZZ_SCALE ?? (usingPostgres ? 0.25 : 1));
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
/** Requests per endpoint with a body (valid-shaped, mutated, raw) and per endpoint without one. */
const scaled = (runs: number) => Math.max(1, Math.round(runs * SCALE));
const RUNS = { valid: scaled(100), mutated: scaled(160), raw: scaled(16), bodiless: scaled(40), get: scaled(5) };

interface Operation {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  body?: JsonSchema;
}

interface FuzzRequest {
  kind: 'valid' | 'mutated' | 'raw';
  params: string[];
  body: unknown;
  raw?: string;
  /**
   * Signs a webhook; for paypalData, uses the record's own PayPal order, approved by the buyer
   * first; for a redemption, a session opened with its own code.
   */
  signed: boolean;
}

let t: TestApp;
let ipCounter = 0;
const outcomes = new Map<string, Record<string, number>>();

beforeAll(async () => {
  // The stand-in PayPal is reached from 127.0.0.1 too: the per-client limit must not refuse it.
  t = await buildTestApp({ env: { RATE_LIMIT_MAX: '1000000' } });
});
afterAll(async () => {
  await t.close();
  const summary = Object.fromEntries(outcomes);
  const total = [...outcomes.values()].reduce(
    (sum, counts) => sum + Object.values(counts).reduce((a, b) => a + b, 0),
    0,
  );
  const folder = path.resolve(import.meta.dirname, '../../test-results');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'fuzz-summary.json'), `${JSON.stringify({ total, endpoints: summary }, null, 2)}\n`);
  console.info(`fuzz: ${total} requests`, summary);
});

async function operations(): Promise<Operation[]> {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
  };
  return Object.entries(document.paths)
    .filter(([url]) => url.startsWith('/api/'))
    .flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase() as Operation['method'],
        url,
        ...(operation.requestBody ? { body: operation.requestBody.content['application/json']?.schema ?? {} } : {}),
      })),
    );
}

/** Row counts of every table a request could write to. */
async function rowCounts(): Promise<unknown> {
  const result = await t.app.db.execute(
    sql.raw(`SELECT (SELECT count(*) FROM orders) AS orders, (SELECT count(*) FROM order_line_items) AS lines,
      (SELECT count(*) FROM donations) AS donations, (SELECT count(*) FROM redemptions) AS redemptions,
      (SELECT count(*) FROM redemption_sessions) AS sessions, (SELECT count(*) FROM redemption_selections) AS selections,
      (SELECT count(*) FROM paypal_webhook_events) AS events, (SELECT count(*) FROM paypal_fake_orders) AS paypal,
      (SELECT count(*) FILTER (WHERE status = 'paid') FROM orders) AS paid`),
  );
  return (result as unknown as { rows: unknown[] }).rows?.[0] ?? result;
}

function requestsFor(operation: Operation): fc.Arbitrary<FuzzRequest>[] {
  const paramCount = (operation.url.match(/\{/g) ?? []).length;
  const params = fc.array(pathParam, { minLength: paramCount, maxLength: paramCount });
  const signed = fc.boolean();
  if (!operation.body) {
    return [fc.record({ kind: fc.constant('valid' as const), params, body: fc.constant(undefined), signed })];
  }
  const shaped = valid(operation.body);
  return [
    fc.record({ kind: fc.constant('valid' as const), params, body: shaped, signed }),
    fc.record({
      kind: fc.constant('mutated' as const),
      params,
      body: fc
        .tuple(shaped, fc.array(mutation, { minLength: 1, maxLength: 3 }))
        .map(([body, changes]) => mutate(body, changes)),
      signed,
    }),
    fc.record({ kind: fc.constant('raw' as const), params, body: fc.constant(undefined), raw: rawBody, signed }),
  ];
}

/** For paypalData: the record's own PayPal order id, approved at the stand-in (so the capture runs). */
async function ownPayPalOrder(operation: Operation, id: string | undefined): Promise<string | undefined> {
  const table = operation.url.startsWith('/api/Order/') ? 'orders' : 'donations';
  if (!/^\d{1,9}$/.test(id ?? '')) return undefined;
  const result = (await t.app.db.execute(
    sql.raw(`SELECT paypal_order_id AS "paypalOrderId" FROM ${table} WHERE id = ${Number(id)}`),
  )) as unknown as { rows: { paypalOrderId: string | null }[] };
  const paypalOrderId = result.rows[0]?.paypalOrderId ?? undefined;
  if (paypalOrderId) await t.app.inject({ method: 'POST', url: `/paypal-fake/buyer/orders/${paypalOrderId}/approve` });
  return paypalOrderId;
}

/** For a redemption: a session opened with the redemption's own code, and its amount (so the redemption runs). */
async function ownSession(id: string | undefined): Promise<{ sessionId: string; amount: number } | undefined> {
  if (!/^\d{1,9}$/.test(id ?? '')) return undefined;
  const result = (await t.app.db.execute(
    sql.raw(`SELECT code_ciphertext AS "ciphertext" FROM redemptions WHERE id = ${Number(id)}`),
  )) as unknown as { rows: { ciphertext: string }[] };
  const ciphertext = result.rows[0]?.ciphertext;
  if (!ciphertext) return undefined;
  const opened = await openRedemptionSession(t.app, t.app.vault.decrypt(ciphertext));
  const session = opened.json() as { sessionId?: string; amount?: number };
  return session.sessionId && session.amount ? { sessionId: session.sessionId, amount: session.amount } : undefined;
}

/** Points some requests at real records (see `signed`); true when that stored something (a session). */
async function prepare(operation: Operation, request: FuzzRequest): Promise<boolean> {
  const body = request.body as Record<string, unknown> | undefined;
  if (!request.signed || !body || typeof body !== 'object') return false;
  if (operation.method === 'PUT' && Array.isArray(body.selection)) {
    const own = await ownSession(request.params[0]);
    if (!own) return false;
    request.body = { ...body, sessionId: own.sessionId, selection: [{ redemptionOrgId: 1, amount: own.amount }] };
    return true;
  }
  if (operation.url.endsWith('/paypalData')) {
    const own = await ownPayPalOrder(operation, request.params[0]);
    if (own) request.body = { ...body, payPalId: own };
  }
  return false;
}

async function send(operation: Operation, request: FuzzRequest) {
  let index = 0;
  const url = operation.url.replace(/\{[^}]+\}/g, () => encodeURI(request.params[index++] ?? '1'));
  const payload =
    request.raw ??
    (request.body === undefined ? undefined : JSON.stringify(request.body === undefined ? null : request.body));
  const headers: Record<string, string> = payload === undefined ? {} : { 'content-type': 'application/json' };
  if (operation.url === '/api/paypal/webhook' && request.signed && payload !== undefined) {
    const time = '2026-01-01T00:00:00Z';
    headers['paypal-transmission-id'] = 'fuzz';
    headers['paypal-transmission-time'] = time;
    headers['paypal-transmission-sig'] = signFakeWebhook(t.app.config.paypal.fakeWebhookSecret, 'fuzz', time, payload);
    headers['paypal-auth-algo'] = 'HMAC-SHA256';
  }
  ipCounter++;
  return t.app.inject({
    method: operation.method,
    url,
    headers,
    remoteAddress: `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
    ...(payload === undefined ? {} : { payload }),
  });
}

const STACK_TRACE = /\bat .+:\d+:\d+|node_modules|\/src\/|Error:/;

describe('fuzz: every endpoint, generated from the OpenAPI document', () => {
  it('answers no 5xx, no stack trace, and stores nothing for a refused request', async () => {
    const all = await operations();
    let rows = await rowCounts();
    expect(all.length).toBeGreaterThanOrEqual(15);
    for (const operation of all) {
      const key = `${operation.method} ${operation.url}`;
      const counts: Record<string, number> = {};
      outcomes.set(key, counts);
      const arbitraries = requestsFor(operation);
      for (const [position, arbitrary] of arbitraries.entries()) {
        const runs = !operation.body
          ? operation.method === 'GET'
            ? RUNS.get
            : RUNS.bodiless
          : [RUNS.valid, RUNS.mutated, RUNS.raw][position];
        await fc.assert(
          fc.asyncProperty(arbitrary, async (request) => {
            if (await prepare(operation, request)) rows = await rowCounts();
            const response = await send(operation, request);
            const outcome = `${request.kind} ${response.statusCode}`;
            counts[outcome] = (counts[outcome] ?? 0) + 1;
            if (process.env.FUZZ_DEBUG && request.kind === 'valid' && response.statusCode === 400)
              console.log(key, response.body);
            expect(response.statusCode, `${key} ${JSON.stringify(request)} → ${response.body}`).toBeLessThan(500);
            expect(response.body).not.toMatch(STACK_TRACE);
            // Rows as they were after the last accepted request: a refused one must not change them.
            if (response.statusCode >= 400) expect(await rowCounts()).toEqual(rows);
            else rows = await rowCounts();
          }),
          { numRuns: runs, ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: true },
        );
      }
    }
    // About 50 s alone on PGlite; more beside the other test files on a shared 2-core machine.
  }, 240_000);
});
