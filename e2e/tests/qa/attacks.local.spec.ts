/**
 * Attacks that need control of the server: a production-configured API, an API whose human check
 * is off (debug) so a guessing run is quick, and concurrency on the PostgreSQL database.
 * They start their own API processes on this machine, so they run against `pnpm start` only.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { type ApiProcess, startApi, waitForHealth } from '../../support/api-process';
import { query } from '../../support/db';
import { createOrder } from '../../support/orders';
import { issueRealCode } from '../redeem/redeem';

const productionEnv = {
  APP_ENV: 'production',
  PAYPAL_MODE: 'sandbox',
  PAYPAL_CLIENT_ID: 'qa-client',
  PAYPAL_CLIENT_SECRET: 'qa-secret',
  PAYPAL_WEBHOOK_ID: 'qa-webhook',
  CODE_ENCRYPTION_KEY: 'qa-production-code-key-0123456789',
  ALTCHA_HMAC_KEY: 'qa-production-altcha-key-0123456789',
  // Production refuses to start without an SMTP server for receipts (nothing is sent in this test).
  SMTP_URL: 'smtp://127.0.0.1:2525',
};

test.describe('server-controlled attacks', () => {
  let debugApi: ApiProcess;

  test.beforeAll(async () => {
    // Same database as the stack under test; the human check off, the default guess limit.
    debugApi = startApi(3192, { DEBUG: 'true', DATABASE_URL: process.env.DATABASE_URL ?? '' });
    await waitForHealth(debugApi);
  });

  test.afterAll(async () => {
    await debugApi?.stop();
  });

  test('skip-payment against a production-configured API: 403, nothing paid', async ({ request }) => {
    const order = await createOrder(request);
    const production = startApi(3191, { ...productionEnv, DATABASE_URL: process.env.DATABASE_URL ?? '' });
    try {
      await waitForHealth(production);
      const response = await request.post(`${production.url}/Order/${order.id}/skipPayment`);
      expect(response.status()).toBe(403);
    } finally {
      await production.stop();
    }
    const [row] = await query<{ status: string }>('select status from orders where public_id = $1', [order.id]);
    expect(row?.status).toBe('prePaymentAuthorization');
    expect(
      await query('select id from redemptions where order_id = (select id from orders where public_id = $1)', [
        order.id,
      ]),
    ).toEqual([]);
  });

  test('the PayPal stand-in is refused in production: the API does not start', async () => {
    const refused = startApi(3193, {
      ...productionEnv,
      PAYPAL_MODE: 'fake',
      DATABASE_URL: process.env.DATABASE_URL ?? '',
    });
    const code = await refused.exited;
    expect(code).not.toBe(0);
    expect(refused.output()).toContain('PAYPAL_MODE=fake is refused in production');
  });

  test('a guessing run of 1,000 wrong codes from one client is rate limited and finds nothing', async () => {
    test.setTimeout(120_000);
    const statuses: number[] = [];
    let found = 0;
    const guess = async (n: number) => {
      const code = `ZZZZ-ZZZZ-ZZZZ-${String(n).padStart(4, '0')}`;
      const response = await fetch(`${debugApi.url}/redemptionSession`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ redemptionCode: code, captcha: 'debug' }),
      });
      statuses.push(response.status);
      const body = (await response.json()) as { id?: unknown; sessionId?: unknown };
      if (body.id !== undefined && body.sessionId !== undefined) found += 1;
    };
    for (let batch = 0; batch < 1000; batch += 50) {
      await Promise.all(Array.from({ length: 50 }, (_, i) => guess(batch + i)));
    }
    expect(statuses).toHaveLength(1000);
    expect(found).toBe(0);
    const limited = statuses.filter((status) => status === 429).length;
    expect(limited).toBeGreaterThanOrEqual(980);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
  });

  test('50 simultaneous redemptions of one code against PostgreSQL: exactly one succeeds', async ({ request }) => {
    // A process of its own: the guessing run above has used up this client's tries on the other.
    const concurrencyApi = startApi(3194, { DEBUG: 'true', DATABASE_URL: process.env.DATABASE_URL ?? '' });
    await waitForHealth(concurrencyApi);
    try {
      await redeemConcurrently(request, concurrencyApi);
    } finally {
      await concurrencyApi.stop();
    }
  });
});

/** 50 sessions for one real code, then their 50 redeem-now PUTs at once. */
async function redeemConcurrently(request: APIRequestContext, debugApi: ApiProcess) {
  const issued = await issueRealCode(request, 25);
  const sessions = [];
  for (let i = 0; i < 50; i += 1) {
    const response = await request.post(`${debugApi.url}/redemptionSession`, {
      data: { redemptionCode: issued.code, captcha: 'debug' },
    });
    expect(response.status()).toBe(200);
    sessions.push((await response.json()) as { id: string; sessionId: string; amount: number });
  }
  const organizations = (await (await request.get(`${debugApi.url}/RedemptionOrganizations`)).json()) as {
    id: number;
    active: boolean;
  }[];
  const organization = organizations.find((org) => org.active) as { id: number };
  const results = await Promise.all(
    sessions.map((session) =>
      fetch(`${debugApi.url}/redemptionSession/${session.id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...session,
          selection: [{ redemptionOrgId: organization.id, amount: issued.amount }],
        }),
      }).then((response) => response.status),
    ),
  );
  expect(
    results.filter((status) => status === 200),
    `statuses: ${results.join(',')}`,
  ).toHaveLength(1);
  expect(
    results.filter((status) => status === 409),
    `statuses: ${results.join(',')}`,
  ).toHaveLength(49);
  const selections = await query<{ amount_cents: number }>(
    'select amount_cents from redemption_selections where recipient_name = $1',
    [issued.recipientName],
  );
  expect(selections).toEqual([{ amount_cents: 2500 }]);
}
