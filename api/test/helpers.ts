/**
 * Test harness. Without TEST_DATABASE_URL: one migrated, seeded PGlite per worker, put back as it
 * was for every app built (a clone while another app of the test holds it). With TEST_DATABASE_URL: a fresh PostgreSQL database per test
 * file (created from that server, dropped afterwards), so parallel runs never collide.
 * With REDIS_URL: rate limits in Redis under a unique prefix.
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { validOrderPayload } from '@littlegivers/shared/contract/order-payload-example';
import { SHIP_TO_FIELDS } from '@littlegivers/shared/contract/schemas/order';
import { orderPaymentResultSchema } from '@littlegivers/shared/contract/schemas/order-payment-data';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { type BuildAppOptions, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openPglite, openPostgres } from '../src/db/client';
import { seed } from '../src/db/seed';
import type { AltchaSettings } from '../src/lib/altcha';
import { signFakeWebhook } from '../src/paypal/fake';
import { type PgliteSnapshot, takeSnapshot } from './pglite-snapshot';

export const usingPostgres = !!process.env.TEST_DATABASE_URL;
export const usingRedis = !!process.env.REDIS_URL;

/**
 * On globalThis: the worker's migrated, seeded PGlite (kept by a worker that runs the test files
 * again, as `pnpm mutate` does), whether a test holds it now, and its snapshot.
 */
interface WorkerPglite {
  base: PGlite;
  snapshot: PgliteSnapshot;
  inUse: boolean;
}
const workerCache = globalThis as { lgWorkerPglite?: Promise<WorkerPglite> };
let sharedPostgres: Promise<{ database: Database; name: string; url: string }> | undefined;

async function createPostgresDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `lg_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  await seed(database.db);
  return { database, name, url: url.toString() };
}

/**
 * On PostgreSQL, a second connection pool to the test file's database (as another API process
 * has); on PGlite, null (one process holds the database). Close it after use.
 */
export async function secondPostgresPool(): Promise<Database | null> {
  if (!sharedPostgres) return null;
  return openPostgres((await sharedPostgres).url);
}

/**
 * Drops the test file's PostgreSQL database (run after each file by `test/release-database.ts`, a
 * setup file of the PostgreSQL configuration: a setup file runs for every file even when the
 * worker keeps its modules between files, as `pnpm mutate` does).
 */
export async function releaseTestDatabase(): Promise<void> {
  if (!sharedPostgres) return;
  const pending = sharedPostgres;
  sharedPostgres = undefined;
  const { database, name } = await pending;
  await database.close();
  await dropPostgresDatabase(name);
}

async function dropPostgresDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

/**
 * A database of its own, as a deployment of its own has (the fuzzing of each environment): a PGlite
 * clone, or on PostgreSQL a new database beside the file's, dropped when it is closed.
 */
export async function ownTestDatabase(): Promise<Database> {
  if (!usingPostgres) return testDatabase();
  const { database, name } = await createPostgresDatabase();
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropPostgresDatabase(name);
    },
  };
}

/** A restore that has not finished in this time is stuck (a test left a transaction open). */
const RESTORE_TIMEOUT_MS = 10_000;

async function createWorkerPglite(): Promise<WorkerPglite> {
  const base = await PGlite.create();
  const database = await openPglite(base);
  await seed(database.db);
  return { base, snapshot: await takeSnapshot(base), inUse: false };
}

/**
 * A database for one test. On PostgreSQL: the file's database. On PGlite: the worker's own, put back
 * as migrated and seeded (test/pglite-snapshot.ts), and free again when the test closes it; while a
 * test holds it (two apps at once), a clone of it. A worker database left stuck by a test is replaced.
 */
export async function testDatabase(): Promise<Database> {
  if (usingPostgres) {
    sharedPostgres ??= createPostgresDatabase();
    const { database } = await sharedPostgres;
    return { ...database, close: async () => {} };
  }
  workerCache.lgWorkerPglite ??= createWorkerPglite();
  const worker = await workerCache.lgWorkerPglite;
  if (worker.inUse) {
    const clone = (await worker.base.clone()) as PGlite;
    await worker.snapshot.restore(clone);
    return openPglite(clone, { migrate: false });
  }
  worker.inUse = true;
  const restored = await Promise.race([
    worker.snapshot.restore().then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), RESTORE_TIMEOUT_MS).unref()),
  ]);
  if (!restored) {
    workerCache.lgWorkerPglite = createWorkerPglite();
    return testDatabase();
  }
  const database = await openPglite(worker.base, { migrate: false });
  let open = true;
  return {
    ...database,
    close: async () => {
      if (open) worker.inUse = false;
      open = false;
    },
  };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  database?: Database;
  redis?: Redis | 'new';
  altcha?: Partial<AltchaSettings>;
  logStream?: NodeJS.WritableStream;
  onRoute?: BuildAppOptions['onRoute'];
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close: () => Promise<void>;
}

/** Builds the app on a test database; DEBUG on (no human check) unless env says otherwise. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    DEBUG: 'true',
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    RECONCILE_INTERVAL_MS: '0',
    MAIL_POLL_INTERVAL_MS: '0',
    AFTER_GIFT_INTERVAL_MS: '0',
    // Each test says which of PayPal's webhooks arrive, and when (the crash tests let the stand-in send them).
    PAYPAL_FAKE_WEBHOOK_DELAY_MS: '-1',
    LEDGER_REFRESH_INTERVAL_MS: '0',
    GROUP_CLOSE_INTERVAL_MS: '0',
    RATE_LIMIT_PREFIX: `lgtest-${randomBytes(6).toString('hex')}`,
    ...options.env,
  });
  const database = options.database ?? (await testDatabase());
  let redis: Redis | undefined;
  let ownRedis = false;
  if (options.redis === 'new' || (options.redis === undefined && usingRedis)) {
    redis = new Redis(process.env.REDIS_URL as string, { maxRetriesPerRequest: 2 });
    ownRedis = true;
  } else if (options.redis) {
    redis = options.redis;
  }
  const app = await buildApp({
    config,
    database,
    ...(redis ? { redis } : {}),
    ...(options.altcha ? { altcha: options.altcha } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      if (ownRedis) await redis?.quit();
      if (!options.database) await database.close();
    },
  };
}

/** The order contract's example payload (@littlegivers/shared/contract/order-payload-example). */
export { validOrderPayload };

/** POST /api/redemptionSession with a code, no human check: the API's answer as it is. */
export function openRedemptionSession(app: FastifyInstance, code: string) {
  return app.inject({
    method: 'POST',
    url: '/api/redemptionSession',
    payload: { redemptionCode: code, captcha: null },
  });
}

export async function createOrder(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const response = await app.inject({ method: 'POST', url: '/api/Order', payload: validOrderPayload(overrides) });
  if (response.statusCode !== 200) throw new Error(`create order failed: ${response.statusCode} ${response.body}`);
  const answer = response.json() as {
    id: string;
    orderIdentifier: string;
    total: number;
    payPalOrderId: string;
    lineItems: unknown[];
  };
  // The API answers the order's public id; tests that read the tables need the internal one.
  const stored = await app.repositories.orders.findByPublicId(answer.id);
  if (!stored) throw new Error('created order not found by its public id');
  return { ...answer, rowId: stored.id };
}

export async function buyer(app: FastifyInstance, paypalOrderId: string, action: 'approve' | 'decline' | 'cancel') {
  const response = await app.inject({ method: 'POST', url: `/paypal-fake/buyer/orders/${paypalOrderId}/${action}` });
  if (response.statusCode !== 200) throw new Error(`buyer ${action} failed: ${response.statusCode}`);
}

/**
 * An order its buyer approved and PayPal captured under another request id (an earlier try, another
 * process): the API's own capture then finds it already captured.
 */
export async function orderCapturedElsewhere(app: FastifyInstance) {
  const order = await createOrder(app);
  await buyer(app, order.payPalOrderId, 'approve');
  const elsewhere = await app.inject({
    method: 'POST',
    url: `/paypal-fake/v2/checkout/orders/${order.payPalOrderId}/capture`,
    headers: { authorization: 'Bearer fake-access-token-x', 'paypal-request-id': 'another-attempt' },
  });
  if (elsewhere.statusCode !== 201) throw new Error(`capture elsewhere failed: ${elsewhere.statusCode}`);
  return order;
}

export function paymentData(payPalId: string) {
  return {
    payPalId,
    intent: 'CAPTURE',
    state: 'APPROVED',
    cart: 'cart-1',
    createTime: new Date().toISOString(),
    transactions: [],
    payerEmail: 'payer-secret@example.com',
    payeerFirstName: 'Payerfirst',
    payerLastName: 'Payerlast',
    payerId: 'PAYERID42',
  };
}

/** A paid order and its code in clear (read back through the vault, as the print queue does). */
export async function paidOrderWithCode(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const order = await createOrder(app, overrides);
  const skip = await app.inject({ method: 'POST', url: `/api/Order/${order.id}/skipPayment` });
  if (skip.statusCode !== 200) throw new Error(`skip failed ${skip.body}`);
  const { redemptions } = await import('../src/db/schema');
  const { eq } = await import('drizzle-orm');
  const [row] = await app.db.select().from(redemptions).where(eq(redemptions.orderId, order.rowId));
  if (!row) throw new Error('no redemption issued');
  return { order, redemptionId: row.id, redemptionPublicId: row.publicId, code: app.vault.decrypt(row.codeCiphertext) };
}

/** A complete production environment (every secret set, live PayPal, SMTP). */
export const productionEnv = {
  APP_ENV: 'production',
  DEBUG: 'false',
  PAYPAL_MODE: 'live',
  PAYPAL_CLIENT_ID: 'live-id',
  PAYPAL_CLIENT_SECRET: 'live-secret',
  PAYPAL_WEBHOOK_ID: 'WH-1',
  CODE_ENCRYPTION_KEY: 'a-real-secret-code-key-0123456789',
  ALTCHA_HMAC_KEY: 'a-real-secret-altcha-key-0123456789',
  LOG_LEVEL: 'silent',
  RECONCILE_INTERVAL_MS: '0',
  SMTP_URL: 'smtp://mail.example.org:587',
};

/** Posts a webhook body (text, sent as is) signed as the stand-in PayPal signs its deliveries. */
export function postSignedWebhook(app: FastifyInstance, body: string) {
  const [id, time] = ['t1', '2026-01-01T00:00:00Z'];
  return app.inject({
    method: 'POST',
    url: '/api/paypal/webhook',
    headers: {
      'content-type': 'application/json',
      'paypal-transmission-id': id,
      'paypal-transmission-time': time,
      'paypal-transmission-sig': signFakeWebhook(app.config.paypal.fakeWebhookSecret, id, time, body),
    },
    payload: body,
  });
}

/** A log stream for buildTestApp and the lines written to it. */
export function capturedLog(): { logStream: Writable; lines: string[] } {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return { logStream, lines };
}

/** The print-at-home package. */
export const PRINT_PACKAGE = 4;

/** Overrides of the test payload for print at home: its package, and no ship-to field (undefined is not sent). */
export function printOverrides(overrides: Record<string, unknown> = {}) {
  const none = Object.fromEntries(SHIP_TO_FIELDS.map((field) => [field, undefined]));
  return { ...none, package: PRINT_PACKAGE, delivery: 'print', ...overrides };
}

/** The code of an order in clear (read back through the vault). */
export async function codeOf(app: FastifyInstance, orderRowId: number) {
  const { redemptions } = await import('../src/db/schema');
  const { eq } = await import('drizzle-orm');
  const [row] = await app.db.select().from(redemptions).where(eq(redemptions.orderId, orderRowId));
  if (!row) throw new Error('no code');
  return app.vault.decrypt(row.codeCiphertext);
}

/** Buys a print-at-home card (skip payment) and returns the paid answer, its token and the code in clear. */
export async function boughtPrintAtHome(app: FastifyInstance) {
  const order = await createOrder(app, printOverrides());
  const paid = await app.inject({ method: 'POST', url: `/api/Order/${order.id}/skipPayment` });
  if (paid.statusCode !== 200) throw new Error(`skip failed ${paid.body}`);
  const answer = orderPaymentResultSchema.parse(paid.json());
  const token = new URL(answer.downloadUrl ?? 'http://x/none').pathname.split('/').pop() as string;
  return { order, answer, token, code: await codeOf(app, order.rowId) };
}
