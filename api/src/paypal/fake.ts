/**
 * PAYPAL_MODE=fake: a stand-in for PayPal served by the API itself (never in production).
 *  - REST endpoints the server's PayPal client calls: /paypal-fake/v1/oauth2/token,
 *    /paypal-fake/v2/checkout/orders[/:id[/capture]], /paypal-fake/v2/payments/captures/:id/refund, /paypal-fake/v1/notifications/verify-webhook-signature
 *  - the browser SDK script, GET /paypal-fake/sdk/js (see fake-sdk.ts), and the buyer actions it
 *    calls: POST /paypal-fake/buyer/orders/:id/approve|decline|cancel
 *  - webhook delivery, as PayPal does: when the buyer approves, CHECKOUT.ORDER.APPROVED goes to
 *    POST /api/paypal/webhook, signed, PAYPAL_FAKE_WEBHOOK_DELAY_MS after the buyer's answer (PayPal
 *    sends it a moment after the approval, independently of the browser; -1 sends none). Unlike
 *    PayPal, the stand-in does not retry a delivery that failed, and a delivery still waiting when
 *    the process stops is not made. POST /paypal-fake/buyer/orders/:id/webhook sends an event now.
 * State lives in the database (table paypal_fake_orders) so every API process sees the same.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createPayPalFakeRepository, type FakeOrderRow } from '../repositories/paypal-fake';
import { fakeSdkScript } from './fake-sdk';
import { inProcessHeaders } from './in-process';

const FAKE_TOKEN_PREFIX = 'fake-access-token-';

function fakeId(prefix: string): string {
  return `${prefix}${randomBytes(8).toString('hex').toUpperCase()}`;
}

export function signFakeWebhook(
  secret: string,
  transmissionId: string,
  transmissionTime: string,
  body: string,
): string {
  return createHmac('sha256', secret).update(`${transmissionId}|${transmissionTime}|${body}`).digest('base64');
}

function orderJson(row: FakeOrderRow) {
  const captures =
    row.status === 'COMPLETED' && row.captureId
      ? [{ id: row.captureId, status: 'COMPLETED', amount: { currency_code: row.currency, value: row.value } }]
      : [];
  return {
    id: row.id,
    intent: 'CAPTURE',
    status: row.status,
    purchase_units: [
      {
        reference_id: row.referenceId ?? 'default',
        amount: { currency_code: row.currency, value: row.value },
        payments: captures.length ? { captures } : undefined,
      },
    ],
    payer: row.payerId ? { payer_id: row.payerId, email_address: 'buyer@example.com' } : undefined,
    create_time: row.createdAt.toISOString(),
    links: [{ href: `/v2/checkout/orders/${row.id}`, rel: 'self', method: 'GET' }],
  };
}

/** A debug id as PayPal gives one with every answer (`PayPal-Debug-Id`): 13 hex characters. */
function newDebugId(): string {
  return randomBytes(7).toString('hex').slice(0, 13);
}

/** An error as PayPal words one: its name, each issue with the field it is about (when one), its debug id. */
function issue(
  reply: FastifyReply,
  status: number,
  name: string,
  issueCode: string,
  description: string,
  field?: string,
) {
  const detail = {
    ...(field ? { field: `/purchase_units/0/${field.replace('.', '/')}` } : {}),
    issue: issueCode,
    description,
  };
  const debugId = newDebugId();
  return reply
    .code(status)
    .header('paypal-debug-id', debugId)
    .send({ name, message: description, debug_id: debugId, details: [detail] });
}

export async function fakePayPalRoutes(app: FastifyInstance) {
  // The stand-in is no part of the API: its routes stay out of the public OpenAPI document.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  // Every answer carries a debug id, as PayPal's do (an error's is also in its body).
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('paypal-debug-id')) reply.header('paypal-debug-id', newDebugId());
  });
  const fakeOrders = createPayPalFakeRepository(app.db);
  const secret = app.config.paypal.fakeWebhookSecret;

  const requireToken = async (authorization: string | undefined, reply: FastifyReply) => {
    if (!authorization?.startsWith(`Bearer ${FAKE_TOKEN_PREFIX}`)) {
      await reply.code(401).send({ error: 'invalid_token', error_description: 'Token signature verification failed' });
      return false;
    }
    return true;
  };

  // PayPal's token endpoint takes a form body.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post('/v1/oauth2/token', async (request, reply) => {
    const expected = Buffer.from(`${app.config.paypal.clientId}:${app.config.paypal.clientSecret}`).toString('base64');
    if (request.headers.authorization !== `Basic ${expected}`) {
      return reply.code(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    return {
      access_token: `${FAKE_TOKEN_PREFIX}${randomBytes(8).toString('hex')}`,
      token_type: 'Bearer',
      expires_in: 32400,
    };
  });

  app.post<{
    Body: { purchase_units?: { reference_id?: string; amount?: { currency_code?: string; value?: string } }[] };
  }>('/v2/checkout/orders', async (request, reply) => {
    if (!(await requireToken(request.headers.authorization, reply))) return reply;
    const unit = request.body?.purchase_units?.[0];
    const value = unit?.amount?.value;
    const currency = unit?.amount?.currency_code;
    if (typeof value !== 'string' || !/^\d+(\.\d{1,2})?$/.test(value) || Number(value) <= 0)
      return issue(reply, 422, 'UNPROCESSABLE_ENTITY', 'INVALID_AMOUNT', 'Amount is invalid', 'amount.value');
    // PayPal's own rules: a three-letter ISO 4217 code; a reference id of 1 to 256 printable characters.
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))
      return issue(
        reply,
        422,
        'UNPROCESSABLE_ENTITY',
        'INVALID_CURRENCY_CODE',
        'Currency code is invalid',
        'amount.currency_code',
      );
    const reference = unit?.reference_id;
    if (reference !== undefined && (typeof reference !== 'string' || !/^[\x20-\x7e]{1,256}$/.test(reference)))
      return issue(reply, 400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE', 'Reference id is invalid', 'reference_id');
    const row = await fakeOrders.create({
      id: fakeId('FAKE'),
      status: 'CREATED',
      currency,
      value,
      referenceId: reference ?? null,
    });
    return reply.code(201).send(orderJson(row));
  });

  app.get<{ Params: { id: string } }>('/v2/checkout/orders/:id', async (request, reply) => {
    if (!(await requireToken(request.headers.authorization, reply))) return reply;
    const row = await fakeOrders.find(request.params.id);
    if (!row)
      return issue(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
    return orderJson(row);
  });

  app.post<{ Params: { id: string } }>('/v2/checkout/orders/:id/capture', async (request, reply) => {
    if (!(await requireToken(request.headers.authorization, reply))) return reply;
    const requestId = request.headers['paypal-request-id'];
    const row = await fakeOrders.find(request.params.id);
    if (!row)
      return issue(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
    if (row.status === 'COMPLETED') {
      // Idempotency: the same PayPal-Request-Id gets the original answer.
      if (typeof requestId === 'string' && requestId === row.captureRequestId)
        return reply.code(201).send(orderJson(row));
      return issue(reply, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED', 'Order already captured.');
    }
    if (row.status !== 'APPROVED') {
      return issue(reply, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED', 'Payer has not yet approved the Order.');
    }
    if (row.decline) {
      return issue(reply, 422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED', 'The instrument presented was declined.');
    }
    const captured = await fakeOrders.update(row.id, {
      status: 'COMPLETED',
      captureId: fakeId('CAPTURE'),
      captureRequestId: typeof requestId === 'string' ? requestId : null,
    });
    if (!captured) throw new Error('fake order vanished');
    return reply.code(201).send(orderJson(captured));
  });

  // A full refund of a completed capture; the same PayPal-Request-Id gets the same refund.
  app.post<{ Params: { captureId: string } }>('/v2/payments/captures/:captureId/refund', async (request, reply) => {
    if (!(await requireToken(request.headers.authorization, reply))) return reply;
    const requestId = request.headers['paypal-request-id'];
    const row = await fakeOrders.findByCapture(request.params.captureId);
    if (row?.status !== 'COMPLETED')
      return issue(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
    const refundJson = (id: string) => ({
      id,
      status: 'COMPLETED',
      amount: { currency_code: row.currency, value: row.value },
    });
    if (row.refundId) {
      if (typeof requestId === 'string' && requestId === row.refundRequestId)
        return reply.code(201).send(refundJson(row.refundId));
      return issue(
        reply,
        422,
        'UNPROCESSABLE_ENTITY',
        'CAPTURE_FULLY_REFUNDED',
        'The capture has already been fully refunded.',
      );
    }
    const refunded = await fakeOrders.update(row.id, {
      refundId: fakeId('REFUND'),
      refundRequestId: typeof requestId === 'string' ? requestId : null,
    });
    if (!refunded?.refundId) throw new Error('fake order vanished');
    return reply.code(201).send(refundJson(refunded.refundId));
  });

  app.post<{
    Body: {
      transmission_id?: string;
      transmission_time?: string;
      transmission_sig?: string;
      webhook_id?: string;
      webhook_event?: unknown;
    };
  }>('/v1/notifications/verify-webhook-signature', async (request, reply) => {
    if (!(await requireToken(request.headers.authorization, reply))) return reply;
    const {
      transmission_id: id,
      transmission_time: time,
      transmission_sig: sig,
      webhook_event: event,
    } = request.body ?? {};
    if (!id || !time || !sig || event === undefined) return { verification_status: 'FAILURE' };
    const expected = Buffer.from(signFakeWebhook(secret, id, time, JSON.stringify(event)));
    const given = Buffer.from(sig);
    const ok = expected.length === given.length && timingSafeEqual(expected, given);
    return { verification_status: ok ? 'SUCCESS' : 'FAILURE' };
  });

  // --- What the fake browser SDK calls (the buyer's side of the checkout). ---

  /** Sends PayPal's event about this order to the API, signed with the shared fake secret. */
  const deliverWebhook = async (
    row: FakeOrderRow,
    eventType: 'CHECKOUT.ORDER.APPROVED' | 'PAYMENT.CAPTURE.COMPLETED',
  ) => {
    const event =
      eventType === 'CHECKOUT.ORDER.APPROVED'
        ? { id: fakeId('WH-'), event_type: eventType, resource_type: 'checkout-order', resource: orderJson(row) }
        : {
            id: fakeId('WH-'),
            event_type: eventType,
            resource_type: 'capture',
            resource: {
              id: row.captureId ?? fakeId('CAPTURE'),
              status: 'COMPLETED',
              amount: { currency_code: row.currency, value: row.value },
              supplementary_data: { related_ids: { order_id: row.id } },
            },
          };
    const transmissionId = randomBytes(8).toString('hex');
    const transmissionTime = new Date().toISOString();
    const body = JSON.stringify(event);
    return app.inject({
      method: 'POST',
      url: '/api/paypal/webhook',
      headers: {
        ...inProcessHeaders,
        'content-type': 'application/json',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': transmissionTime,
        'paypal-transmission-sig': signFakeWebhook(secret, transmissionId, transmissionTime, body),
        'paypal-auth-algo': 'HMAC-SHA256',
        'paypal-cert-url': 'fake',
      },
      payload: body,
    });
  };

  // The approval's webhook, sent a moment after the buyer's answer; those still waiting are dropped on close.
  const waiting = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const timer of waiting) clearTimeout(timer);
    waiting.clear();
  });
  const sendApprovalLater = (row: FakeOrderRow) => {
    const delay = app.config.paypal.fakeWebhookDelayMs;
    if (delay < 0) return;
    const timer = setTimeout(() => {
      waiting.delete(timer);
      deliverWebhook(row, 'CHECKOUT.ORDER.APPROVED').catch((error: unknown) =>
        app.log.warn({ err: error, paypalOrderId: row.id }, 'the PayPal stand-in could not deliver its webhook'),
      );
    }, delay);
    waiting.add(timer);
  };

  const buyerAction = async (id: string, reply: FastifyReply, set: Partial<FakeOrderRow>) => {
    const row = await fakeOrders.find(id);
    if (!row)
      return issue(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
    if (row.status === 'COMPLETED')
      return issue(reply, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED', 'Order already captured.');
    const updated = await fakeOrders.update(id, set);
    if (updated?.status === 'APPROVED') sendApprovalLater(updated);
    return updated ? { id: updated.id, status: updated.status, payerID: updated.payerId } : reply.code(404).send();
  };

  app.post<{ Params: { id: string } }>('/buyer/orders/:id/approve', async (request, reply) =>
    buyerAction(request.params.id, reply, { status: 'APPROVED', decline: false, payerId: 'FAKEPAYER123' }),
  );
  app.post<{ Params: { id: string } }>('/buyer/orders/:id/decline', async (request, reply) =>
    buyerAction(request.params.id, reply, { status: 'APPROVED', decline: true, payerId: 'FAKEPAYER123' }),
  );
  app.post<{ Params: { id: string } }>('/buyer/orders/:id/cancel', async (request, reply) =>
    buyerAction(request.params.id, reply, { status: 'VOIDED' }),
  );

  /** Sends PayPal's webhook for this order to the API now. */
  app.post<{ Params: { id: string }; Body: { eventType?: string } | undefined }>(
    '/buyer/orders/:id/webhook',
    async (request, reply) => {
      const row = await fakeOrders.find(request.params.id);
      if (!row) return reply.code(404).send({ message: 'Unknown fake order' });
      const eventType =
        request.body?.eventType === 'PAYMENT.CAPTURE.COMPLETED'
          ? 'PAYMENT.CAPTURE.COMPLETED'
          : 'CHECKOUT.ORDER.APPROVED';
      const delivered = await deliverWebhook(row, eventType);
      return { delivered: delivered.statusCode === 200, status: delivered.statusCode, eventType };
    },
  );

  app.get('/sdk/js', async (_request, reply) =>
    reply
      .header('content-type', 'application/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(fakeSdkScript()),
  );
}
