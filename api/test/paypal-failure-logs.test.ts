/**
 * Every PayPal failure of a capture or of a donation's creation is logged once, with PayPal's debug
 * id (the `PayPal-Debug-Id` header, or `debug_id` of an error body) and no personal data: a decline
 * through the API and the local stand-in (which sends a debug id with every answer, as PayPal
 * does), PayPal answering 500, PayPal out of reach, and a donation PayPal would not create.
 * PayPal is the one edge: a transport around the stand-in answers as PayPal can.
 */
import { PayPalClient, type PayPalHttpRequest, type PayPalHttpResponse } from '../src/paypal/client';
import { injectTransport } from '../src/paypal/transport';
import { type PaymentService, PROVIDER_UNREACHABLE } from '../src/services/payments';
import {
  buildTestApp,
  buyer,
  capturedLog,
  createOrder,
  orderCapturedElsewhere,
  paymentData,
  type TestApp,
} from './helpers';
import { paymentServiceOver } from './reconcile-helpers';

type Rewrite = (request: PayPalHttpRequest, answer: () => Promise<PayPalHttpResponse>) => Promise<PayPalHttpResponse>;

const log = capturedLog();
let t: TestApp;
let rewrite: Rewrite | undefined;
let payments: PaymentService;
/** The debug ids PayPal (the stand-in) answered, in order. */
let answeredIds: string[];

beforeAll(async () => {
  t = await buildTestApp({ logStream: log.logStream });
  const standIn = injectTransport(t.app);
  const paypal = new PayPalClient(async (request) => {
    const response = await (rewrite ? rewrite(request, () => standIn(request)) : standIn(request));
    if (response.debugId) answeredIds.push(response.debugId);
    return response;
  }, t.app.config.paypal);
  payments = paymentServiceOver(t, paypal, t.app.log);
});
beforeEach(() => {
  rewrite = undefined;
  answeredIds = [];
  log.lines.length = 0;
});
afterAll(async () => t.close());

type Line = {
  msg?: string;
  paypal?: { status: number; issue?: string; debugId?: string };
  err?: Record<string, unknown>;
};
const parsed = () => log.lines.map((line) => JSON.parse(line) as Line);
const failures = (message: string) => parsed().filter((line) => line.msg === message);

/** No line of the log names a person: no e-mail address, no payer, no buyer's or child's name. */
function expectNoPersonalData() {
  const text = log.lines.join('\n');
  expect(text).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/);
  expect(text).not.toMatch(/payer-secret|Sam\b|Ava\b|Springfield|Main St/);
}

const PAYPAL_500: PayPalHttpResponse = {
  status: 500,
  body: {
    name: 'INTERNAL_SERVER_ERROR',
    message: 'An internal server error occurred.',
    debug_id: '90fb3ee5a0c1d',
    details: [{ issue: 'INTERNAL_SERVICE_ERROR' }],
  },
  debugId: '90fb3ee5a0c1d',
};

describe('a capture PayPal refuses', () => {
  it('through the API: a decline is one warning with the debug id the stand-in answered', async () => {
    const order = await createOrder(t.app);
    await buyer(t.app, order.payPalOrderId, 'decline');
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/Order/${order.id}/paypalData`,
      payload: paymentData(order.payPalOrderId),
    });
    expect(answer.statusCode).toBe(402);
    const [line, ...more] = failures('PayPal capture failed');
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 40,
      paypalCall: 'capture',
      record: `order ${order.rowId}`,
      outcome: 'declined',
      paypal: { status: 422, issue: 'INSTRUMENT_DECLINED', debugId: expect.stringMatching(/^[0-9a-f]{13}$/) },
    });
    expect(log.lines.filter((text) => text.includes(line?.paypal?.debugId ?? '-')).length).toBe(1);
    expectNoPersonalData();
  });

  it('PayPal answering 500: one error line with its debug id; the buyer gets 502', async () => {
    const order = await createOrder(t.app);
    await buyer(t.app, order.payPalOrderId, 'approve');
    rewrite = async (request, answer) => (request.path.endsWith('/capture') ? PAYPAL_500 : answer());
    await expect(payments.payOrder(order.rowId, paymentData(order.payPalOrderId))).rejects.toMatchObject({
      statusCode: 502,
    });
    const lines = failures('PayPal capture failed');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      record: `order ${order.rowId}`,
      outcome: 'error',
      paypal: { status: 500, issue: 'INTERNAL_SERVICE_ERROR', debugId: '90fb3ee5a0c1d' },
    });
    expect(log.lines.filter((text) => text.includes('90fb3ee5a0c1d'))).toHaveLength(1);
    expectNoPersonalData();
  });

  it('a debug id given only in the body is the one logged', async () => {
    const order = await createOrder(t.app);
    await buyer(t.app, order.payPalOrderId, 'approve');
    const { debugId: _header, ...bodyOnly } = PAYPAL_500;
    rewrite = async (request, answer) => (request.path.endsWith('/capture') ? bodyOnly : answer());
    await expect(payments.payOrder(order.rowId, paymentData(order.payPalOrderId))).rejects.toMatchObject({
      statusCode: 502,
    });
    expect(failures('PayPal capture failed')[0]?.paypal?.debugId).toBe('90fb3ee5a0c1d');
  });

  it('PayPal out of reach: one error line with the error (PayPal sent no debug id)', async () => {
    const order = await createOrder(t.app);
    await buyer(t.app, order.payPalOrderId, 'approve');
    rewrite = async (request, answer) => {
      if (request.path.endsWith('/capture')) throw new TypeError('fetch failed');
      return answer();
    };
    await expect(payments.payOrder(order.rowId, paymentData(order.payPalOrderId))).rejects.toMatchObject({
      statusCode: 502,
      message: PROVIDER_UNREACHABLE,
    });
    const lines = failures('PayPal capture failed');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      outcome: 'unreachable',
      err: { type: 'TypeError', message: 'fetch failed' },
    });
    expectNoPersonalData();
  });
});

describe('what a capture logs, by its outcome', () => {
  /** A capture answered 201 with the capture in `status` and `value` dollars. */
  const captureAnswer =
    (status: string, value = '22.73'): Rewrite =>
    async (request, answer) => {
      if (!request.path.endsWith('/capture')) return answer();
      const id = request.path.split('/')[4];
      const amount = { currency_code: 'USD', value };
      return {
        status: 201,
        body: {
          id,
          status,
          purchase_units: [{ amount, payments: { captures: [{ id: 'CAPTURE-X', status, amount }] } }],
        },
      };
    };

  it('a completed capture logs no failure', async () => {
    const order = await createOrder(t.app);
    await buyer(t.app, order.payPalOrderId, 'approve');
    await payments.payOrder(order.rowId, paymentData(order.payPalOrderId));
    expect(failures('PayPal capture failed')).toEqual([]);
  });

  it('a buyer who has not approved is a warning', async () => {
    const order = await createOrder(t.app);
    await expect(payments.payOrder(order.rowId, paymentData(order.payPalOrderId))).rejects.toBeTruthy();
    expect(failures('PayPal capture failed')).toEqual([
      expect.objectContaining({ level: 40, outcome: 'not-approved' }),
    ]);
  });

  it('a pending capture is a warning', async () => {
    const order = await createOrder(t.app);
    await buyer(t.app, order.payPalOrderId, 'approve');
    rewrite = captureAnswer('PENDING');
    await expect(payments.payOrder(order.rowId, paymentData(order.payPalOrderId))).rejects.toBeTruthy();
    expect(failures('PayPal capture failed')).toEqual([expect.objectContaining({ level: 40, outcome: 'pending' })]);
  });

  it('a completed capture of another amount is an error line of its own, and 422', async () => {
    const order = await createOrder(t.app);
    await buyer(t.app, order.payPalOrderId, 'approve');
    rewrite = captureAnswer('COMPLETED', '0.01');
    await expect(payments.payOrder(order.rowId, paymentData(order.payPalOrderId))).rejects.toMatchObject({
      statusCode: 422,
    });
    expect(failures('PayPal capture failed')).toEqual([
      expect.objectContaining({
        level: 50,
        paypalCall: 'capture',
        record: `order ${order.rowId}`,
        outcome: 'amount-mismatch',
      }),
    ]);
  });
});

describe('PayPal down for a moment (503)', () => {
  const PAYPAL_503: PayPalHttpResponse = {
    status: 503,
    body: { name: 'SERVICE_UNAVAILABLE', debug_id: '5030000000abc', details: [{ issue: 'SERVICE_UNAVAILABLE' }] },
    debugId: '5030000000abc',
  };

  it('a capture PayPal answers 503: the buyer gets 503 (try again), one error line, and the retry captures', async () => {
    const order = await createOrder(t.app);
    await buyer(t.app, order.payPalOrderId, 'approve');
    rewrite = async (request, answer) => (request.path.endsWith('/capture') ? PAYPAL_503 : answer());
    await expect(payments.payOrder(order.rowId, paymentData(order.payPalOrderId))).rejects.toMatchObject({
      statusCode: 503,
      name: 'UnavailableError',
      dependency: 'payment provider',
      message: PROVIDER_UNREACHABLE,
    });
    expect(failures('PayPal capture failed')).toEqual([
      expect.objectContaining({ level: 50, outcome: 'error', paypal: expect.objectContaining({ status: 503 }) }),
    ]);
    rewrite = undefined;
    await expect(payments.payOrder(order.rowId, paymentData(order.payPalOrderId))).resolves.toBeTruthy();
  });

  it('PayPal refusing its sign-in with 503 before the capture: 503, not 502, and one error line of the capture', async () => {
    const order = await createOrder(t.app);
    await buyer(t.app, order.payPalOrderId, 'approve');
    // A client of its own: no sign-in kept from the other tests.
    const standIn = injectTransport(t.app);
    const signInDown = new PayPalClient(
      async (request) => (request.path === '/v1/oauth2/token' ? PAYPAL_503 : standIn(request)),
      t.app.config.paypal,
    );
    const service = paymentServiceOver(t, signInDown, t.app.log);
    await expect(service.payOrder(order.rowId, paymentData(order.payPalOrderId))).rejects.toMatchObject({
      statusCode: 503,
      name: 'UnavailableError',
      dependency: 'payment provider',
      message: PROVIDER_UNREACHABLE,
    });
    expect(failures('PayPal capture failed')).toEqual([
      expect.objectContaining({ level: 50, paypalCall: 'capture', outcome: 'unreachable' }),
    ]);
  });
});

describe('an order PayPal captured before, under another request id', () => {
  const capturedElsewhere = () => orderCapturedElsewhere(t.app);

  it('its order not completed at PayPal: one capture error line saying so, and 402', async () => {
    const order = await capturedElsewhere();
    rewrite = async (request, answer) => {
      const response = await answer();
      if (request.method !== 'GET') return response;
      return { ...response, body: { ...(response.body as object), status: 'APPROVED' } };
    };
    await expect(payments.payOrder(order.rowId, paymentData(order.payPalOrderId))).rejects.toMatchObject({
      statusCode: 402,
    });
    expect(failures('PayPal lookup failed')).toEqual([]);
    expect(failures('PayPal capture failed')).toEqual([
      expect.objectContaining({
        level: 50,
        paypalCall: 'capture',
        record: `order ${order.rowId}`,
        outcome: 'already-captured',
      }),
    ]);
  });

  it('its lookup answered 500: one lookup line with the debug id, no capture line, and 402', async () => {
    const order = await capturedElsewhere();
    rewrite = async (request, answer) => (request.method === 'GET' ? PAYPAL_500 : answer());
    await expect(payments.payOrder(order.rowId, paymentData(order.payPalOrderId))).rejects.toMatchObject({
      statusCode: 402,
    });
    expect(failures('PayPal capture failed')).toEqual([]);
    expect(failures('PayPal lookup failed')).toEqual([
      expect.objectContaining({
        level: 50,
        paypalCall: 'lookup',
        record: `order ${order.rowId}`,
        outcome: 'error',
        paypal: { status: 500, issue: 'INTERNAL_SERVICE_ERROR', debugId: '90fb3ee5a0c1d' },
      }),
    ]);
    expectNoPersonalData();
  });

  it('its lookup out of reach: one lookup line with the error', async () => {
    const order = await capturedElsewhere();
    rewrite = async (request, answer) => {
      if (request.method === 'GET') throw new TypeError('fetch failed');
      return answer();
    };
    await expect(payments.payOrder(order.rowId, paymentData(order.payPalOrderId))).rejects.toMatchObject({
      statusCode: 402,
    });
    expect(failures('PayPal lookup failed')).toEqual([
      expect.objectContaining({
        level: 50,
        outcome: 'error',
        err: expect.objectContaining({ message: 'fetch failed' }),
      }),
    ]);
  });
});

describe('a donation PayPal would not create', () => {
  it('is one error line with the debug id, nothing kept, and 502', async () => {
    rewrite = async (request, answer) =>
      request.method === 'POST' && request.path === '/v2/checkout/orders' ? PAYPAL_500 : answer();
    await expect(
      payments.createDonation({ amountCents: 2500, message: 'For Grandma Secretnote' }),
    ).rejects.toMatchObject({ statusCode: 502 });
    const lines = failures('PayPal create failed');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      paypalCall: 'create',
      record: expect.stringMatching(/^donation \d+$/),
      outcome: 'error',
      err: { type: 'PayPalError', status: 500, issue: 'INTERNAL_SERVICE_ERROR', debugId: '90fb3ee5a0c1d' },
    });
    expect(log.lines.join('\n')).not.toContain('Secretnote');
    expect(answeredIds).toContain('90fb3ee5a0c1d');
    expectNoPersonalData();
  });
});
