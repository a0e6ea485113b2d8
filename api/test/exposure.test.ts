/**
 * What an outside probe must not reach or break: the card download token stays out of the request
 * log however its path is encoded; the local mailbox is served in `local` only; the PayPal
 * stand-in's in-process calls do not use up the visitors' rate limit, and PayPal's status reaches
 * the log; out-of-range and NUL ids answer 4xx, never 500; every answer of the card download is
 * no-store; the public OpenAPI document describes the PDF and leaves the stand-in out.
 */
import { randomBytes } from 'node:crypto';
import { orderPayloadSchema } from '@littlegivers/shared/contract/schemas/order';
import { ecardSendLimitFor } from '../src/lib/ecard-send-limit';
import { PayPalClient } from '../src/paypal/client';
import { createOrderingService } from '../src/services/ordering';
import { PROVIDER_UNREACHABLE } from '../src/services/payments';
import { staffRouteTable } from '../src/staff/route-table';
import {
  boughtPrintAtHome,
  buildTestApp,
  capturedLog,
  createOrder,
  productionEnv,
  type TestApp,
  validOrderPayload,
} from './helpers';
import { capturedPurchase } from './ops/ops-helpers';

/** Decodes %XX escapes, again and again, wherever they are (a lone `%` stays as it is). */
function fullyDecoded(text: string): string {
  let current = text;
  for (let i = 0; i < 4; i++) {
    const next = current.replace(/%[0-9a-f]{2}/gi, (percent) =>
      String.fromCharCode(Number.parseInt(percent.slice(1), 16)),
    );
    if (next === current) break;
    current = next;
  }
  return current;
}

describe('the card download token in the request log', () => {
  it('is never logged however the path is encoded: the route pattern is', async () => {
    const log = capturedLog();
    const own = await buildTestApp({ logStream: log.logStream });
    try {
      const { token } = await boughtPrintAtHome(own.app);
      // The probe's path reaches the card (the router decodes it); the other spellings are logged
      // the same way whether or not they reach it, so they carry a token of the same shape that
      // opens nothing (no PDF to draw for each).
      const unissued = randomBytes(32).toString('base64url');
      const everyCharacterEscaped = [...unissued]
        .map((character) => `%${character.charCodeAt(0).toString(16).padStart(2, '0')}`)
        .join('');
      const other = [
        `/api/cardDownload%2F${unissued}`,
        `/api/cardDownload%2f${unissued}?paper=a4`,
        `/api/c%61rdD%6Fwnload/${unissued}`,
        `/api/%2563ardDownload/${unissued}`,
        `/api/cardDownload/${everyCharacterEscaped}`,
        `/api/cardDownload/${unissued.slice(0, 20)}%2F${unissued.slice(20)}`,
        `/api//cardDownload/${unissued}`,
        `/api/./cardDownload/${unissued}`,
        `/api/x/../cardDownload/${unissued}`,
        `/api/CARDDOWNLOAD/${unissued}`,
        `/api/cardDownload;${unissued}`,
        `/api/cardDownload%3B${unissued}`,
        `/api/cardDownload%3F${unissued}`,
        `/api/cardDownload?${unissued}`,
        `/api/cardDownload/${unissued}/`,
        `/api/cardDownload%00/${unissued}`,
      ];
      const probe = await own.app.inject({ method: 'GET', url: `/api/%63ardDownload/${token}` });
      expect(probe.statusCode).toBe(200);
      for (const url of other) await own.app.inject({ method: 'GET', url });
      const urls = log.lines.flatMap((line) => {
        const entry = JSON.parse(line) as { req?: { url?: string } };
        return entry.req?.url ? [entry.req.url] : [];
      });
      // Every request is logged, by its route's pattern or as matching none; never by its path.
      const probes = urls.slice(-(other.length + 1)); // after the purchase's own requests
      expect(probes[0]).toBe('/api/cardDownload/:token');
      for (const url of probes) expect(url).toMatch(/^(\/api\/cardDownload\/:token|\[no route\])$/);
      for (const url of urls) {
        const plain = fullyDecoded(url);
        for (const secret of [token, unissued]) {
          expect(plain, url).not.toContain(secret.slice(0, 12));
          expect(plain, url).not.toContain(secret.slice(-12));
        }
      }
      expect(log.lines.join('')).not.toContain(token);
      expect(urls).toContain('/api/cardDownload/:token');
    } finally {
      await own.close();
    }
  });
});

describe('the request log', () => {
  it('keeps the route pattern only: no search term, e-mail address, token or raw path', async () => {
    const log = capturedLog();
    const own = await buildTestApp({ logStream: log.logStream });
    try {
      const { signedInAs } = await import('./staff/staff-helpers');
      const admin = await signedInAs(own.app, 'admin');
      const secret = randomBytes(32).toString('base64url');
      const search = await admin.request({ method: 'GET', url: '/api/staff/orders?q=buyer.searched%40example.com' });
      expect(search.statusCode).toBe(200);
      await own.app.inject({ method: 'GET', url: `/api/giftReminders/LG-ABCD-EFGH/optOut?t=${secret}` });
      await own.app.inject({ method: 'GET', url: `/api/cardDown%00load/${secret}` });
      await own.app.inject({ method: 'GET', url: `/api/no-such-route/${secret}?email=someone%40example.com` });
      const text = log.lines.join('\n');
      for (const leak of [
        'buyer.searched',
        'someone',
        '%40example',
        '@example.com',
        secret.slice(0, 12),
        'no-such-route',
      ])
        expect(text, leak).not.toContain(leak);
      const urls = log.lines.flatMap((line) => {
        const url = (JSON.parse(line) as { req?: { url?: string } }).req?.url;
        return url ? [url] : [];
      });
      expect(urls).toEqual(
        expect.arrayContaining(['/api/staff/orders', '/api/giftReminders/:orderPublicId/optOut', '[no route]']),
      );
    } finally {
      await own.close();
    }
  });
});

describe('the local mailbox', () => {
  const mailboxPaths = [
    '/api/dev/mailbox',
    '/api/dev/mailbox/1',
    '/api/dev/mailbox/1/text',
    '/api/dev/mailbox/1/images/card.png',
  ];

  it('is served in local', async () => {
    const local = await buildTestApp({ env: { APP_ENV: 'local' } });
    try {
      await capturedPurchase(local.app);
      await local.app.mail.drain();
      expect((await local.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });

  it.each([
    ['dev', { APP_ENV: 'dev' }],
    ['demo', { APP_ENV: 'demo' }],
    ['production', productionEnv],
  ])('is off in %s: every mailbox path answers 404, with a purchase in the mailbox', async (_name, env) => {
    const t = await buildTestApp({ env });
    try {
      if (env.APP_ENV !== 'production') {
        await capturedPurchase(t.app);
        await t.app.mail.drain();
      }
      for (const url of mailboxPaths) {
        const answer = await t.app.inject({ method: 'GET', url });
        expect(answer.statusCode, url).toBe(404);
        expect(answer.body, url).not.toContain('@example.com');
      }
    } finally {
      await t.close();
    }
  });
});

describe('the PayPal stand-in and the rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMIT_MAX: '5' } });
  });
  afterAll(async () => t.close());

  it("does not count the API's own calls to the stand-in against any visitor's limit", async () => {
    // Each checkout calls the stand-in twice or more (token, create): 8 visitors are 16+ calls.
    for (let visitor = 1; visitor <= 8; visitor++) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/Order',
        payload: validOrderPayload(),
        remoteAddress: `203.0.113.${visitor}`,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
  });

  it('still limits a visitor who calls the stand-in from outside', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const answer = await t.app.inject({ method: 'GET', url: '/paypal-fake/sdk/js', remoteAddress: '198.51.100.4' });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(200));
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it("logs PayPal's status when an order cannot be created", async () => {
    const log = capturedLog();
    const own = await buildTestApp({ logStream: log.logStream });
    try {
      const refusing = new PayPalClient(
        async () => ({ status: 429, body: { statusCode: 429, message: 'Too many requests' } }),
        own.app.config.paypal,
      );
      const ordering = createOrderingService({
        repositories: own.app.repositories,
        paypal: refusing,
        ecardSendLimit: ecardSendLimitFor(undefined, 'exposure', own.app.config.ecardLimits),
      });
      await expect(ordering.create(orderPayloadSchema.parse(validOrderPayload()), own.app.log)).rejects.toThrow(
        PROVIDER_UNREACHABLE,
      );
      const entry = log.lines
        .map((line) => JSON.parse(line) as { msg?: string; err?: Record<string, unknown> })
        .find((line) => line.msg === 'PayPal create failed');
      expect(entry?.err).toMatchObject({ message: 'PayPal authentication failed', status: 429 });
      expect(JSON.stringify(entry)).not.toContain('[object Object]');
    } finally {
      await own.close();
    }
  });
});

describe('no 500 from out-of-range or NUL ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const hugeIds = ['2147483648', '4294967296', '9223372036854775808', '100000000000000000000', '1e20'];

  it.each(hugeIds)('the mailbox answers 404 to message %s', async (id) => {
    for (const url of [
      `/api/dev/mailbox/${id}`,
      `/api/dev/mailbox/${id}/text`,
      `/api/dev/mailbox/${id}/images/card.png`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('the stand-in answers 4xx to a NUL or otherwise malformed order id on every route', async () => {
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/paypal-fake/v1/oauth2/token',
        headers: {
          authorization: `Basic ${Buffer.from(`${t.app.config.paypal.clientId}:${t.app.config.paypal.clientSecret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'grant_type=client_credentials',
      })
    ).json().access_token as string;
    const bearer = { authorization: `Bearer ${token}` };
    for (const id of ['%00', 'A%00B', '%C0%80', '%EF%BF%BF', 'x'.repeat(150)]) {
      const answers = [
        await t.app.inject({ method: 'POST', url: `/paypal-fake/buyer/orders/${id}/approve` }),
        await t.app.inject({ method: 'POST', url: `/paypal-fake/buyer/orders/${id}/decline` }),
        await t.app.inject({ method: 'POST', url: `/paypal-fake/buyer/orders/${id}/cancel` }),
        await t.app.inject({ method: 'POST', url: `/paypal-fake/buyer/orders/${id}/webhook` }),
        await t.app.inject({ method: 'GET', url: `/paypal-fake/v2/checkout/orders/${id}`, headers: bearer }),
        await t.app.inject({
          method: 'POST',
          url: `/paypal-fake/v2/checkout/orders/${id}/capture`,
          headers: { ...bearer, 'content-type': 'application/json' },
          payload: '{}',
        }),
      ];
      for (const answer of answers) {
        expect(answer.statusCode, `${id}: ${answer.body}`).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode, `${id}: ${answer.body}`).toBeLessThan(500);
      }
    }
    // The order route's own fields: NUL, a lone surrogate, a non-string; each refusal names its field.
    const orderWith = (unit: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/paypal-fake/v2/checkout/orders',
        headers: bearer,
        payload: { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: '1.00' }, ...unit }] },
      });
    for (const [unit, field] of [
      [{ reference_id: 'a\u0000b' }, 'reference_id'],
      [{ reference_id: '\ud800' }, 'reference_id'],
      [{ reference_id: 7 }, 'reference_id'],
      [{ amount: { currency_code: 'US\u0000', value: '1.00' } }, 'currency_code'],
      [{ amount: { currency_code: ['USD'], value: '1.00' } }, 'currency_code'],
      [{ amount: { currency_code: 'USD', value: '1\u0000' } }, 'value'],
    ] as const) {
      const answer = await orderWith(unit);
      expect(answer.statusCode, `${JSON.stringify(unit)}: ${answer.body}`).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, `${JSON.stringify(unit)}: ${answer.body}`).toBeLessThan(500);
      expect(answer.json().details[0].field).toMatch(new RegExp(`${field}$`));
    }
    expect((await orderWith({ reference_id: 'default' })).statusCode).toBe(201);
    // A real order still goes through.
    const order = await createOrder(t.app);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/paypal-fake/buyer/orders/${order.payPalOrderId}/approve`,
    });
    expect(approved.statusCode).toBe(200);
  });
});

describe('the card download', () => {
  it('answers 400 and 429 with Cache-Control: no-store too', async () => {
    const t = await buildTestApp();
    try {
      const { token } = await boughtPrintAtHome(t.app);
      const bad = await t.app.inject({ method: 'GET', url: `/api/cardDownload/${token}?paper=b5` });
      expect(bad.statusCode).toBe(400);
      expect(bad.headers['cache-control']).toBe('private, no-store');
      let last = bad;
      for (let i = 0; i < 21 && last.statusCode !== 429; i++) {
        last = await t.app.inject({ method: 'GET', url: `/api/cardDownload/${'A'.repeat(43)}` });
        expect(last.headers['cache-control']).toBe('private, no-store');
      }
      expect(last.statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('the public OpenAPI document', () => {
  it("documents the card PDF's 200 and leaves out the PayPal stand-in", async () => {
    const t = await buildTestApp();
    try {
      const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
        paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
      };
      const download = document.paths['/api/cardDownload/{token}']?.get;
      expect(Object.keys(download?.responses['200']?.content ?? {})).toEqual(['application/pdf']);
      expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it("documents every staff route with its answer, a viewer's unopened gift without personal data", async () => {
    const t = await buildTestApp();
    try {
      type Answer = { content?: Record<string, { schema: { items?: { anyOf?: { properties: object }[] } } }> };
      const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
        paths: Record<string, Record<string, { tags: string[]; responses: Record<string, Answer> }>>;
      };
      for (const row of staffRouteTable) {
        const path = `/api/staff${row.path.replace(/:(\w+)/g, '{$1}')}`;
        const operation = document.paths[path]?.[row.method.toLowerCase()];
        expect(operation?.tags, `${row.method} ${path}`).toEqual(['staff']);
        const answers = Object.values(operation?.responses ?? {});
        expect(
          answers.some((answer) => answer.content),
          `${row.method} ${path} has an answer`,
        ).toBe(true);
      }
      const unopened = document.paths['/api/staff/unopened']?.get?.responses['200']?.content?.['application/json'];
      const forms = unopened?.schema.items?.anyOf ?? [];
      expect(forms.map((form) => 'email' in form.properties)).toEqual([true, false]);
    } finally {
      await t.close();
    }
  });
});
