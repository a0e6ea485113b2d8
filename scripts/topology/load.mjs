// Visitors of the topology, through nginx: each from a loopback address of its own (127.0.x.y: the
// proxy's client address is what the API's per-client limits count), buying cards of every
// delivery through the PayPal stand-in, redeeming codes, loading pages' files. A visitor does what
// the apps do: on a 502, a 503 (with Retry-After) or a dropped connection it tries again, the
// payment with the same order (so the same PayPal request id). Figures per route: count, statuses,
// p50/p95/p99. `verify` reads the database: every paid order has one code and one receipt.
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import zlib from 'node:zlib';
import { root } from './render.mjs';

const requireFromApi = createRequire(path.join(root, 'api', 'package.json'));

/** The client address of visitor `n` (never 127.0.0.1, nginx's own address, which the API trusts). */
export const clientAddress = (n) => `127.0.${1 + Math.floor(n / 250)}.${2 + (n % 250)}`;

/** Latencies and statuses per route (method and path with ids replaced). */
export class Recorder {
  /** @type {Map<string, { ms: number[], statuses: Record<string, number> }>} */
  routes = new Map();
  started = Date.now();
  /** @type {{ at: number, route: string, status: number | string }[]} */
  events = [];

  record(route, status, ms) {
    let entry = this.routes.get(route);
    if (!entry) {
      entry = { ms: [], statuses: {} };
      this.routes.set(route, entry);
    }
    entry.ms.push(ms);
    entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
    this.events.push({ at: Date.now(), route, status });
  }

  /** Per route: count, per second, p50/p95/p99 (ms), statuses; and the 5xx and 500 totals. */
  summary(seconds = (Date.now() - this.started) / 1000) {
    const quantile = (sorted, q) =>
      sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0;
    const routes = {};
    let fiveHundreds = 0;
    let serverErrors = 0;
    for (const [route, { ms, statuses }] of [...this.routes].sort()) {
      const sorted = [...ms].sort((a, b) => a - b);
      routes[route] = {
        count: ms.length,
        perSecond: Number((ms.length / seconds).toFixed(1)),
        p50: Math.round(quantile(sorted, 0.5)),
        p95: Math.round(quantile(sorted, 0.95)),
        p99: Math.round(quantile(sorted, 0.99)),
        statuses,
      };
      for (const [status, count] of Object.entries(statuses)) {
        if (/^5\d\d$/.test(status)) serverErrors += count;
        if (status === '500') fiveHundreds += count;
      }
    }
    return { seconds: Number(seconds.toFixed(1)), routes, serverErrors, fiveHundreds };
  }
}

/** One visitor's HTTP client: keep-alive from its own address, JSON in and out, figures recorded. */
export function visitorClient(origin, n, recorder) {
  const agent = new http.Agent({ keepAlive: true, localAddress: clientAddress(n), maxSockets: 2 });
  const base = new URL(origin);
  /**
   * @param {string} method
   * @param {string} urlPath
   * @param {{ body?: unknown, route?: string, headers?: Record<string, string> }} [options]
   * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, body: any, text: string }>}
   */
  function request(method, urlPath, { body, route = `${method} ${urlPath}`, headers = {} } = {}) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    return new Promise((resolve) => {
      const req = http.request(
        {
          agent,
          host: base.hostname === 'localhost' ? '127.0.0.1' : base.hostname,
          port: base.port,
          method,
          path: urlPath,
          headers: {
            host: base.host,
            'accept-encoding': 'gzip, br',
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
            ...headers,
          },
          timeout: 30_000,
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            recorder?.record(route, status, performance.now() - started);
            const raw = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            const text = (
              encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw
            ).toString('utf8');
            let parsed = null;
            try {
              parsed = text ? JSON.parse(text) : null;
            } catch {
              parsed = null;
            }
            resolve({ status, headers: res.headers, body: parsed, text });
          });
          res.on('error', () => {
            recorder?.record(route, 'dropped', performance.now() - started);
            resolve({ status: 0, headers: {}, body: null, text: '' });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        recorder?.record(route, 'dropped', performance.now() - started);
        resolve({ status: 0, headers: {}, body: null, text: '' });
      });
      if (payload) req.write(payload);
      req.end();
    });
  }
  return { request, close: () => agent.destroy(), address: clientAddress(n) };
}

/**
 * Sends a request until it gets an answer that is not "try again" (a 502, a 503, a dropped
 * connection), waiting Retry-After (or half a second) between tries, for at most `withinMs`.
 */
export async function untilAnswered(send, { withinMs = 60_000 } = {}) {
  const started = Date.now();
  let tries = 0;
  for (;;) {
    tries += 1;
    const answer = await send();
    const again = answer.status === 0 || answer.status === 502 || answer.status === 503 || answer.status === 504;
    if (!again || Date.now() - started > withinMs) return { ...answer, tries };
    const retryAfter = Number(answer.headers['retry-after']);
    await sleep(Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter, 2) * 1000 : 500);
  }
}

/** The packages and greetings the purchases use (one package of each delivery). */
export async function catalogue(client) {
  const packages = (await untilAnswered(() => client.request('GET', '/api/package'))).body;
  const cardTypes = (await untilAnswered(() => client.request('GET', '/api/cardtype'))).body;
  const organizations = (await untilAnswered(() => client.request('GET', '/api/RedemptionOrganizations'))).body;
  const byDelivery = {};
  for (const pkg of packages) byDelivery[pkg.delivery ?? 'mail'] ??= pkg;
  return {
    packages: byDelivery,
    cardType: cardTypes.find((type) => !type.customText && type.displayName !== 'custom')?.id ?? cardTypes[0].id,
    organizationId: organizations[0]?.id ?? organizations[0]?.redemptionOrgId,
  };
}

/** Tomorrow, as an e-card's send day (YYYY-MM-DD, in UTC). */
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** The order a visitor posts for a package of `delivery`. */
export function orderPayload(n, delivery, cat) {
  const pkg = cat.packages[delivery];
  const base = {
    purchaseAccount: { emailAddress: `visitor${n}@example.com` },
    status: 'prePaymentAuthorization',
    fromName: 'Grandma',
    recipientName: `Kid${n % 1000}`,
    package: pkg.id,
    delivery,
    cardType: cat.cardType,
    customMessage: null,
    headerFontSize: 32,
    headerLineHeight: 44,
    cardTemplateId: 1,
    payPalData: null,
    lineItems: [
      { lineItem: 'giftAmount', amount: 20 },
      { lineItem: 'donation', amount: 1 },
    ],
  };
  if (delivery === 'mail') {
    return {
      ...base,
      shippingFirstName: 'Pat',
      shippingLastName: 'Lee',
      shippingAddress1: '1 Main St',
      shippingCity: 'Springfield',
      shippingState: 'IL',
      shippingCountry: 'United States',
      shippingZip: '62701',
    };
  }
  if (delivery === 'email') {
    return {
      ...base,
      grownUpName: 'Alex',
      grownUpEmail: `grownup${n}@example.com`,
      sendOn: tomorrow(),
      timeZone: 'America/Chicago',
    };
  }
  return base;
}

/**
 * One complete purchase: the order, the buyer's approval at the stand-in, the payment (its capture),
 * each sent again until answered. Returns the order's public id and identifier when paid.
 */
export async function purchase(client, n, delivery, cat) {
  const order = await untilAnswered(() =>
    client.request('POST', '/api/Order', { body: orderPayload(n, delivery, cat), route: 'POST /api/Order' }),
  );
  if (order.status !== 200) return { ok: false, step: 'order', status: order.status, text: order.text };
  const { id, payPalOrderId, orderIdentifier } = order.body;
  const approve = await untilAnswered(() =>
    client.request('POST', `/paypal-fake/buyer/orders/${payPalOrderId}/approve`, {
      route: 'POST /paypal-fake/buyer/orders/:id/approve',
    }),
  );
  if (approve.status >= 300) return { ok: false, step: 'approve', status: approve.status, text: approve.text };
  const paid = await untilAnswered(() =>
    client.request('POST', `/api/Order/${id}/paypalData`, {
      route: 'POST /api/Order/:id/paypalData (capture)',
      body: {
        payPalId: payPalOrderId,
        payerId: 'FAKEPAYER123',
        intent: 'CAPTURE',
        state: 'APPROVED',
        createTime: new Date().toISOString(),
      },
    }),
  );
  if (paid.status !== 200) return { ok: false, step: 'capture', status: paid.status, text: paid.text };
  return { ok: true, id, orderIdentifier, tries: order.tries + approve.tries + paid.tries };
}

/** Opens a session with `code` and gives the whole gift to one charity. */
export async function redeem(client, code, amount, cat) {
  const opened = await untilAnswered(() =>
    client.request('POST', '/api/redemptionSession', {
      body: { redemptionCode: code, captcha: null },
      route: 'POST /api/redemptionSession',
    }),
  );
  if (opened.status !== 200 || !opened.body?.sessionId)
    return { ok: false, step: 'open', status: opened.status, body: opened.body };
  const given = await untilAnswered(() =>
    client.request('PUT', `/api/redemptionSession/${opened.body.id}`, {
      route: 'PUT /api/redemptionSession/:id',
      body: { ...opened.body, selection: [{ redemptionOrgId: cat.organizationId, amount }] },
    }),
  );
  return { ok: given.status === 200, step: 'give', status: given.status, body: given.body };
}

/** The files of a cold page load of `pagePath` (HTML, then its scripts and styles), as a browser fetches them. */
export async function pageFiles(client, pagePath) {
  const page = await client.request('GET', pagePath, { route: 'GET page' });
  const files = [...page.text.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
  await Promise.all(files.map((file) => client.request('GET', file, { route: 'GET hashed file' })));
  await client.request('GET', '/runtime-config.json', { route: 'GET runtime-config.json' });
  return page.status;
}

/** The codes of paid, unprinted mailed orders (`ops print-queue --format json` on the topology's database). */
export async function printQueueCodes(databaseUrl) {
  const { execFile } = await import('node:child_process');
  const { promisify } = await import('node:util');
  const { NODE_OPTIONS: _options, ...env } = process.env;
  const { stdout } = await promisify(execFile)(
    path.join(root, 'api', 'node_modules', '.bin', 'tsx'),
    ['src/ops/cli.ts', 'print-queue', '--format', 'json'],
    { cwd: path.join(root, 'api'), env: { ...env, DATABASE_URL: databaseUrl }, maxBuffer: 64 * 1024 * 1024 },
  );
  return /** @type {{ orderIdentifier: string, redemptionCode: string }[]} */ (
    JSON.parse(stdout.slice(stdout.indexOf('[')))
  );
}

/**
 * What the database says after the load: paid orders, orders without exactly one code, codes held
 * twice, paid orders without exactly one receipt (or whose receipt is not sent yet), captures
 * recorded twice, gifts given twice.
 */
export async function verify(databaseUrl) {
  const pg = requireFromApi('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const one = async (sql) => (await client.query(sql)).rows[0];
  try {
    return {
      paidOrders: Number((await one(`select count(*) from orders where status = 'paid'`)).count),
      paidWithoutOneCode: Number(
        (
          await one(
            `select count(*) from orders o where o.status = 'paid' and (select count(*) from redemptions r where r.order_id = o.id) <> 1`,
          )
        ).count,
      ),
      codesHeldTwice: Number(
        (await one(`select count(*) from (select code_hash from redemptions group by code_hash having count(*) > 1) d`))
          .count,
      ),
      paidWithoutOneReceipt: Number(
        (
          await one(
            `select count(*) from orders o where o.status = 'paid' and (select count(*) from mail_outbox m where m.kind = 'order-receipt' and m.idempotency_key = 'order-paid:' || o.id) <> 1`,
          )
        ).count,
      ),
      receiptsSent: Number(
        (await one(`select count(*) from mail_outbox where kind = 'order-receipt' and status = 'sent'`)).count,
      ),
      receiptsPending: Number(
        (await one(`select count(*) from mail_outbox where kind = 'order-receipt' and status <> 'sent'`)).count,
      ),
      capturesTwice: Number(
        (
          await one(
            `select count(*) from (select paypal_capture_id from orders where paypal_capture_id is not null group by 1 having count(*) > 1) d`,
          )
        ).count,
      ),
      redeemed: Number((await one(`select count(*) from redemptions where redeemed_at is not null`)).count),
      giftsGivenTwice: Number(
        (
          await one(
            `select count(*) from redemptions r where r.redeemed_at is not null and (select coalesce(sum(s.amount_cents), 0) from redemption_selections s where s.redemption_id = r.id) <> r.amount_cents`,
          )
        ).count,
      ),
    };
  } finally {
    await client.end();
  }
}
