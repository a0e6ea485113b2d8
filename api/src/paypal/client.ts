/**
 * A small PayPal REST client (Orders v2, OAuth2, webhook verification). The transport is
 * swappable: HTTPS to PayPal in sandbox/live, in-process calls to the stand-in in fake mode.
 */

export interface PayPalHttpRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}
export interface PayPalHttpResponse {
  status: number;
  body: unknown;
  /** PayPal's `PayPal-Debug-Id` header: what PayPal's support asks for about one call. */
  debugId?: string;
}
export type PayPalTransport = (request: PayPalHttpRequest) => Promise<PayPalHttpResponse>;

export const PAYPAL_API_BASE = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
} as const;

export function fetchTransport(baseUrl: string): PayPalTransport {
  return async ({ method, path, headers, body }) => {
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body, signal: AbortSignal.timeout(20_000) });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = { raw: text.slice(0, 200) };
    }
    const debugId = response.headers.get('paypal-debug-id') ?? undefined;
    return { status: response.status, body: parsed, ...(debugId ? { debugId } : {}) };
  };
}

/**
 * What PayPal answered when it did not do what was asked, as the log keeps it: the HTTP status,
 * the issue's name and PayPal's debug id. Never the body (an order's carries the payer).
 */
export interface PayPalFailure {
  status: number;
  issue: string | undefined;
  debugId: string | undefined;
}

/** The debug id of an answer: its `PayPal-Debug-Id` header, else the `debug_id` of an error body. */
function debugIdOf(response: PayPalHttpResponse): string | undefined {
  const fromBody = (response.body as { debug_id?: unknown } | null)?.debug_id;
  return response.debugId ?? (typeof fromBody === 'string' ? fromBody.slice(0, 64) : undefined);
}

function failureOf(response: PayPalHttpResponse): PayPalFailure {
  return { status: response.status, issue: firstIssue(response.body), debugId: debugIdOf(response) };
}

export class PayPalError extends Error {
  readonly status: number;
  readonly issue: string | undefined;
  readonly debugId: string | undefined;
  constructor(message: string, failure: PayPalFailure) {
    super(message);
    this.name = 'PayPalError';
    this.status = failure.status;
    this.issue = failure.issue;
    this.debugId = failure.debugId;
  }
}

export interface PayPalAmount {
  currency_code: string;
  value: string;
}

export interface PayPalCapture {
  id: string;
  status: string;
  amount?: PayPalAmount;
}

export interface PayPalOrder {
  id: string;
  status: string;
  purchase_units?: { reference_id?: string; amount?: PayPalAmount; payments?: { captures?: PayPalCapture[] } }[];
  payer?: { payer_id?: string; email_address?: string };
}

/** A capture's outcome; every outcome but `completed` carries what PayPal answered (`failure`). */
export type CaptureOutcome =
  | { kind: 'completed'; order: PayPalOrder; capture: PayPalCapture }
  | { kind: 'pending'; order: PayPalOrder; failure: PayPalFailure }
  | { kind: 'declined'; failure: PayPalFailure }
  | { kind: 'not-approved'; failure: PayPalFailure }
  | { kind: 'already-captured'; failure: PayPalFailure }
  | { kind: 'error'; failure: PayPalFailure };

function firstIssue(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const details = (body as { details?: { issue?: string }[] }).details;
  return details?.[0]?.issue ?? (body as { name?: string }).name;
}

export function firstCapture(order: PayPalOrder): PayPalCapture | undefined {
  return order.purchase_units?.[0]?.payments?.captures?.[0];
}

export class PayPalClient {
  #token: { value: string; expiresAt: number } | null = null;

  constructor(
    private readonly transport: PayPalTransport,
    private readonly credentials: { clientId: string; clientSecret: string; webhookId: string },
  ) {}

  async #accessToken(): Promise<string> {
    if (this.#token && this.#token.expiresAt > Date.now() + 60_000) return this.#token.value;
    const basic = Buffer.from(`${this.credentials.clientId}:${this.credentials.clientSecret}`).toString('base64');
    const response = await this.transport({
      method: 'POST',
      path: '/v1/oauth2/token',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const body = response.body as { access_token?: string; expires_in?: number } | null;
    if (response.status !== 200 || !body?.access_token) {
      throw new PayPalError('PayPal authentication failed', failureOf(response));
    }
    this.#token = { value: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 300) * 1000 };
    return body.access_token;
  }

  async #call(method: 'GET' | 'POST', path: string, body?: unknown, requestId?: string) {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await this.#accessToken()}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    };
    if (requestId) headers['paypal-request-id'] = requestId;
    return this.transport({ method, path, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  }

  /** Creates an order for exactly this amount in USD. requestId makes a retried create idempotent. */
  async createOrder(input: { amount: string; referenceId: string; description: string; requestId: string }) {
    const response = await this.#call(
      'POST',
      '/v2/checkout/orders',
      {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: input.referenceId,
            description: input.description,
            amount: { currency_code: 'USD', value: input.amount },
          },
        ],
        payment_source: {
          paypal: { experience_context: { shipping_preference: 'NO_SHIPPING', user_action: 'PAY_NOW' } },
        },
      },
      input.requestId,
    );
    const order = response.body as PayPalOrder | null;
    if ((response.status !== 200 && response.status !== 201) || !order?.id) {
      throw new PayPalError('PayPal did not create the order', failureOf(response));
    }
    return order;
  }

  async getOrder(id: string): Promise<PayPalOrder | null> {
    const response = await this.#call('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`);
    if (response.status === 404) return null;
    if (response.status !== 200) throw new PayPalError('PayPal order lookup failed', failureOf(response));
    return response.body as PayPalOrder;
  }

  /** Captures an approved order. The same requestId always gets the same answer from PayPal. */
  async captureOrder(id: string, requestId: string): Promise<CaptureOutcome> {
    const response = await this.#call('POST', `/v2/checkout/orders/${encodeURIComponent(id)}/capture`, {}, requestId);
    const failure = failureOf(response);
    const { issue } = failure;
    if (response.status === 200 || response.status === 201) {
      const order = response.body as PayPalOrder;
      const capture = firstCapture(order);
      if (order.status === 'COMPLETED' && capture?.status === 'COMPLETED') return { kind: 'completed', order, capture };
      const answered = { ...failure, issue: capture?.status ?? order.status };
      if (capture?.status === 'DECLINED' || capture?.status === 'FAILED')
        return { kind: 'declined', failure: answered };
      return { kind: 'pending', order, failure: answered };
    }
    if (response.status === 422) {
      if (issue === 'INSTRUMENT_DECLINED' || issue === 'TRANSACTION_REFUSED' || issue === 'PAYER_ACTION_REQUIRED') {
        return { kind: 'declined', failure };
      }
      if (issue === 'ORDER_NOT_APPROVED') return { kind: 'not-approved', failure };
      if (issue === 'ORDER_ALREADY_CAPTURED') return { kind: 'already-captured', failure };
    }
    return { kind: 'error', failure };
  }

  /**
   * Refunds a completed capture in full. The same requestId always gets the same refund; returns
   * the refund's id once PayPal answers COMPLETED (or PENDING: the money is on its way back).
   */
  async refundCapture(captureId: string, requestId: string): Promise<{ id: string; status: string }> {
    const response = await this.#call(
      'POST',
      `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
      {},
      requestId,
    );
    const refund = response.body as { id?: string; status?: string } | null;
    if ((response.status !== 200 && response.status !== 201) || !refund?.id || !refund.status) {
      throw new PayPalError('PayPal did not refund the capture', failureOf(response));
    }
    return { id: refund.id, status: refund.status };
  }

  async verifyWebhookSignature(headers: Record<string, string | undefined>, event: unknown): Promise<boolean> {
    const response = await this.#call('POST', '/v1/notifications/verify-webhook-signature', {
      auth_algo: headers['paypal-auth-algo'],
      cert_url: headers['paypal-cert-url'],
      transmission_id: headers['paypal-transmission-id'],
      transmission_sig: headers['paypal-transmission-sig'],
      transmission_time: headers['paypal-transmission-time'],
      webhook_id: this.credentials.webhookId,
      webhook_event: event,
    });
    return (
      response.status === 200 && (response.body as { verification_status?: string })?.verification_status === 'SUCCESS'
    );
  }
}
