/**
 * Regression tests of the hardening findings: bad input is a 400 before any side effect (no
 * PayPal order, no row), ids are bounded, JSON nesting is limited, amounts are at least a cent,
 * answers carrying orders, payments or sessions are not cached.
 */
import { count, eq } from 'drizzle-orm';
import { donations, orders, paypalFakeOrders, redemptionSelections } from '../src/db/schema';
import {
  buildTestApp,
  buyer,
  createOrder,
  paidOrderWithCode,
  paymentData,
  postSignedWebhook,
  type TestApp,
  validOrderPayload,
} from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const rows = async () => ({
  orders: (await t.app.db.select({ n: count() }).from(orders))[0]?.n,
  donations: (await t.app.db.select({ n: count() }).from(donations))[0]?.n,
  selections: (await t.app.db.select({ n: count() }).from(redemptionSelections))[0]?.n,
  paypalOrders: (await t.app.db.select({ n: count() }).from(paypalFakeOrders))[0]?.n,
});

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });

/** Sends the request and expects a 400 whose message names the field, with nothing stored or created at PayPal. */
async function refused(request: () => Promise<{ statusCode: number; json: () => unknown }>, field: string) {
  const before = await rows();
  const response = await request();
  expect(response.statusCode).toBe(400);
  expect((response.json() as { message: string }).message).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}`));
  expect(await rows()).toEqual(before);
  return (response.json() as { message: string }).message;
}

const BIG_ID = 2147483648;

describe('ids above 2147483647 answer 400, not 500', () => {
  it('in paths', async () => {
    await refused(() => post(`/api/Order/${BIG_ID}/skipPayment`, undefined), 'orderId');
    await refused(() => post(`/api/Order/${BIG_ID}/paypalData`, { payPalId: 'X' }), 'orderId');
    await refused(() => post(`/api/donation/${BIG_ID}/paypalData`, { payPalId: 'X' }), 'id');
    await refused(
      () =>
        t.app.inject({
          method: 'PUT',
          url: `/api/redemptionSession/${BIG_ID}`,
          payload: { sessionId: 's', selection: [{ redemptionOrgId: 1, amount: 20 }] },
        }),
      'id',
    );
  });

  it('in bodies: package, cardType and redemptionOrgId', async () => {
    await refused(() => post('/api/Order', validOrderPayload({ package: BIG_ID })), 'package');
    await refused(() => post('/api/Order', validOrderPayload({ cardType: BIG_ID })), 'cardType');
    const { redemptionPublicId: redemptionId } = await paidOrderWithCode(t.app);
    await refused(
      () =>
        t.app.inject({
          method: 'PUT',
          url: `/api/redemptionSession/${redemptionId}`,
          payload: { sessionId: 's', selection: [{ redemptionOrgId: BIG_ID, amount: 20 }] },
        }),
      'selection.0.redemptionOrgId',
    );
  });
});

describe('control characters and lone surrogates answer 400 before any side effect', () => {
  it('in every text field of an order, and no PayPal order is left orphaned', async () => {
    for (const [field, value] of [
      ['fromName', 'A\u0000B'],
      ['recipientName', 'Ava\u0007'],
      ['shippingAddress1', '1 Main\u0000 St'],
      ['shippingCity', 'Spring\ud800field'],
      ['customMessage', 'Happy\u0000 birthday'],
    ] as const) {
      const message = await refused(() => post('/api/Order', validOrderPayload({ [field]: value })), field);
      expect(message).toBe(`${field}: Please remove control characters or broken symbols from this text`);
    }
    await refused(
      () => post('/api/Order', validOrderPayload({ purchaseAccount: { emailAddress: 'a\ud800@x.com' } })),
      'purchaseAccount.emailAddress',
    );
  });

  it('keeps line breaks legitimate in a custom greeting', async () => {
    const response = await post(
      '/api/Order',
      validOrderPayload({ cardType: null, customMessage: 'Happy birthday!\nLove, Sam' }),
    );
    expect(response.statusCode).toBe(200);
  });

  it('in a donation message and in payment data', async () => {
    await refused(() => post('/api/donation', { amount: 20, message: 'For\u0000you' }), 'message');
    const order = await createOrder(t.app);
    await buyer(t.app, order.payPalOrderId, 'approve');
    await refused(
      () =>
        post(`/api/Order/${order.id}/paypalData`, { ...paymentData(order.payPalOrderId), payeerFirstName: 'A\u0000B' }),
      'payeerFirstName',
    );
    await refused(
      () =>
        post(`/api/Order/${order.id}/paypalData`, { ...paymentData(order.payPalOrderId), payerEmail: 'a\ud800@x.com' }),
      'payerEmail',
    );
    const [fake] = await t.app.db.select().from(paypalFakeOrders).where(eq(paypalFakeOrders.id, order.payPalOrderId));
    expect(fake?.status).toBe('APPROVED');
  });

  it('in a signed webhook event id', async () => {
    const body = JSON.stringify({ id: 'WH-\u0000', event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: 'X' } });
    const response = await postSignedWebhook(t.app, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^id: /);
  });
});

describe('JSON nesting is limited', () => {
  const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

  it('refuses 20,000 levels in payment data and in a webhook with a 400', async () => {
    const order = await createOrder(t.app);
    await buyer(t.app, order.payPalOrderId, 'approve');
    const body = `{"payPalId":"${order.payPalOrderId}","transactions":${nested(20000)}}`;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/Order/${order.id}/paypalData`,
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('body: JSON may be nested at most 32 levels deep');
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/paypal/webhook',
      headers: { 'content-type': 'application/json' },
      payload: `{"id":"a","event_type":"b","resource":${nested(20000)}}`,
    });
    expect(webhook.statusCode).toBe(400);
  });

  it('refuses nesting inside a string-free part deeper than the limit even when short', async () => {
    const order = await createOrder(t.app);
    const body = `{"payPalId":"${order.payPalOrderId}","transactions":[${nested(40)}]}`;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/Order/${order.id}/paypalData`,
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('amounts are rounded to cents first and must be positive after rounding', () => {
  it('refuses a 1e-9 gift with the spec message, a 1e-9 donation and a 1e-9 selection', async () => {
    const message = await refused(
      () => post('/api/Order', validOrderPayload({ lineItems: [{ lineItem: 'giftAmount', amount: 1e-9 }] })),
      'lineItems.0.amount',
    );
    expect(message).toBe('lineItems.0.amount: Please include a valid gift card amount');
    const donation = await refused(() => post('/api/donation', { amount: 1e-9 }), 'amount');
    expect(donation).toBe('amount: Please include a valid donation amount');
    const { redemptionPublicId: redemptionId } = await paidOrderWithCode(t.app);
    await refused(
      () =>
        t.app.inject({
          method: 'PUT',
          url: `/api/redemptionSession/${redemptionId}`,
          payload: { sessionId: 's', selection: [{ redemptionOrgId: 1, amount: 1e-9 }] },
        }),
      'selection.0.amount',
    );
  });
});

describe('Cache-Control: no-store', () => {
  it('on every answer carrying an order, a payment, a session or personal data, errors included', async () => {
    const { code, order, redemptionId } = await paidOrderWithCode(t.app);
    const answers = [
      await post('/api/Order', validOrderPayload()),
      await post(`/api/Order/${order.id}/skipPayment`, undefined),
      await post(`/api/Order/${order.id}/paypalData`, paymentData('OTHER')),
      await post('/api/redemptionSession', { redemptionCode: code, captcha: null }),
      await post('/api/redemptionSession', { redemptionCode: 'WRONG-CODE', captcha: null }),
      await t.app.inject({
        method: 'PUT',
        url: `/api/redemptionSession/${redemptionId}`,
        payload: { sessionId: 'wrong', selection: [{ redemptionOrgId: 1, amount: 20 }] },
      }),
      await post('/api/donation', { amount: 20 }),
      await post('/api/donation/1/paypalData', { payPalId: 'X' }),
      await post('/api/Order', { bad: true }),
    ];
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
    const content = await t.app.inject({ method: 'GET', url: '/api/package' });
    expect(content.headers['cache-control']).toMatch(/^public/);
  });
});
