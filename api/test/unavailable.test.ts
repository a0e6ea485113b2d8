/**
 * A dependency down: the database unreachable answers 503 with Retry-After, never a 500; Redis
 * unreachable keeps the request limits per process while the code-guessing limit and the human
 * check's reuse check stay closed (503). Real refused connections (port 1), no mocks.
 */
import { SHIP_TO_FIELDS } from '@littlegivers/shared/contract/schemas/order';
import { dayIn } from '@littlegivers/shared/contract/send-day';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Database } from '../src/db/client';
import * as schema from '../src/db/schema';
import { isDatabaseUnavailable, isRedisUnavailable, RETRY_AFTER_SECONDS } from '../src/lib/unavailable';
import { buildTestApp, openRedemptionSession, type TestApp, validOrderPayload } from './helpers';

/** A database whose server refuses every connection (nothing listens on port 1). */
function unreachableDatabase(): Database {
  const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none', max: 2 });
  pool.on('error', () => {});
  return { db: drizzle(pool, { schema }) as unknown as Database['db'], kind: 'postgres', close: () => pool.end() };
}

/** An ioredis client to a closed port, as the API's own (no offline queue: commands fail at once). */
function unreachableRedis(): Redis {
  const redis = new Redis('redis://127.0.0.1:1', {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
    retryStrategy: () => 200,
  });
  redis.on('error', () => {});
  redis.connect().catch(() => {});
  return redis;
}

describe('the database down', () => {
  let t: TestApp;
  const database = unreachableDatabase();
  beforeAll(async () => {
    t = await buildTestApp({ database });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('answers 503 with Retry-After on a read, never 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(response.json().message).toMatch(/try again in a few seconds/);
  });

  it('answers 503 with Retry-After to an order, and to a payment', async () => {
    const order = await t.app.inject({ method: 'POST', url: '/api/Order', payload: validOrderPayload() });
    expect(order.statusCode).toBe(503);
    expect(order.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    const payment = await t.app.inject({
      method: 'POST',
      url: '/api/Order/00000000-0000-4000-8000-000000000000/paypalData',
      payload: { payPalId: 'FAKE-1', intent: 'CAPTURE', state: 'APPROVED', createTime: new Date().toISOString() },
    });
    expect(payment.statusCode).toBe(503);
  });
});

describe('errors that mean "down"', () => {
  it("recognises node-postgres's connection errors and PostgreSQL's shutdown codes, through a wrapper's cause", () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
      severity: 'FATAL',
    });
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(shutdown)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });

  it("recognises ioredis's refusals", () => {
    expect(isRedisUnavailable(new Error("Stream isn't writeable and enableOfflineQueue options is false"))).toBe(true);
    expect(isRedisUnavailable(new Error('WRONGTYPE Operation against a key'))).toBe(false);
  });
});

describe('Redis down', () => {
  let t: TestApp;
  const redis = unreachableRedis();
  beforeAll(async () => {
    t = await buildTestApp({ redis, env: { RATE_LIMIT_MAX: '5' } });
  });
  afterAll(async () => {
    await t.close();
    redis.disconnect();
  });

  it('request limits count per process: requests are served, and the limit still holds in this process', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '198.51.100.7' });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it("an e-card is still taken: the day's limit per address counts in the process meanwhile", async () => {
    const zone = 'America/New_York';
    const ecard = validOrderPayload({
      ...Object.fromEntries(SHIP_TO_FIELDS.map((field) => [field, undefined])),
      package: 5,
      delivery: 'email',
      grownUpName: 'Pat',
      grownUpEmail: 'redis-down@example.com',
      sendOn: dayIn(new Date(), zone),
      timeZone: zone,
      lineItems: [{ lineItem: 'giftAmount', amount: 20 }],
    });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const order = await t.app.inject({
        method: 'POST',
        url: '/api/Order',
        payload: { ...ecard, purchaseAccount: { emailAddress: `buyer${i}@example.com` } },
        remoteAddress: `198.51.100.${20 + i}`,
      });
      statuses.push(order.statusCode);
    }
    // Five e-cards a day to one address, the sixth refused by name: counted here while Redis is down.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('the code-guessing limit stays closed: 503 with Retry-After, never an unlimited guess', async () => {
    const response = await openRedemptionSession(t.app, 'ABCD-EFGH-JKLM-NPQR');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
  });
});

describe('Redis down, with the human check on', () => {
  let t: TestApp;
  const redis = unreachableRedis();
  beforeAll(async () => {
    t = await buildTestApp({ redis, env: { DEBUG: 'false' }, altcha: { cost: 1, minCounter: 1, maxCounter: 2 } });
  });
  afterAll(async () => {
    await t.close();
    redis.disconnect();
  });

  it('a solved human check whose reuse cannot be checked is not taken: 503', async () => {
    const challenge = (await t.app.inject({ method: 'GET', url: '/api/altcha/challenge' })).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/redemptionSession',
      payload: { redemptionCode: 'ABCD-EFGH-JKLM-NPQR', captcha },
    });
    expect(response.statusCode).toBe(503);
  });
});
