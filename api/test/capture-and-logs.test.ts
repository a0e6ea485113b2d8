/**
 * A capture always ends in a paid order, and errors never log personal data. Failures are real
 * database failures, injected with triggers that refuse a write and quote the row in their
 * message (as a constraint's detail can): the worst case for a log.
 */
import { donationResponseSchema } from '@littlegivers/shared/contract/schemas/donation';
import { redemptionSchema } from '@littlegivers/shared/contract/schemas/redemption';
import { count, eq, sql } from 'drizzle-orm';
import { donations, orders, paypalFakeOrders, redemptions } from '../src/db/schema';
import {
  buildTestApp,
  buyer,
  capturedLog,
  createOrder,
  paidOrderWithCode,
  paymentData,
  postSignedWebhook,
  type TestApp,
  validOrderPayload,
} from './helpers';

type Db = TestApp['app']['db'];

/** A trigger on `table` that refuses the write (when `when` holds) quoting the whole new row. */
async function refuseWrites(db: Db, name: string, table: string, event: 'INSERT' | 'UPDATE', when = 'true') {
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION lg_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused row %', row_to_json(NEW); END $$`),
  );
  await db.execute(
    sql.raw(
      `CREATE TRIGGER ${name} BEFORE ${event} ON ${table} FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION lg_test_refuse()`,
    ),
  );
}
const dropTrigger = (db: Db, name: string, table: string) =>
  db.execute(sql.raw(`DROP TRIGGER IF EXISTS ${name} ON ${table}`));

/** Every trigger these tests create: on PostgreSQL the tests of a file share one database. */
const TRIGGERS = [
  ['lg_refuse_payment_data', 'orders'],
  ['lg_refuse_payment_data', 'donations'],
  ['lg_refuse_paid', 'orders'],
  ['lg_refuse_order_insert', 'orders'],
  ['lg_refuse_order_update', 'orders'],
  ['lg_refuse_donation_insert', 'donations'],
  ['lg_refuse_donation_update', 'donations'],
  ['lg_refuse_selection', 'redemption_selections'],
] as const;
async function dropTriggers(db: Db) {
  for (const [name, table] of TRIGGERS) await dropTrigger(db, name, table);
}

async function createDonation(t: TestApp) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/donation',
    payload: { message: 'For Grandma Secretnote', amount: 25 },
  });
  return donationResponseSchema.parse(response.json());
}

const fakeOrder = async (db: Db, id: string) =>
  (await db.select().from(paypalFakeOrders).where(eq(paypalFakeOrders.id, id)))[0];

describe('a capture always ends in a paid order', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    await dropTriggers(t.app.db);
    await t.close();
  });

  it('when storing the payment data fails after the capture, the same request answers 200, captured once', async () => {
    const order = await createOrder(t.app);
    await buyer(t.app, order.payPalOrderId, 'approve');
    await refuseWrites(t.app.db, 'lg_refuse_payment_data', 'orders', 'UPDATE', 'NEW.payment_data IS NOT NULL');
    const captures = vi.spyOn(t.app.payments.paypal, 'captureOrder');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/Order/${order.id}/paypalData`,
      payload: paymentData(order.payPalOrderId),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'paid', paymentMethod: 'paypal' });
    expect(captures).toHaveBeenCalledTimes(1);
    const [stored] = await t.app.db.select().from(orders).where(eq(orders.id, order.rowId));
    const fake = await fakeOrder(t.app.db, order.payPalOrderId);
    expect(fake?.status).toBe('COMPLETED');
    expect(stored).toMatchObject({ status: 'paid', paypalCaptureId: fake?.captureId, paymentData: null });
    const [codes] = await t.app.db.select({ n: count() }).from(redemptions).where(eq(redemptions.orderId, order.rowId));
    expect(codes?.n).toBe(1);
  });

  it('when marking paid fails outright, an immediate retry answers 200 with the one capture', async () => {
    const order = await createOrder(t.app);
    await buyer(t.app, order.payPalOrderId, 'approve');
    await refuseWrites(t.app.db, 'lg_refuse_paid', 'orders', 'UPDATE', "NEW.status = 'paid'");
    const url = `/api/Order/${order.id}/paypalData`;
    const failed = await t.app.inject({ method: 'POST', url, payload: paymentData(order.payPalOrderId) });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ message: 'Internal server error' });
    const captured = await fakeOrder(t.app.db, order.payPalOrderId);
    expect(captured?.status).toBe('COMPLETED');
    await dropTrigger(t.app.db, 'lg_refuse_paid', 'orders');
    const retry = await t.app.inject({ method: 'POST', url, payload: paymentData(order.payPalOrderId) });
    expect(retry.statusCode).toBe(200);
    const [stored] = await t.app.db.select().from(orders).where(eq(orders.id, order.rowId));
    // The stand-in still holds the first and only capture, and the order records exactly it.
    expect((await fakeOrder(t.app.db, order.payPalOrderId))?.captureId).toBe(captured?.captureId);
    expect(stored).toMatchObject({ status: 'paid', paypalCaptureId: captured?.captureId });
    expect(stored?.paymentData).toMatchObject({ payerEmail: 'payer-secret@example.com' });
    expect(stored?.paymentData).not.toHaveProperty('transactions');
  });

  it('donations too', async () => {
    const donation = await createDonation(t);
    await buyer(t.app, donation.payPalOrderId, 'approve');
    await refuseWrites(t.app.db, 'lg_refuse_payment_data', 'donations', 'UPDATE', 'NEW.payment_data IS NOT NULL');
    const captures = vi.spyOn(t.app.payments.paypal, 'captureOrder');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/donation/${donation.id}/paypalData`,
      payload: {
        payPalId: donation.payPalOrderId,
        payerFirstName: 'Payerfirst',
        payerEmail: 'payer-secret@example.com',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(captures).toHaveBeenCalledTimes(1);
    const [stored] = await t.app.db.select().from(donations).where(eq(donations.id, donation.id));
    expect(stored).toMatchObject({
      status: 'paid',
      paypalCaptureId: (await fakeOrder(t.app.db, donation.payPalOrderId))?.captureId,
    });
  });
});

describe('errors never log personal data', () => {
  it('on every failing write: order, donation, payment data, redemption, webhook, reconciliation', async () => {
    const { logStream, lines } = capturedLog();
    const t = await buildTestApp({ logStream });
    const personal = {
      fromName: 'Zeldafrom',
      recipientName: 'Rosarecip',
      shippingFirstName: 'Quentinship',
      shippingLastName: 'Lastshipname',
      shippingAddress1: '42 Secretstreet',
      shippingCity: 'Hiddenville',
      purchaseAccount: { emailAddress: 'zelda.secret@example.com' },
    };
    try {
      const order = await createOrder(t.app, personal);
      await buyer(t.app, order.payPalOrderId, 'approve');
      const donation = await createDonation(t);
      await buyer(t.app, donation.payPalOrderId, 'approve');
      const { code } = await paidOrderWithCode(t.app, personal);
      const session = redemptionSchema.parse(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/redemptionSession',
            payload: { redemptionCode: code, captcha: null },
          })
        ).json(),
      );

      await refuseWrites(t.app.db, 'lg_refuse_order_insert', 'orders', 'INSERT');
      await refuseWrites(t.app.db, 'lg_refuse_order_update', 'orders', 'UPDATE');
      await refuseWrites(t.app.db, 'lg_refuse_donation_insert', 'donations', 'INSERT');
      await refuseWrites(t.app.db, 'lg_refuse_donation_update', 'donations', 'UPDATE');
      await refuseWrites(t.app.db, 'lg_refuse_selection', 'redemption_selections', 'INSERT');

      const statuses = [
        (await t.app.inject({ method: 'POST', url: '/api/Order', payload: validOrderPayload(personal) })).statusCode,
        (await t.app.inject({ method: 'POST', url: '/api/donation', payload: { message: 'Secretnote', amount: 5 } }))
          .statusCode,
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/Order/${order.id}/paypalData`,
            payload: paymentData(order.payPalOrderId),
          })
        ).statusCode,
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/donation/${donation.id}/paypalData`,
            payload: {
              payPalId: donation.payPalOrderId,
              payerFirstName: 'Payerfirst',
              payerEmail: 'payer-secret@example.com',
            },
          })
        ).statusCode,
        (
          await t.app.inject({
            method: 'PUT',
            url: `/api/redemptionSession/${session.id}`,
            payload: { ...session, selection: [{ redemptionOrgId: 1, amount: session.amount }] },
          })
        ).statusCode,
      ];
      expect(statuses).toEqual([500, 500, 500, 500, 500]);

      const event = JSON.stringify({
        id: 'WH-LOG-1',
        event_type: 'CHECKOUT.ORDER.APPROVED',
        resource: { id: order.payPalOrderId },
      });
      const webhook = await postSignedWebhook(t.app, event);
      expect(webhook.json()).toEqual({ received: true, outcome: 'not-settled' });
      await t.app.reconciliation.run({ minAgeMs: 0 }, t.app.log);

      const log = lines.join('');
      // The failures were logged, as query name and SQLSTATE (P0001: raised by the trigger).
      expect(log).toContain('"query":"insert orders"');
      expect(log).toContain('"query":"update orders"');
      expect(log).toContain('"query":"insert donations"');
      expect(log).toContain('"query":"update donations"');
      expect(log).toContain('"query":"insert redemption_selections"');
      expect(log).toContain('"sqlState":"P0001"');
      for (const secret of [
        'Zeldafrom',
        'Rosarecip',
        'Quentinship',
        'Lastshipname',
        'Secretstreet',
        'Hiddenville',
        'zelda.secret',
        'Secretnote',
        'payer-secret',
        'Payerfirst',
        'Payerlast',
        'PAYERID42',
        'refused row',
      ]) {
        expect(log, secret).not.toContain(secret);
      }
    } finally {
      await dropTriggers(t.app.db);
      await t.close();
    }
  });
});
