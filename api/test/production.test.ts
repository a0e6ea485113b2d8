import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import type { Database, Db } from '../src/db/client';
import * as schema from '../src/db/schema';
import { orders, redemptions } from '../src/db/schema';
import { buildTestApp, createOrder, productionEnv, type TestApp } from './helpers';

describe('configuration', () => {
  it('starts with nothing configured: local, fake PayPal, PGlite, port 3100', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3100,
      appEnv: 'local',
      debug: false,
      databaseUrl: undefined,
      redisUrl: undefined,
    });
    expect(config.paypal.mode).toBe('fake');
    expect(config.publicUrl).toBe('http://localhost:3100');
    expect(config.appOrigins).toEqual([
      'http://localhost:3000',
      'http://localhost:3001',
      'http://localhost:3002',
      'http://localhost:3003',
      'http://localhost:3004',
    ]);
    expect(config.dataDir).toMatch(/api\/\.data\/pglite$/);
  });

  it('refuses PAYPAL_MODE=fake in production', () => {
    expect(() => loadConfig({ ...productionEnv, PAYPAL_MODE: 'fake' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...productionEnv, PAYPAL_MODE: 'fake' })).toThrow(
      /PAYPAL_MODE=fake is refused in production/,
    );
  });

  it('refuses local default secrets, missing PayPal credentials and DEBUG in production', () => {
    const { CODE_ENCRYPTION_KEY: _c, ...withoutCodeKey } = productionEnv;
    expect(() => loadConfig(withoutCodeKey)).toThrow(/CODE_ENCRYPTION_KEY/);
    const { PAYPAL_CLIENT_SECRET: _s, ...withoutSecret } = productionEnv;
    expect(() => loadConfig(withoutSecret)).toThrow(/PayPal credentials/);
    expect(() => loadConfig({ ...productionEnv, DEBUG: 'true' })).toThrow(/DEBUG/);
    expect(loadConfig(productionEnv).paypal.mode).toBe('live');
  });

  it('sandbox outside production needs credentials; bad values are named', () => {
    expect(() => loadConfig({ PAYPAL_MODE: 'sandbox' })).toThrow(/PAYPAL_CLIENT_ID/);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ APP_ENV: 'staging' })).toThrow(/APP_ENV/);
  });

  it('buildApp refuses the fake in production even if handed such a config', async () => {
    const config = {
      ...loadConfig(productionEnv),
      paypal: { ...loadConfig(productionEnv).paypal, mode: 'fake' as const },
    };
    const t = await buildTestApp();
    try {
      await expect(buildApp({ config, database: t.database, logger: false })).rejects.toThrow(/refused in production/);
    } finally {
      await t.close();
    }
  });
});

describe('production', () => {
  let local: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    local = await buildTestApp();
    production = await buildTestApp({ env: productionEnv, database: local.database });
  });
  afterAll(async () => {
    await production.close();
    await local.close();
  });

  it('skip-payment answers 403 and changes nothing', async () => {
    const order = await createOrder(local.app);
    const response = await production.app.inject({ method: 'POST', url: `/api/Order/${order.id}/skipPayment` });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/not allowed in production/);
    const [stored] = await local.app.db.select().from(orders).where(eq(orders.id, order.rowId));
    expect(stored?.status).toBe('prePaymentAuthorization');
    const codes = await local.app.db.select().from(redemptions).where(eq(redemptions.orderId, order.rowId));
    expect(codes).toHaveLength(0);
  });

  it('does not serve the PayPal fake', async () => {
    const sdk = await production.app.inject({ method: 'GET', url: '/paypal-fake/sdk/js' });
    expect(sdk.statusCode).toBe(404);
    const approve = await production.app.inject({ method: 'POST', url: '/paypal-fake/buyer/orders/X/approve' });
    expect(approve.statusCode).toBe(404);
  });
});

describe('server errors', () => {
  it('answer 503 with Retry-After and a generic message while the database cannot be reached, never the details', async () => {
    // A database that cannot be reached: every query fails inside the route.
    const pool = new pg.Pool({
      connectionString: 'postgres://nobody@127.0.0.1:1/nowhere',
      connectionTimeoutMillis: 500,
    });
    const database: Database = {
      db: drizzle(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
    };
    const t = await buildTestApp({ database });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/FAQ' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.body).not.toContain('ECONNREFUSED');
      expect(response.body).not.toContain('127.0.0.1');
    } finally {
      await t.close();
      await pool.end();
    }
  });
});
