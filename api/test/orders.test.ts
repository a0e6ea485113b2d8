import { randomUUID } from 'node:crypto';
import { orderResponseSchema } from '@littlegivers/shared/contract/schemas/order';
import { orderPaymentResultSchema } from '@littlegivers/shared/contract/schemas/order-payment-data';
import { count, eq } from 'drizzle-orm';
import { orders, paypalFakeOrders, redemptions } from '../src/db/schema';
import { buildTestApp, buyer, createOrder, paymentData, type TestApp, validOrderPayload } from './helpers';

let t: TestApp;

async function orderCount() {
  const [row] = await t.app.db.select({ n: count() }).from(orders);
  return row?.n ?? 0;
}
async function redemptionCount(orderId: number) {
  const [row] = await t.app.db.select({ n: count() }).from(redemptions).where(eq(redemptions.orderId, orderId));
  return row?.n ?? 0;
}

describe('POST /api/Order', () => {
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => t.close());

  it('stores the order and computes line items and total on the server', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/Order', payload: validOrderPayload() });
    expect(response.statusCode).toBe(200);
    const body = orderResponseSchema.parse(response.json());
    expect(body.status).toBe('prePaymentAuthorization');
    expect(body.orderIdentifier).toMatch(/^LG-/);
    expect(body.lineItems.map((l) => [l.lineItem, l.amount])).toEqual([
      ['giftAmount', 20],
      ['shipping', 8.95],
      ['donation', 1],
    ]);
    expect(body.total).toBe(29.95);
    expect(body.payPalOrderId).toMatch(/^FAKE/);
    const fakeOrder = await t.app.inject({
      method: 'GET',
      url: `/paypal-fake/v2/checkout/orders/${body.payPalOrderId}`,
      headers: { authorization: 'Bearer fake-access-token-x' },
    });
    expect(fakeOrder.json().purchase_units[0].amount).toEqual({ currency_code: 'USD', value: '29.95' });
  });

  it('ignores a tampered total and client prices', async () => {
    const body = await createOrder(t.app, {
      total: 0.01,
      lineItems: [
        { lineItem: 'giftAmount', amount: 40 },
        { lineItem: 'shipping', amount: 0 },
        { lineItem: 'donation', amount: 0.01 },
      ],
    });
    expect(body.total).toBe(49.95);
    const [stored] = await t.app.db.select().from(orders).where(eq(orders.id, body.rowId));
    expect(stored?.totalCents).toBe(4995);
    expect(stored?.shippingCents).toBe(895);
    expect(stored?.donationCents).toBe(100);
  });

  it('leaves the $1 donation out when no donation line is sent', async () => {
    const body = await createOrder(t.app, { package: 1, lineItems: [{ lineItem: 'giftAmount', amount: 50 }] });
    expect(body.total).toBe(52);
  });

  it('sizes a custom greeting by its length and uses the Custom Message card type', async () => {
    const body = await createOrder(t.app, {
      cardType: null,
      recipientName: '',
      customMessage: 'x'.repeat(50),
      headerFontSize: 99,
    });
    const [stored] = await t.app.db.select().from(orders).where(eq(orders.id, body.rowId));
    expect(stored?.headerFontSize).toBe(20);
    expect(stored?.headerLineHeight).toBe(32);
    expect(stored?.cardTypeId).toBe(1);
  });
});

describe('POST /api/Order with bad input', () => {
  // One database for the whole group: none of these may store anything.
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const badInputs: [string, Record<string, unknown>, string][] = [
    ['zero amount', { lineItems: [{ lineItem: 'giftAmount', amount: 0 }] }, 'lineItems'],
    ['amount over 100000', { lineItems: [{ lineItem: 'giftAmount', amount: 100000.01 }] }, 'lineItems'],
    ['three decimals', { lineItems: [{ lineItem: 'giftAmount', amount: 10.005 }] }, 'lineItems'],
    ['no gift line', { lineItems: [{ lineItem: 'donation', amount: 1 }] }, 'lineItems'],
    ['bad zipcode', { shippingZip: '1234' }, 'shippingZip'],
    ['other country', { shippingCountry: 'Canada' }, 'shippingCountry'],
    ['missing first name', { shippingFirstName: '  ' }, 'shippingFirstName'],
    ['card template 2', { cardTemplateId: 2 }, 'cardTemplateId'],
    ['long recipient name', { recipientName: 'x'.repeat(22) }, 'recipientName'],
    ['long purchaser name', { fromName: 'x'.repeat(25) }, 'fromName'],
    ['long greeting', { customMessage: 'x'.repeat(136) }, 'customMessage'],
    ['bad email', { purchaseAccount: { emailAddress: 'nope' } }, 'purchaseAccount'],
    ['wrong status', { status: 'paid' }, 'status'],
    ['no greeting', { cardType: null }, 'cardType'],
    ['string amount', { lineItems: [{ lineItem: 'giftAmount', amount: '20' }] }, 'lineItems'],
  ];
  for (const [name, overrides, field] of badInputs) {
    it(`answers 400 naming the field and stores nothing: ${name}`, async () => {
      const before = await orderCount();
      const response = await t.app.inject({ method: 'POST', url: '/api/Order', payload: validOrderPayload(overrides) });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(field);
      expect(await orderCount()).toBe(before);
    });
  }

  it('answers 400 for an unknown package or greeting, and for a non-JSON body', async () => {
    const before = await orderCount();
    const pkg = await t.app.inject({ method: 'POST', url: '/api/Order', payload: validOrderPayload({ package: 999 }) });
    expect(pkg.statusCode).toBe(400);
    expect(pkg.json().message).toContain('package');
    const greeting = await t.app.inject({
      method: 'POST',
      url: '/api/Order',
      payload: validOrderPayload({ cardType: 999 }),
    });
    expect(greeting.statusCode).toBe(400);
    expect(greeting.json().message).toContain('cardType');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/Order',
      headers: { 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(text.statusCode).toBe(400);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/Order',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/Order',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(broken.statusCode).toBe(400);
    expect(await orderCount()).toBe(before);
  });
});

describe('POST /api/Order/{orderId}/paypalData', () => {
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => t.close());

  it('captures an approved payment, marks the order paid and issues one code', async () => {
    const order = await createOrder(t.app);
    await buyer(t.app, order.payPalOrderId, 'approve');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/Order/${order.id}/paypalData`,
      payload: paymentData(order.payPalOrderId),
    });
    expect(response.statusCode).toBe(200);
    expect(orderPaymentResultSchema.parse(response.json())).toEqual({
      status: 'paid',
      orderIdentifier: order.orderIdentifier,
      paymentMethod: 'paypal',
      total: order.total,
      delivery: 'mail',
      mailBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const [stored] = await t.app.db.select().from(orders).where(eq(orders.id, order.rowId));
    expect(stored?.status).toBe('paid');
    expect(stored?.paypalCaptureId).toMatch(/^CAPTURE/);
    expect(stored?.paymentData).toMatchObject({ payeerFirstName: 'Payerfirst' });
    expect(await redemptionCount(order.rowId)).toBe(1);
  });

  it('a replayed capture answers the same and changes nothing', async () => {
    const order = await createOrder(t.app);
    await buyer(t.app, order.payPalOrderId, 'approve');
    const url = `/api/Order/${order.id}/paypalData`;
    const first = await t.app.inject({ method: 'POST', url, payload: paymentData(order.payPalOrderId) });
    const [before] = await t.app.db.select().from(orders).where(eq(orders.id, order.rowId));
    const [codeBefore] = await t.app.db.select().from(redemptions).where(eq(redemptions.orderId, order.rowId));
    const replay = await t.app.inject({
      method: 'POST',
      url,
      payload: { ...paymentData(order.payPalOrderId), payerEmail: 'someone-else@example.com' },
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const [after] = await t.app.db.select().from(orders).where(eq(orders.id, order.rowId));
    const [codeAfter] = await t.app.db.select().from(redemptions).where(eq(redemptions.orderId, order.rowId));
    expect(after).toEqual(before);
    expect(codeAfter).toEqual(codeBefore);
    expect(await redemptionCount(order.rowId)).toBe(1);
  });

  it('a capture replayed at PayPal with the same request id is accepted once', async () => {
    const order = await createOrder(t.app);
    await buyer(t.app, order.payPalOrderId, 'approve');
    const url = `/api/Order/${order.id}/paypalData`;
    const results = await Promise.all(
      [1, 2, 3].map(() => t.app.inject({ method: 'POST', url, payload: paymentData(order.payPalOrderId) })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await redemptionCount(order.rowId)).toBe(1);
  });

  it('a capture for another amount or currency is not accepted as payment', async () => {
    const order = await createOrder(t.app);
    // PayPal's order says $1.00 (or EUR): the capture completes but does not match the order.
    await t.app.db.update(paypalFakeOrders).set({ value: '1.00' }).where(eq(paypalFakeOrders.id, order.payPalOrderId));
    await buyer(t.app, order.payPalOrderId, 'approve');
    const wrongAmount = await t.app.inject({
      method: 'POST',
      url: `/api/Order/${order.id}/paypalData`,
      payload: paymentData(order.payPalOrderId),
    });
    expect(wrongAmount.statusCode).toBe(422);
    expect(wrongAmount.json().message).toMatch(/does not match/);
    const other = await createOrder(t.app);
    await t.app.db
      .update(paypalFakeOrders)
      .set({ currency: 'EUR' })
      .where(eq(paypalFakeOrders.id, other.payPalOrderId));
    await buyer(t.app, other.payPalOrderId, 'approve');
    const wrongCurrency = await t.app.inject({
      method: 'POST',
      url: `/api/Order/${other.id}/paypalData`,
      payload: paymentData(other.payPalOrderId),
    });
    expect(wrongCurrency.statusCode).toBe(422);
    for (const id of [order.rowId, other.rowId]) {
      const [stored] = await t.app.db.select().from(orders).where(eq(orders.id, id));
      expect(stored?.status).toBe('prePaymentAuthorization');
      expect(await redemptionCount(id)).toBe(0);
    }
  });

  it('answers 502 without details when PayPal cannot be reached, and stores nothing', async () => {
    const before = await orderCount();
    const spy = vi.spyOn(t.app.paypal, 'createOrder').mockRejectedValue(new Error('connect ETIMEDOUT 1.2.3.4'));
    const response = await t.app.inject({ method: 'POST', url: '/api/Order', payload: validOrderPayload() });
    spy.mockRestore();
    expect(response.statusCode).toBe(502);
    expect(response.json().message).not.toContain('ETIMEDOUT');
    expect(await orderCount()).toBe(before);
  });

  it('a declined card answers 402 and nothing is paid', async () => {
    const order = await createOrder(t.app);
    await buyer(t.app, order.payPalOrderId, 'decline');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/Order/${order.id}/paypalData`,
      payload: paymentData(order.payPalOrderId),
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toMatch(/declined/);
    const [stored] = await t.app.db.select().from(orders).where(eq(orders.id, order.rowId));
    expect(stored?.status).toBe('prePaymentAuthorization');
    expect(await redemptionCount(order.rowId)).toBe(0);
  });

  it('an unapproved or cancelled payment answers 422 and nothing is paid', async () => {
    const order = await createOrder(t.app);
    const unapproved = await t.app.inject({
      method: 'POST',
      url: `/api/Order/${order.id}/paypalData`,
      payload: paymentData(order.payPalOrderId),
    });
    expect(unapproved.statusCode).toBe(422);
    await buyer(t.app, order.payPalOrderId, 'cancel');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/Order/${order.id}/paypalData`,
      payload: paymentData(order.payPalOrderId),
    });
    expect(cancelled.statusCode).toBe(422);
    expect(await redemptionCount(order.rowId)).toBe(0);
  });

  it('refuses a PayPal order of another order, an unknown order and a bad body', async () => {
    const a = await createOrder(t.app);
    const b = await createOrder(t.app);
    await buyer(t.app, b.payPalOrderId, 'approve');
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/Order/${a.id}/paypalData`,
      payload: paymentData(b.payPalOrderId),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toContain('payPalId');
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/Order/${randomUUID()}/paypalData`,
      payload: paymentData('X'),
    });
    expect(unknown.statusCode).toBe(404);
    const badBody = await t.app.inject({
      method: 'POST',
      url: `/api/Order/${a.id}/paypalData`,
      payload: { intent: 'x' },
    });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().message).toContain('payPalId');
    const badId = await t.app.inject({ method: 'POST', url: '/api/Order/abc/paypalData', payload: paymentData('X') });
    expect(badId.statusCode).toBe(400);
    expect(await redemptionCount(a.rowId)).toBe(0);
  });
});

describe('POST /api/Order/{orderId}/skipPayment', () => {
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => t.close());

  it('marks the order paid as skipped and issues its code (non-production)', async () => {
    const order = await createOrder(t.app);
    const response = await t.app.inject({ method: 'POST', url: `/api/Order/${order.id}/skipPayment` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'paid',
      orderIdentifier: order.orderIdentifier,
      paymentMethod: 'skipped',
      total: order.total,
      delivery: 'mail',
      mailBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(await redemptionCount(order.rowId)).toBe(1);
    const again = await t.app.inject({ method: 'POST', url: `/api/Order/${order.id}/skipPayment` });
    expect(again.statusCode).toBe(200);
    expect(await redemptionCount(order.rowId)).toBe(1);
    expect((await t.app.inject({ method: 'POST', url: `/api/Order/${randomUUID()}/skipPayment` })).statusCode).toBe(
      404,
    );
  });
});
