/**
 * The production topology (deploy/, scripts/topology): nginx in front of two API processes, a
 * PostgreSQL cluster and a Redis of its own. Every file of deploy/ is exercised here: nginx.conf,
 * site.conf, security-headers.conf, compression.conf and brotli.conf (headers and encodings),
 * api-proxy.conf (the client's address, failover), runtime-config.json (the shell's config),
 * api.env (TRUST_PROXY, the stand-in), postgresql.conf and redis.conf (the servers the faults stop).
 * Then a short holiday peak, and under load: an API process killed, PostgreSQL restarted, Redis
 * stopped; and a remote's files gone. Durations: TOPOLOGY_PEAK_SECONDS, TOPOLOGY_FAULT_SECONDS.
 */
import { mkdtempSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from '@playwright/test';
import { printQueueCodes, untilAnswered, verify, visitorClient } from '../../../scripts/topology/load.mjs';
import { runPeak } from '../../../scripts/topology/peak.mjs';
import { hasBrotli } from '../../../scripts/topology/render.mjs';
import {
  apiPid,
  databaseUrl,
  down,
  layoutOf,
  startApi,
  startPostgres,
  startRedis,
  stopApi,
  stopPostgres,
  stopRedis,
  up,
} from '../../../scripts/topology/topology.mjs';

test.describe.configure({ mode: 'serial' });

const peakSeconds = Number(process.env.TOPOLOGY_PEAK_SECONDS ?? 20);
const faultSeconds = Number(process.env.TOPOLOGY_FAULT_SECONDS ?? 15);
const visitors = 8;
/** A pretend CDN edge: nginx believes its X-Forwarded-For (set_real_ip_from). */
const cdnEdge = '127.0.0.250';
const layout = layoutOf({
  stateDir: mkdtempSync(path.join(tmpdir(), 'lg-topology-')),
  portBase: 20_000 + 100 * Math.floor(Math.random() * 90),
  trustedEdges: [cdnEdge],
});
const origin = layout.origin;
const shellDir = layout.dist.shell as string;
const giftDir = layout.dist['gift-mfe'] as string;
const db = databaseUrl(layout);
/** Every purchase the visitors completed, across the phases: each must be one paid order. */
let completedPurchases = 0;
let codes: string[] = [];
/** Every code the visitors gave to a charity. */
const redeemedCodes: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await up(layout, { log: (line: string) => console.log(`[topology] ${line}`) });
});
test.afterAll(async () => {
  test.setTimeout(60_000);
  await down(layout, { log: () => {}, removeState: true });
});

/** A GET through nginx with the encodings asked for; the raw answer (headers, status). */
function get(urlPath: string, acceptEncoding = 'br, gzip', from = 900) {
  const client = visitorClient(origin, from, null);
  return client.request('GET', urlPath, { headers: { 'accept-encoding': acceptEncoding } }).finally(client.close);
}

const hashedShellScript = () => `/${readdirSync(shellDir).find((name) => /^main\.[0-9a-f]{8,}\.js$/.test(name))}`;

test('static files: hashed files cached for a year, manifests, config and pages revalidated', async () => {
  const hashed = await get(hashedShellScript());
  expect(hashed.status).toBe(200);
  expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  for (const urlPath of [
    '/',
    '/index.html',
    '/gift-now',
    '/runtime-config.json',
    '/sw.js',
    ...['gift', 'redeem', 'content', 'staff'].flatMap((app) => [
      `/apps/${app}/mf-manifest.json`,
      `/apps/${app}/remoteEntry.js`,
    ]),
  ]) {
    const answer = await get(urlPath);
    expect(answer.status, urlPath).toBe(200);
    expect(answer.headers['cache-control'], urlPath).toBe('no-cache');
  }
  expect((await get('/sw.js')).headers['service-worker-allowed']).toBe('/');
  // The runtime config is this topology's (deploy/runtime-config.json), all on one origin.
  const config = (await get('/runtime-config.json')).body;
  expect(config.apiBaseUrl).toBe(`${origin}/api`);
  expect(config.remotes.gift).toBe(`${origin}/apps/gift/mf-manifest.json`);
});

test('compression: brotli where the module is installed, gzip otherwise, and the build’s own files', async () => {
  const script = hashedShellScript();
  const brotli = await get(script, 'br, gzip');
  expect(brotli.headers['content-encoding']).toBe(hasBrotli() ? 'br' : 'gzip');
  expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
  // The build's pre-compressed copy is what is sent (same length as the file on disk).
  const onDisk = readFileSync(path.join(shellDir, `${script}.gz`));
  const gzip = await get(script, 'gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(Number(gzip.headers['content-length'])).toBe(onDisk.length);
  // JSON the API answers is compressed too; nothing is compressed for a client that asks for none.
  expect((await get('/api/cardtype', 'gzip')).headers['content-encoding']).toBe('gzip');
  expect((await get(script, 'identity')).headers['content-encoding']).toBeUndefined();
});

test('security headers on every page; HSTS only over TLS; secret links leave no Referer', async () => {
  const page = await get('/');
  const csp = String(page.headers['content-security-policy']);
  for (const directive of ["default-src 'self'", "frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"])
    expect(csp).toContain(directive);
  expect(page.headers['x-content-type-options']).toBe('nosniff');
  expect(page.headers['x-frame-options']).toBe('DENY');
  expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(page.headers['strict-transport-security']).toBeUndefined();
  const secret = await get('/my-gift?from=mail');
  expect(secret.headers['referrer-policy']).toBe('no-referrer');
  expect(secret.headers['x-robots-tag']).toBe('noindex');

  const overTls = await new Promise<Record<string, unknown>>((resolve, reject) =>
    https
      .get(
        { host: '127.0.0.1', port: layout.ports.https, path: '/', rejectUnauthorized: false, servername: 'localhost' },
        (res) => {
          res.resume();
          resolve({ status: res.statusCode, ...res.headers });
        },
      )
      .on('error', reject),
  );
  expect(overTls.status).toBe(200);
  expect(overTls['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(overTls['content-security-policy']).toBe(csp);
});

test("the shell's routes, its not-found page, and no source maps", async () => {
  const known = await get('/faq', 'identity');
  expect(known.status).toBe(200);
  expect(known.text).toContain('<div id="root">');
  const unknown = await get('/no-such-page', 'identity');
  expect(unknown.status).toBe(404);
  expect(unknown.text).toContain('<div id="root">'); // the shell's not-found page, never a blank one
  expect((await get(`${hashedShellScript()}.map`)).status).toBe(404);
  expect((await get('/main.js.m%61p')).status).toBe(404);
});

test("the API sees the client's address: per-client limits through the proxy; a client's own X-Forwarded-For is not believed, a CDN edge's is", async () => {
  /** A wrong code sent from `localAddress`, with `headers`: the answer's status. */
  const guess = (localAddress: string, headers: Record<string, string> = {}) =>
    new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ redemptionCode: 'WRNG-WRNG-WRNG-WRNG', captcha: null });
      http
        .request(
          {
            host: '127.0.0.1',
            port: layout.ports.http,
            method: 'POST',
            path: '/api/redemptionSession',
            localAddress,
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        )
        .on('error', reject)
        .end(body);
    });
  const [limited, other, spoofer] = ['127.0.9.2', '127.0.9.3', '127.0.9.4'];
  const statuses: number[] = [];
  for (let i = 0; i < 11; i += 1) statuses.push(await guess(limited));
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
  expect(statuses[10]).toBe(429); // the eleventh wrong code from this address
  expect(await guess(other)).toBe(200); // another address has its own count
  // A visitor naming the limited address in X-Forwarded-For or X-Real-IP is still counted as itself.
  expect(await guess(spoofer, { 'x-forwarded-for': limited, 'x-real-ip': limited })).toBe(200);
  // A CDN edge (set_real_ip_from) speaks for its client: that client's count.
  expect(await guess(cdnEdge, { 'x-forwarded-for': limited })).toBe(429);
  expect(await guess(cdnEdge, { 'x-forwarded-for': other })).toBe(200);
});

test('a holiday peak: every purchase paid once, with one code and one receipt; no 5xx', async () => {
  test.setTimeout(240_000);
  const peak = await runPeak({ origin, seconds: peakSeconds, visitors, log: console.log });
  console.log(JSON.stringify({ purchases: peak.purchases.ok, pages: peak.pages, figures: peak.figures }, null, 1));
  expect(peak.purchases.failures).toEqual([]);
  expect(peak.purchases.ok).toBeGreaterThan(0);
  expect(peak.figures.serverErrors).toBe(0);
  completedPurchases += peak.purchases.ok;
  codes = (await printQueueCodes(db)).map((entry) => entry.redemptionCode);
  expect(codes.length).toBeGreaterThan(0);
});

test('kill -9 of an API process under load: the proxy routes around it; no order lost or doubled', async () => {
  test.setTimeout(240_000);
  const killed = apiPid(layout, 0);
  const fault = (async () => {
    await sleep(3000);
    await stopApi(layout, 0, 'SIGKILL');
    console.log(`[fault] API process 1 (pid ${killed}) killed`);
    await sleep(Math.max(2000, (faultSeconds * 1000) / 2 - 3000));
    await startApi(layout, 0);
    console.log('[fault] API process 1 started again');
  })();
  const peak = await runPeak({
    origin,
    seconds: faultSeconds,
    visitors,
    codes: codes.splice(0, 40),
    visitorOffset: 10_000,
  });
  await fault;
  console.log(
    JSON.stringify({ purchases: peak.purchases.ok, redemptions: peak.redemptions.ok, figures: peak.figures }, null, 1),
  );
  expect(peak.purchases.failures).toEqual([]);
  expect(peak.redemptions.failures).toEqual([]);
  expect(peak.figures.fiveHundreds).toBe(0);
  completedPurchases += peak.purchases.ok;
  redeemedCodes.push(...peak.redemptions.used);
});

test('PostgreSQL restarted under load: 503 with Retry-After while it is down, never a 500; serves again within 10 s', async () => {
  test.setTimeout(240_000);
  let downAt = 0;
  let upAt = 0;
  let servingAt = 0;
  const fault = (async () => {
    await sleep(3000);
    downAt = Date.now();
    await stopPostgres(layout);
    console.log('[fault] PostgreSQL stopped');
    await sleep(4000);
    await startPostgres(layout);
    upAt = Date.now();
    const probe = visitorClient(origin, 950, null);
    while ((await probe.request('GET', '/api/health')).status !== 200) await sleep(100);
    servingAt = Date.now();
    probe.close();
    console.log(`[fault] PostgreSQL back; the API served again ${servingAt - upAt} ms later`);
  })();
  const peak = await runPeak({
    origin,
    seconds: faultSeconds,
    visitors,
    codes: codes.splice(0, 40),
    visitorOffset: 12_000,
  });
  await fault;
  console.log(JSON.stringify({ purchases: peak.purchases.ok, figures: peak.figures }, null, 1));
  expect(peak.purchases.failures).toEqual([]);
  expect(peak.redemptions.failures).toEqual([]);
  expect(peak.figures.fiveHundreds).toBe(0);
  const fiveOhThrees = peak.recorder.events.filter((event) => event.status === 503);
  expect(fiveOhThrees.length).toBeGreaterThan(0); // the outage was seen, and answered 503
  const otherErrors = peak.recorder.events.filter(
    (event) => typeof event.status === 'number' && event.status >= 500 && event.status !== 503,
  );
  expect(otherErrors).toEqual([]);
  expect(servingAt - upAt).toBeLessThan(10_000);
  expect(downAt).toBeGreaterThan(0);
  completedPurchases += peak.purchases.ok;
  redeemedCodes.push(...peak.redemptions.used);
});

test('Redis stopped under load: request limits per process, the code-guessing limit closed (503), back when Redis is', async () => {
  test.setTimeout(240_000);
  let stoppingAt = 0;
  let downAt = 0;
  let upAt = 0;
  let done = false;
  const fault = (async () => {
    await sleep(3000);
    stoppingAt = Date.now();
    await stopRedis(layout);
    downAt = Date.now();
    console.log('[fault] Redis stopped');
    await sleep(Math.max(3000, (faultSeconds * 1000) / 2 - 3000));
    upAt = Date.now();
    await startRedis(layout);
    console.log('[fault] Redis started again');
  })();
  // A wrong code sent every 300 ms all along, each from an address of its own (so no address
  // reaches its own limit of 10).
  const guesses: { at: number; status: number; retryAfter: unknown }[] = [];
  const guesser = (async () => {
    for (let n = 20_000; !done; n += 1) {
      const client = visitorClient(origin, n, null);
      const answer = await client.request('POST', '/api/redemptionSession', {
        body: { redemptionCode: 'WRNG-WRNG-WRNG-WRNG', captcha: null },
      });
      client.close();
      guesses.push({ at: Date.now(), status: answer.status, retryAfter: answer.headers['retry-after'] });
      await sleep(300);
    }
  })();
  // A read of a limited route every 200 ms all along (GET /api/package, under the request limit whose
  // counters live in Redis), each from an address of its own: the peak's visitors may all be waiting
  // out a redemption's Retry-After during the outage, this one never does.
  const reads: { at: number; status: number }[] = [];
  const reader = (async () => {
    for (let n = 30_000; !done; n += 1) {
      const client = visitorClient(origin, n, null);
      const answer = await client.request('GET', '/api/package');
      client.close();
      reads.push({ at: Date.now(), status: answer.status });
      await sleep(200);
    }
  })();
  const peak = await runPeak({
    origin,
    seconds: faultSeconds,
    visitors,
    codes: codes.splice(0, 40),
    visitorOffset: 14_000,
  });
  await fault;
  await sleep(2000); // Redis back: the guesser's next codes are counted again
  done = true;
  await Promise.all([guesser, reader]);
  console.log(
    JSON.stringify({ purchases: peak.purchases.ok, redemptions: peak.redemptions.ok, figures: peak.figures }, null, 1),
  );
  const during = (event: { at: number }) => event.at > downAt + 500 && event.at < upAt;
  const guessesDuring = guesses.filter(during);
  expect(guessesDuring.length).toBeGreaterThan(0);
  // Never looked at while uncounted: 503 with Retry-After.
  expect(guessesDuring.every((guess) => guess.status === 503 && guess.retryAfter === '5')).toBe(true);
  expect(guesses.filter((guess) => guess.at < stoppingAt).every((guess) => guess.status === 200)).toBe(true);
  expect(guesses.at(-1)?.status).toBe(200); // counted in Redis again
  // The request limits count per process meanwhile: everything else is served.
  const readsDuring = reads.filter(during);
  expect(readsDuring.length).toBeGreaterThan(0);
  expect(readsDuring.every((read) => read.status === 200)).toBe(true);
  const others = peak.recorder.events.filter((event) => event.route !== 'POST /api/redemptionSession' && during(event));
  expect(others.every((event) => event.status === 200 || event.status === 201)).toBe(true);
  expect(peak.purchases.failures).toEqual([]);
  expect(peak.redemptions.failures).toEqual([]); // a redemption sent during the outage went through once Redis was back
  expect(peak.figures.fiveHundreds).toBe(0);
  completedPurchases += peak.purchases.ok;
  redeemedCodes.push(...peak.redemptions.used);
});

test('after the load and the faults: every purchase one paid order, one code, one receipt; no code used twice', async () => {
  test.setTimeout(120_000);
  let figures = await verify(db);
  for (let i = 0; i < 60 && figures.receiptsPending > 0; i += 1) {
    await sleep(1000);
    figures = await verify(db);
  }
  console.log(JSON.stringify({ completedPurchases, ...figures }));
  expect(figures.paidOrders).toBe(completedPurchases);
  expect(figures.paidWithoutOneCode).toBe(0);
  expect(figures.codesHeldTwice).toBe(0);
  expect(figures.paidWithoutOneReceipt).toBe(0);
  expect(figures.receiptsPending).toBe(0);
  expect(figures.receiptsSent).toBe(completedPurchases);
  expect(figures.capturesTwice).toBe(0);
  expect(figures.giftsGivenTwice).toBe(0);
  expect(figures.redeemed).toBe(redeemedCodes.length);
  // A code given already opens nothing the second time.
  const client = visitorClient(origin, 960, null);
  const again = await client.request('POST', '/api/redemptionSession', {
    body: { redemptionCode: redeemedCodes[0], captcha: null },
  });
  client.close();
  expect(again.status).toBe(200);
  expect(again.body.reason).toBe('already-opened');
  expect(again.body.sessionId).toBeUndefined();
});

test("a remote's files gone from the host: the shell's fallback, never a blank page", async ({ page }) => {
  renameSync(giftDir, `${giftDir}.gone`);
  try {
    await page.goto(`${origin}/gift-now`);
    await expect(page.getByRole('heading', { name: "we couldn't load the gift card builder" })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('button', { name: /try again/i })).toBeVisible();
    // The other remotes are unaffected.
    await page.goto(`${origin}/faq`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    renameSync(`${giftDir}.gone`, giftDir);
  }
  const answer = await untilAnswered(() => get('/apps/gift/mf-manifest.json'));
  expect(answer.status).toBe(200);
});
