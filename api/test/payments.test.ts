/**
 * The payment service on its own (services/payments.ts), on the test database and the local PayPal
 * stand-in. PayPal is the one true edge: a transport around the stand-in records what is sent and,
 * where a test says so, answers as PayPal can (no network, a PENDING or DECLINED capture, an error).
 */
import { count, eq } from 'drizzle-orm';
import { donations, mailOutbox, orders, redemptions } from '../src/db/schema';
import { HttpError } from '../src/lib/http-error';
import { mailByDate } from '../src/mail/mail-by';
import { PayPalClient, type PayPalHttpRequest, type PayPalHttpResponse } from '../src/paypal/client';
import { injectTransport } from '../src/paypal/transport';
import {
  captureRequestId,
  centsToValue,
  PAYMENT_DECLINED_MESSAGE,
  type PaymentService,
  PROVIDER_UNREACHABLE,
  paymentRecord,
} from '../src/services/payments';
import { buildTestApp, buyer, createOrder, orderCapturedElsewhere, type TestApp } from './helpers';
import { paymentServiceOver } from './reconcile-helpers';

type Rewrite = (request: PayPalHttpRequest, answer: () => Promise<PayPalHttpResponse>) => Promise<PayPalHttpResponse>;

let t: TestApp;
let sent: PayPalHttpRequest[];
let rewrite: Rewrite | undefined;
let payments: PaymentService;

// One app (and database) for the file: every test makes its own orders and donations.
beforeAll(async () => {
  t = await buildTestApp();
  const standIn = injectTransport(t.app);
  const paypal = new PayPalClient(async (request) => {
    sent.push(request);
    const answer = () => standIn(request);
    return rewrite ? rewrite(request, answer) : answer();
  }, t.app.config.paypal);
  payments = paymentServiceOver(t, paypal);
});
beforeEach(() => {
  sent = [];
  rewrite = undefined;
});
afterAll(async () => t.close());

/** The payment data the browser posts: the PayPal order id and what else it knows. */
const paidWith = (payPalId: string, data: Record<string, string> | null) => ({ payPalId, ...(data ?? {}) });

const isCapture = (request: PayPalHttpRequest) => request.path.endsWith('/capture');
const captures = () => sent.filter(isCapture);
const orderRow = async (id: number) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0];
const donationRow = async (id: number) => (await t.app.db.select().from(donations).where(eq(donations.id, id)))[0];
const donationReceipts = (donationId: number) =>
  t.app.db
    .select({ to: mailOutbox.toAddress, kind: mailOutbox.kind })
    .from(mailOutbox)
    .where(eq(mailOutbox.idempotencyKey, `donation-paid:${donationId}`));
const codeCount = async (orderId: number) =>
  (await t.app.db.select({ n: count() }).from(redemptions).where(eq(redemptions.orderId, orderId)))[0]?.n;

/** What PayPal answers to a capture, with the capture (and the order) in the given states. */
function captureAnswering(
  captureStatus: string,
  orderStatus = captureStatus,
  amount = { currency_code: 'USD', value: '22.73' },
): Rewrite {
  return async (request, answer) => {
    if (!isCapture(request)) return answer();
    const paypalOrderId = request.path.split('/')[4] as string;
    return {
      status: 201,
      body: {
        id: paypalOrderId,
        status: orderStatus,
        purchase_units: [
          {
            amount,
            payments: { captures: [{ id: 'CAPTURE-X', status: captureStatus, amount }] },
          },
        ],
      },
    };
  };
}

async function refusal(promise: Promise<unknown>): Promise<{ statusCode: number; message: string }> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  const { statusCode, message } = error as HttpError;
  return { statusCode, message };
}

async function approvedOrder() {
  const order = await createOrder(t.app);
  await buyer(t.app, order.payPalOrderId, 'approve');
  return order;
}

async function approvedDonation(amountCents = 1550, message: string | null = 'Keep going') {
  const { donation, paypalOrderId } = await payments.createDonation({ amountCents, message });
  await buyer(t.app, paypalOrderId, 'approve');
  return { donation, paypalOrderId };
}

describe('amounts and request ids sent to PayPal', () => {
  it('writes cents as a dollar value with two decimals', () => {
    expect(centsToValue(2273)).toBe('22.73');
    expect(centsToValue(100)).toBe('1.00');
    expect(centsToValue(5)).toBe('0.05');
    expect(centsToValue(1_000_000)).toBe('10000.00');
  });

  it('gives each record its own capture request id, the same on every retry', () => {
    const ids = [
      captureRequestId({ kind: 'order', id: 1 }),
      captureRequestId({ kind: 'order', id: 2 }),
      captureRequestId({ kind: 'donation', id: 1 }),
      captureRequestId({ kind: 'donation', id: 2 }),
      captureRequestId({ kind: 'order', id: 12 }),
      captureRequestId({ kind: 'order', id: 121 }),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    expect(captureRequestId({ kind: 'order', id: 7 })).toBe(captureRequestId({ kind: 'order', id: 7 }));
    expect(captureRequestId({ kind: 'order', id: 7 })).toMatch(/^[\w-]{1,108}$/);
  });

  it("captures an order and a donation with their own request ids: order N's never equals donation N's", async () => {
    const order = await approvedOrder();
    await payments.payOrder(order.rowId, paidWith(order.payPalOrderId, null));
    const { donation, paypalOrderId } = await approvedDonation();
    await payments.payDonation(donation.id, paidWith(paypalOrderId, null));
    const requestIds = captures().map((request) => request.headers['paypal-request-id']);
    expect(requestIds).toEqual([
      captureRequestId({ kind: 'order', id: order.rowId }),
      captureRequestId({ kind: 'donation', id: donation.id }),
    ]);
  });

  it('creates a donation’s PayPal order for its amount, idempotently, and stores its id', async () => {
    const { donation, paypalOrderId } = await payments.createDonation({ amountCents: 1550, message: 'Hi' });
    const create = sent.find((request) => request.path === '/v2/checkout/orders' && request.method === 'POST');
    const body = JSON.parse(create?.body ?? '{}');
    expect(body.purchase_units[0]).toMatchObject({
      reference_id: `DONATION-${donation.id}`,
      description: 'Donation to Little Givers',
      amount: { currency_code: 'USD', value: '15.50' },
    });
    expect(create?.headers['paypal-request-id']).toBe(`lg-create-donation-${donation.id}`);
    expect((await donationRow(donation.id))?.paypalOrderId).toBe(paypalOrderId);
    const atPayPal = await t.app.paypal.getOrder(paypalOrderId);
    expect(atPayPal?.purchase_units?.[0]).toMatchObject({
      reference_id: `DONATION-${donation.id}`,
      amount: { currency_code: 'USD', value: '15.50' },
    });
  });

  it('keeps no donation when PayPal cannot be reached to create its order', async () => {
    rewrite = async () => {
      throw new Error('ECONNRESET');
    };
    const before = (await t.app.db.select({ n: count() }).from(donations))[0]?.n;
    expect(await refusal(payments.createDonation({ amountCents: 1000, message: null }))).toEqual({
      statusCode: 502,
      message: PROVIDER_UNREACHABLE,
    });
    expect((await t.app.db.select({ n: count() }).from(donations))[0]?.n).toBe(before);
  });
});

describe('settling an order', () => {
  it('marks it paid through PayPal with the capture id and the payment data, and issues one code', async () => {
    const order = await approvedOrder();
    const data = { payerId: 'PAYER-1' };
    const result = await payments.payOrder(order.rowId, paidWith(order.payPalOrderId, data));
    expect(result.paymentMethod).toBe('paypal');
    expect(result.orderIdentifier).toBe(order.orderIdentifier);
    const row = await orderRow(order.rowId);
    const atPayPal = await t.app.paypal.getOrder(order.payPalOrderId);
    const captureId = atPayPal?.purchase_units?.[0]?.payments?.captures?.[0]?.id;
    expect(captureId).toMatch(/\w/);
    expect(row).toMatchObject({
      status: 'paid',
      paymentMethod: 'paypal',
      paypalCaptureId: captureId,
      paymentData: data,
    });
    expect(row?.paidAt).toBeInstanceOf(Date);
    expect(await codeCount(order.rowId)).toBe(1);
  });

  it('does not capture again for an order already paid', async () => {
    const order = await approvedOrder();
    await payments.payOrder(order.rowId, paidWith(order.payPalOrderId, null));
    const again = await payments.payOrder(order.rowId, paidWith(order.payPalOrderId, null));
    expect(again.paymentMethod).toBe('paypal');
    expect(captures()).toHaveLength(1);
    expect(await codeCount(order.rowId)).toBe(1);
  });

  it('refuses a PayPal order id that is not the order’s own, and an unknown order', async () => {
    const order = await approvedOrder();
    const other = await approvedOrder();
    expect(await refusal(payments.payOrder(order.rowId, paidWith(other.payPalOrderId, null)))).toEqual({
      statusCode: 400,
      message: 'payPalId: does not belong to this order',
    });
    expect(await refusal(payments.payOrder(2_000_000_000, paidWith(order.payPalOrderId, null)))).toEqual({
      statusCode: 404,
      message: 'Order not found',
    });
    expect(captures()).toEqual([]);
    expect((await orderRow(order.rowId))?.status).toBe('prePaymentAuthorization');
  });

  it('answers 502 when PayPal cannot be reached for the capture, and marks nothing paid', async () => {
    const order = await approvedOrder();
    rewrite = async (request, answer) => {
      if (isCapture(request)) throw new Error('socket hang up');
      return answer();
    };
    expect(await refusal(payments.payOrder(order.rowId, paidWith(order.payPalOrderId, null)))).toEqual({
      statusCode: 502,
      message: PROVIDER_UNREACHABLE,
    });
    expect((await orderRow(order.rowId))?.status).toBe('prePaymentAuthorization');
    expect(await codeCount(order.rowId)).toBe(0);
  });

  it.each([
    ['a PENDING capture', 'PENDING', 'COMPLETED', 402, 'The payment is not completed yet.'],
    ['a DECLINED capture', 'DECLINED', 'COMPLETED', 402, PAYMENT_DECLINED_MESSAGE],
    [
      'a COMPLETED capture of an order still APPROVED',
      'COMPLETED',
      'APPROVED',
      402,
      'The payment is not completed yet.',
    ],
  ])('is not paid by %s', async (_label, captureStatus, orderStatus, statusCode, message) => {
    const order = await approvedOrder();
    rewrite = captureAnswering(captureStatus, orderStatus);
    expect(await refusal(payments.payOrder(order.rowId, paidWith(order.payPalOrderId, null)))).toEqual({
      statusCode,
      message,
    });
    expect((await orderRow(order.rowId))?.status).toBe('prePaymentAuthorization');
    expect(await codeCount(order.rowId)).toBe(0);
  });

  it('answers every capture refusal PayPal gives, reading a declining issue only in a 422 answer', async () => {
    const order = await approvedOrder();
    const providerError = 'The payment provider answered with an error. Please try again.';
    for (const [status, issue, statusCode, message] of [
      [422, 'INSTRUMENT_DECLINED', 402, PAYMENT_DECLINED_MESSAGE],
      [422, 'TRANSACTION_REFUSED', 402, PAYMENT_DECLINED_MESSAGE],
      [422, 'PAYER_ACTION_REQUIRED', 402, PAYMENT_DECLINED_MESSAGE],
      [422, 'ORDER_NOT_APPROVED', 422, 'The payment has not been approved by the buyer.'],
      [422, 'DUPLICATE_INVOICE_ID', 502, providerError],
      [500, 'INSTRUMENT_DECLINED', 502, providerError],
    ] as const) {
      rewrite = async (request, answer) =>
        isCapture(request) ? { status, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue }] } } : answer();
      expect(await refusal(payments.payOrder(order.rowId, paidWith(order.payPalOrderId, null)))).toEqual({
        statusCode,
        message,
      });
    }
    expect((await orderRow(order.rowId))?.status).toBe('prePaymentAuthorization');
  });

  it('is not paid by a FAILED capture (declined), nor by a 200 answer that is not COMPLETED', async () => {
    const order = await approvedOrder();
    rewrite = captureAnswering('FAILED', 'COMPLETED');
    expect(await refusal(payments.payOrder(order.rowId, paidWith(order.payPalOrderId, null)))).toEqual({
      statusCode: 402,
      message: PAYMENT_DECLINED_MESSAGE,
    });
    rewrite = async (request, answer) => {
      const response = await captureAnswering('PENDING', 'COMPLETED')(request, answer);
      return isCapture(request) ? { ...response, status: 200 } : response;
    };
    expect(await refusal(payments.payOrder(order.rowId, paidWith(order.payPalOrderId, null)))).toEqual({
      statusCode: 402,
      message: 'The payment is not completed yet.',
    });
    rewrite = async (request, answer) => {
      const value = order.total.toFixed(2);
      const response = await captureAnswering('COMPLETED', 'COMPLETED', { currency_code: 'USD', value })(
        request,
        answer,
      );
      return isCapture(request) ? { ...response, status: 200 } : response;
    };
    await payments.payOrder(order.rowId, paidWith(order.payPalOrderId, null));
    expect((await orderRow(order.rowId))?.status).toBe('paid');
  });

  it('reads a capture answer without purchase units or captures as not completed yet', async () => {
    const order = await approvedOrder();
    for (const purchaseUnits of [undefined, [], [{}], [{ payments: {} }], [{ payments: { captures: [] } }]]) {
      rewrite = async (request, answer) =>
        isCapture(request)
          ? { status: 201, body: { id: order.payPalOrderId, status: 'COMPLETED', purchase_units: purchaseUnits } }
          : answer();
      expect(await refusal(payments.payOrder(order.rowId, paidWith(order.payPalOrderId, null)))).toEqual({
        statusCode: 402,
        message: 'The payment is not completed yet.',
      });
    }
    expect(await codeCount(order.rowId)).toBe(0);
  });

  it('answers 502 on an error from PayPal, and 422 before the buyer approved', async () => {
    const order = await createOrder(t.app);
    expect(await refusal(payments.payOrder(order.rowId, paidWith(order.payPalOrderId, null)))).toEqual({
      statusCode: 422,
      message: 'The payment has not been approved by the buyer.',
    });
    await buyer(t.app, order.payPalOrderId, 'approve');
    rewrite = async (request, answer) =>
      isCapture(request) ? { status: 500, body: { name: 'INTERNAL_SERVER_ERROR' } } : answer();
    expect(await refusal(payments.payOrder(order.rowId, paidWith(order.payPalOrderId, null)))).toEqual({
      statusCode: 502,
      message: 'The payment provider answered with an error. Please try again.',
    });
    expect((await orderRow(order.rowId))?.status).toBe('prePaymentAuthorization');
  });

  it('is not paid by a completed capture that states no amount', async () => {
    const order = await approvedOrder();
    rewrite = async (request, answer) => {
      if (!isCapture(request)) return answer();
      const paypalOrderId = request.path.split('/')[4] as string;
      const captures = [{ id: 'CAPTURE-NO-AMOUNT', status: 'COMPLETED' }];
      return {
        status: 201,
        body: { id: paypalOrderId, status: 'COMPLETED', purchase_units: [{ payments: { captures } }] },
      };
    };
    expect(await refusal(payments.payOrder(order.rowId, paidWith(order.payPalOrderId, null)))).toEqual({
      statusCode: 422,
      message: 'The captured amount does not match the order total.',
    });
    expect(await codeCount(order.rowId)).toBe(0);
  });

  it('is paid only by a completed capture of exactly the order total in USD', async () => {
    const order = await approvedOrder();
    const total = (Math.round(order.total * 100) / 100).toFixed(2);
    const wrong = [
      { currency_code: 'USD', value: '1.00' },
      { currency_code: 'USD', value: (Number(total) + 0.01).toFixed(2) },
      { currency_code: 'EUR', value: total },
    ];
    for (const amount of wrong) {
      rewrite = captureAnswering('COMPLETED', 'COMPLETED', amount);
      expect(await refusal(payments.payOrder(order.rowId, paidWith(order.payPalOrderId, null)))).toEqual({
        statusCode: 422,
        message: 'The captured amount does not match the order total.',
      });
    }
    expect((await orderRow(order.rowId))?.status).toBe('prePaymentAuthorization');
    rewrite = captureAnswering('COMPLETED', 'COMPLETED', { currency_code: 'USD', value: total });
    await payments.payOrder(order.rowId, paidWith(order.payPalOrderId, null));
    expect(await orderRow(order.rowId)).toMatchObject({ status: 'paid', paypalCaptureId: 'CAPTURE-X' });
  });
});

describe('an order PayPal already captured (under another request id)', () => {
  const capturedElsewhere = () => orderCapturedElsewhere(t.app);

  /** The stand-in's order lookup, with the order and its capture in the given states. */
  function lookupAnswering(orderStatus: string, captureStatus: string): Rewrite {
    return async (request, answer) => {
      const response = await answer();
      if (request.method !== 'GET') return response;
      const body = structuredClone(response.body) as {
        status: string;
        purchase_units: { payments: { captures: { status: string }[] } }[];
      };
      body.status = orderStatus;
      const capture = body.purchase_units[0]?.payments.captures[0];
      if (capture) capture.status = captureStatus;
      return { status: response.status, body };
    };
  }

  it('counts as paid when PayPal says both the order and its capture are COMPLETED', async () => {
    const order = await capturedElsewhere();
    await payments.payOrder(order.rowId, paidWith(order.payPalOrderId, null));
    expect(await orderRow(order.rowId)).toMatchObject({ status: 'paid', paymentMethod: 'paypal' });
    expect(await codeCount(order.rowId)).toBe(1);
  });

  it.each([
    ['its capture is PENDING', 'COMPLETED', 'PENDING'],
    ['its capture is DECLINED', 'COMPLETED', 'DECLINED'],
    ['the order is not COMPLETED', 'APPROVED', 'COMPLETED'],
  ])('is not paid when %s', async (_label, orderStatus, captureStatus) => {
    const order = await capturedElsewhere();
    rewrite = lookupAnswering(orderStatus, captureStatus);
    expect(await refusal(payments.payOrder(order.rowId, paidWith(order.payPalOrderId, null)))).toEqual({
      statusCode: 402,
      message: 'The payment was not completed.',
    });
    expect((await orderRow(order.rowId))?.status).toBe('prePaymentAuthorization');
    expect(await codeCount(order.rowId)).toBe(0);
  });

  it('is not paid when the COMPLETED order lists no capture', async () => {
    const order = await capturedElsewhere();
    rewrite = async (request, answer) => {
      const response = await answer();
      if (request.method !== 'GET') return response;
      const body = structuredClone(response.body) as { status: string; purchase_units: unknown[] };
      body.status = 'COMPLETED';
      body.purchase_units = [{}];
      return { status: response.status, body };
    };
    expect(await refusal(payments.payOrder(order.rowId, paidWith(order.payPalOrderId, null)))).toEqual({
      statusCode: 402,
      message: 'The payment was not completed.',
    });
    expect(await codeCount(order.rowId)).toBe(0);
  });

  it('is not paid when the order cannot be looked up', async () => {
    const order = await capturedElsewhere();
    rewrite = async (request, answer) => {
      if (request.method === 'GET') throw new Error('ETIMEDOUT');
      return answer();
    };
    expect(await refusal(payments.payOrder(order.rowId, paidWith(order.payPalOrderId, null)))).toEqual({
      statusCode: 402,
      message: 'The payment was not completed.',
    });
    expect(await codeCount(order.rowId)).toBe(0);
  });
});

describe('marking an order paid', () => {
  it('happens once: the first call issues the code, the second changes nothing', async () => {
    const order = await createOrder(t.app);
    expect(await payments.markOrderPaid(order.rowId, { method: 'skipped' })).toBe(true);
    expect(await payments.markOrderPaid(order.rowId, { method: 'paypal', captureId: 'CAPTURE-LATE' })).toBe(false);
    expect(await orderRow(order.rowId)).toMatchObject({
      status: 'paid',
      paymentMethod: 'skipped',
      paypalCaptureId: null,
      paymentData: null,
    });
    expect(await codeCount(order.rowId)).toBe(1);
    const [code] = await t.app.db.select().from(redemptions).where(eq(redemptions.orderId, order.rowId));
    expect(code?.amountCents).toBe(2000);
    expect(code?.codeHash).toBe(t.app.vault.hash(t.app.vault.decrypt(code?.codeCiphertext ?? '')));
  });

  it('skipping payment marks the order paid as skipped, with its code; an unknown order is 404', async () => {
    const order = await createOrder(t.app);
    const result = await payments.skipPayment(order.rowId);
    expect(result.paymentMethod).toBe('skipped');
    expect(result.orderIdentifier).toBe(order.orderIdentifier);
    expect(await orderRow(order.rowId)).toMatchObject({ status: 'paid', paymentMethod: 'skipped' });
    expect(await codeCount(order.rowId)).toBe(1);
    expect(await refusal(payments.skipPayment(2_000_000_000))).toEqual({ statusCode: 404, message: 'Order not found' });
  });
});

describe('the paid answer', () => {
  it('gives the total in dollars, the method and the mail-by date of the stored payment', async () => {
    const order = await approvedOrder();
    const answer = await payments.payOrder(order.rowId, paidWith(order.payPalOrderId, null));
    const paid = await orderRow(order.rowId);
    expect(answer).toEqual({
      status: 'paid',
      orderIdentifier: order.orderIdentifier,
      paymentMethod: 'paypal',
      total: order.total,
      delivery: 'mail',
      mailBy: mailByDate(paid?.paidAt as Date, t.app.config.mail.cardMailBusinessDays),
    });
    expect(answer.total).toBe((paid?.totalCents ?? 0) / 100);
  });

  it('answers an order paid earlier with how and when it was paid', async () => {
    const order = await createOrder(t.app);
    await payments.skipPayment(order.rowId);
    const paidAt = new Date('2026-01-07T12:00:00Z'); // a Wednesday
    await t.app.db.update(orders).set({ paidAt }).where(eq(orders.id, order.rowId));
    const answer = await payments.payOrder(order.rowId, paidWith(order.payPalOrderId, null));
    expect(answer).toMatchObject({
      paymentMethod: 'skipped',
      mailBy: mailByDate(paidAt, t.app.config.mail.cardMailBusinessDays),
    });
    expect(captures()).toEqual([]);
  });
});

describe('the payment record', () => {
  it('keeps only the named fields that are strings', () => {
    const record = paymentRecord({
      payPalId: 'PP-1',
      payerEmail: 'payer@example.com',
      payerFirstName: 'Pat',
      intent: 42,
      state: null,
      transactions: [{ amount: 1 }],
    } as never);
    expect(record).toStrictEqual({ payerEmail: 'payer@example.com', payerFirstName: 'Pat' });
  });
});

describe('settling a donation', () => {
  it("queues one receipt to the payer's PayPal email; settling it again changes nothing", async () => {
    const { donation, paypalOrderId } = await approvedDonation();
    await payments.settle({ kind: 'donation', id: donation.id, paypalOrderId, totalCents: donation.amountCents });
    const paid = await donationRow(donation.id);
    expect(paid?.status).toBe('paid');
    expect(await donationReceipts(donation.id)).toEqual([{ to: 'buyer@example.com', kind: 'donation-receipt' }]);
    // A replay (the webhook and the browser at once): the same capture, nothing marked again.
    await payments.settle({ kind: 'donation', id: donation.id, paypalOrderId, totalCents: donation.amountCents });
    expect((await donationRow(donation.id))?.paidAt).toEqual(paid?.paidAt);
    expect(await donationReceipts(donation.id)).toHaveLength(1);
  });

  it('marks it paid with its capture id and payment data; a second call captures nothing', async () => {
    const { donation, paypalOrderId } = await approvedDonation();
    const data = { payerEmail: 'a@example.com' };
    expect((await payments.payDonation(donation.id, paidWith(paypalOrderId, data))).id).toBe(donation.id);
    const atPayPal = await t.app.paypal.getOrder(paypalOrderId);
    const captureId = atPayPal?.purchase_units?.[0]?.payments?.captures?.[0]?.id;
    expect(await donationRow(donation.id)).toMatchObject({
      status: 'paid',
      paypalCaptureId: captureId,
      paymentData: data,
    });
    await payments.payDonation(donation.id, paidWith(paypalOrderId, data));
    expect(captures()).toHaveLength(1);
  });

  it('refuses another PayPal order id (400) and an unknown donation (404)', async () => {
    const { donation } = await approvedDonation();
    const order = await approvedOrder();
    expect(await refusal(payments.payDonation(donation.id, paidWith(order.payPalOrderId, null)))).toEqual({
      statusCode: 400,
      message: 'payPalId: does not belong to this donation',
    });
    expect(await refusal(payments.payDonation(2_000_000_000, paidWith(order.payPalOrderId, null)))).toEqual({
      statusCode: 404,
      message: 'Donation not found',
    });
    expect(captures()).toEqual([]);
  });
});

describe('settling by PayPal order id (webhook and reconciliation)', () => {
  it('settles an order as paid through PayPal, with its capture id, and issues its code', async () => {
    const order = await approvedOrder();
    expect(await payments.settleByPayPalOrderId(order.payPalOrderId)).toBe('paid');
    const atPayPal = await t.app.paypal.getOrder(order.payPalOrderId);
    const captureId = atPayPal?.purchase_units?.[0]?.payments?.captures?.[0]?.id;
    expect(captureId).toMatch(/\w/);
    expect(await orderRow(order.rowId)).toMatchObject({
      status: 'paid',
      paymentMethod: 'paypal',
      paypalCaptureId: captureId,
    });
    expect(await codeCount(order.rowId)).toBe(1);
    expect(captures().map((request) => request.headers['paypal-request-id'])).toEqual([
      captureRequestId({ kind: 'order', id: order.rowId }),
    ]);
    // Already paid: answered 'paid' without another capture.
    expect(await payments.settleByPayPalOrderId(order.payPalOrderId)).toBe('paid');
    expect(captures()).toHaveLength(1);
  });

  it('settles a donation with its capture id', async () => {
    const { donation, paypalOrderId } = await approvedDonation();
    expect(await payments.settleByPayPalOrderId(paypalOrderId)).toBe('paid');
    const atPayPal = await t.app.paypal.getOrder(paypalOrderId);
    const captureId = atPayPal?.purchase_units?.[0]?.payments?.captures?.[0]?.id;
    expect(await donationRow(donation.id)).toMatchObject({ status: 'paid', paypalCaptureId: captureId });
    expect(captures().map((request) => request.headers['paypal-request-id'])).toEqual([
      captureRequestId({ kind: 'donation', id: donation.id }),
    ]);
  });

  it('records an approval PayPal reported (a webhook) before the capture, so a capture that fails is looked at first', async () => {
    const order = await approvedOrder();
    rewrite = captureAnswering('PENDING');
    await expect(payments.settleByPayPalOrderId(order.payPalOrderId, { reported: true })).rejects.toBeInstanceOf(
      HttpError,
    );
    expect((await orderRow(order.rowId))?.approvalReportedAt).toBeInstanceOf(Date);
  });

  it('records no approval when the call is not a report (reconciliation)', async () => {
    const order = await approvedOrder();
    rewrite = captureAnswering('PENDING');
    await expect(payments.settleByPayPalOrderId(order.payPalOrderId)).rejects.toBeInstanceOf(HttpError);
    expect((await orderRow(order.rowId))?.approvalReportedAt).toBeNull();
  });

  it("answers 'unknown' for a PayPal order of no record, without calling PayPal", async () => {
    expect(await payments.settleByPayPalOrderId('NO-SUCH-ORDER')).toBe('unknown');
    expect(sent).toEqual([]);
  });
});
