import { expect, test } from '@playwright/test';
import { query } from '../../support/db';
import { appUrls } from '../../support/env';
import { buyer, createOrder, paymentData } from '../../support/orders';

const api = appUrls.api;

test.describe('attacks on money and payment: refused, nothing stored or paid', () => {
  test('a tampered total or price in the order post is ignored: the server computes the money', async ({ request }) => {
    const packages = (await (await request.get(`${api}/package`)).json()) as { id: number; cost: number }[];
    const pkg = packages[0] as { id: number; cost: number };
    const order = await createOrder(request, {
      total: 0.01,
      amount: 0.01,
      lineItems: [
        { lineItem: 'giftAmount', amount: 20 },
        { lineItem: 'shipping', amount: 0 },
        { lineItem: 'donation', amount: 0.01 },
      ],
    });
    const expected = Math.round((20 + pkg.cost + 1) * 100) / 100;
    expect(order.total).toBe(expected);
    expect(order.lineItems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ lineItem: 'giftAmount', amount: 20 }),
        expect.objectContaining({ lineItem: 'shipping', amount: pkg.cost }),
        expect.objectContaining({ lineItem: 'donation', amount: 1 }),
      ]),
    );
    const [row] = await query<{ total_cents: number }>('select total_cents from orders where public_id = $1', [
      order.id,
    ]);
    expect(row?.total_cents).toBe(Math.round(expected * 100));
    const [paypal] = await query<{ value: string }>('select value from paypal_fake_orders where id = $1', [
      order.payPalOrderId,
    ]);
    expect(paypal?.value).toBe(expected.toFixed(2));
  });

  test("another order's PayPal id, an unapproved or declined capture, and a replay change nothing", async ({
    request,
  }) => {
    const paid = await createOrder(request);
    await buyer(request, paid.payPalOrderId, 'approve');
    const first = await request.post(`${api}/Order/${paid.id}/paypalData`, { data: paymentData(paid.payPalOrderId) });
    expect(first.status(), await first.text()).toBe(200);
    const [before] = await query<{ paid_at: Date; paypal_capture_id: string }>(
      'select paid_at, paypal_capture_id from orders where public_id = $1',
      [paid.id],
    );

    // Forged: order B claims order A's PayPal payment.
    const other = await createOrder(request);
    const forged = await request.post(`${api}/Order/${other.id}/paypalData`, { data: paymentData(paid.payPalOrderId) });
    expect(forged.status()).toBe(400);
    // Not approved at PayPal: no capture.
    const unapproved = await request.post(`${api}/Order/${other.id}/paypalData`, {
      data: paymentData(other.payPalOrderId),
    });
    expect(unapproved.status()).toBe(422);
    // Declined at capture.
    const declined = await createOrder(request);
    await buyer(request, declined.payPalOrderId, 'decline');
    const declinedPost = await request.post(`${api}/Order/${declined.id}/paypalData`, {
      data: paymentData(declined.payPalOrderId),
    });
    expect(declinedPost.status()).toBe(402);
    const unpaid = await query<{ id: number; status: string }>(
      'select id, status from orders where public_id = any($1::uuid[]) order by id',
      [[other.id, declined.id]],
    );
    expect(unpaid.map((row) => row.status)).toEqual(['prePaymentAuthorization', 'prePaymentAuthorization']);
    const codes = await query(
      'select id from redemptions where order_id in (select id from orders where public_id = any($1::uuid[]))',
      [[other.id, declined.id]],
    );
    expect(codes).toEqual([]);

    // Replayed: the same payment data again changes nothing.
    const replay = await request.post(`${api}/Order/${paid.id}/paypalData`, { data: paymentData(paid.payPalOrderId) });
    expect(replay.status()).toBe(200);
    const [after] = await query<{ paid_at: Date; paypal_capture_id: string }>(
      'select paid_at, paypal_capture_id from orders where public_id = $1',
      [paid.id],
    );
    expect(after).toEqual(before);
    expect(
      await query('select id from redemptions where order_id = (select id from orders where public_id = $1)', [
        paid.id,
      ]),
    ).toHaveLength(1);
  });
});

test.describe('security headers', () => {
  test('the API sends helmet headers and CORS only for the app origins', async ({ request }) => {
    const response = await request.get(`${api}/cardtype`, { headers: { origin: 'http://localhost:3000' } });
    const headers = response.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toBeTruthy();
    expect(headers['x-frame-options']).toBeTruthy();
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const foreign = await request.get(`${api}/cardtype`, { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers()['access-control-allow-origin']).toBeUndefined();
  });

  test('HSTS: the API sends it; over HTTPS, every app origin sends it too (its TLS proxy or CDN)', async ({
    request,
  }) => {
    const oneYear = 31_536_000;
    const maxAge = (header: string | undefined) => Number(/max-age=(\d+)/.exec(header ?? '')?.[1] ?? 0);
    const health = await request.get(`${api}/health`);
    expect(maxAge(health.headers()['strict-transport-security'])).toBeGreaterThanOrEqual(oneYear);
    // On a developer's machine the apps are plain HTTP, where browsers ignore HSTS: it is the TLS
    // proxy or CDN in front of a deployed environment that adds it (docs/security.md).
    for (const url of [appUrls.shell, appUrls.gift, appUrls.redeem, appUrls.content, appUrls.staff]) {
      if (new URL(url).protocol !== 'https:') continue;
      const page = await request.get(`${url}/`);
      expect(maxAge(page.headers()['strict-transport-security']), url).toBeGreaterThanOrEqual(oneYear);
    }
  });

  test('the apps send a CSP, nosniff and framing protection', async ({ request }) => {
    const page = await request.get(`${appUrls.shell}/`);
    const headers = page.headers();
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    for (const remote of [appUrls.gift, appUrls.redeem, appUrls.content]) {
      const manifest = await request.get(`${remote}/mf-manifest.json`);
      expect(manifest.headers()['x-content-type-options']).toBe('nosniff');
      expect(manifest.headers()['cache-control']).toBe('no-cache');
    }
  });
});
