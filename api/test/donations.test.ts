import { donationResponseSchema } from '@littlegivers/shared/contract/schemas/donation';
import { count, eq } from 'drizzle-orm';
import { donations } from '../src/db/schema';
import { buildTestApp, buyer, type TestApp } from './helpers';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => t.close());

function donationPaymentData(payPalId: string) {
  return {
    payPalId,
    intent: 'CAPTURE',
    state: 'APPROVED',
    createTime: new Date().toISOString(),
    payerEmail: 'd@example.com',
  };
}

describe('donations', () => {
  it('POST /api/donation answers 200 with an id and a PayPal order for the amount', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/donation',
      payload: { message: 'Keep it up!', amount: 20.5 },
    });
    expect(response.statusCode).toBe(200);
    const body = donationResponseSchema.parse(response.json());
    expect(body.amount).toBe(20.5);
    const fake = await t.app.inject({
      method: 'GET',
      url: `/paypal-fake/v2/checkout/orders/${body.payPalOrderId}`,
      headers: { authorization: 'Bearer fake-access-token-x' },
    });
    expect(fake.json().purchase_units[0].amount.value).toBe('20.50');
    const [stored] = await t.app.db.select().from(donations).where(eq(donations.id, body.id));
    expect(stored).toMatchObject({ message: 'Keep it up!', amountCents: 2050, status: 'prePaymentAuthorization' });
  });

  it('refuses bad amounts and long messages with 400 and stores nothing', async () => {
    const [before] = await t.app.db.select({ n: count() }).from(donations);
    const bad = [
      { amount: 0 },
      { amount: -5 },
      { amount: 10.123 },
      { amount: '20' },
      { message: 'hi' },
      { amount: 5, message: 'x'.repeat(1001) },
    ];
    for (const payload of bad) {
      const response = await t.app.inject({ method: 'POST', url: '/api/donation', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/amount|message/);
    }
    const [row] = await t.app.db.select({ n: count() }).from(donations);
    expect(row?.n).toBe(before?.n);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/donation',
      payload: { message: 'x'.repeat(1000), amount: 1 },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('captures an approved donation once; replays change nothing', async () => {
    const created = donationResponseSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/donation', payload: { message: '', amount: 40 } })).json(),
    );
    await buyer(t.app, created.payPalOrderId, 'approve');
    const url = `/api/donation/${created.id}/paypalData`;
    const first = await t.app.inject({ method: 'POST', url, payload: donationPaymentData(created.payPalOrderId) });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: created.id, status: 'paid' });
    const [before] = await t.app.db.select().from(donations).where(eq(donations.id, created.id));
    expect(before?.status).toBe('paid');
    expect(before?.message).toBeNull();
    const replay = await t.app.inject({ method: 'POST', url, payload: donationPaymentData(created.payPalOrderId) });
    expect(replay.statusCode).toBe(200);
    const [after] = await t.app.db.select().from(donations).where(eq(donations.id, created.id));
    expect(after).toEqual(before);
  });

  it('a declined donation answers 402; wrong ids answer 400/404', async () => {
    const created = donationResponseSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/donation', payload: { amount: 40 } })).json(),
    );
    await buyer(t.app, created.payPalOrderId, 'decline');
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/donation/${created.id}/paypalData`,
      payload: donationPaymentData(created.payPalOrderId),
    });
    expect(declined.statusCode).toBe(402);
    const [stored] = await t.app.db.select().from(donations).where(eq(donations.id, created.id));
    expect(stored?.status).toBe('prePaymentAuthorization');
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/donation/${created.id}/paypalData`,
      payload: donationPaymentData('FAKEOTHER'),
    });
    expect(foreign.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/donation/9999/paypalData',
      payload: donationPaymentData('X'),
    });
    expect(unknown.statusCode).toBe(404);
  });
});
