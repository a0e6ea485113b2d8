/**
 * Ids and sessions reveal nothing: a redeem-now PUT whose session is not the redemption's own gets
 * the same bytes whether the id is unknown, its gift is waiting, or already given; and the ids the
 * browser sees for gifts (orders) and redemptions are random, not the database's serial numbers.
 */
import { randomUUID } from 'node:crypto';
import { isAcceptedRedemption, redemptionSchema } from '@littlegivers/shared/contract/schemas/redemption';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, createOrder, openRedemptionSession, paidOrderWithCode, type TestApp } from './helpers';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => t.close());

const selection = [{ redemptionOrgId: 1, amount: 20 }];

async function acceptedSession() {
  const paid = await paidOrderWithCode(t.app);
  const response = await openRedemptionSession(t.app, paid.code);
  const redemption = redemptionSchema.parse(response.json());
  if (!isAcceptedRedemption(redemption)) throw new Error('not accepted');
  return { ...paid, redemption };
}

const put = (id: string, sessionId: string) =>
  t.app.inject({ method: 'PUT', url: `/api/redemptionSession/${id}`, payload: { sessionId, selection } });

/** What a client can tell answers apart by: status, body and the headers that vary with the content. */
const visible = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  body: response.body,
  contentType: response.headers['content-type'],
  contentLength: response.headers['content-length'],
});

describe('PUT /api/redemptionSession/{id} with a session that is not its own', () => {
  it('answers byte for byte the same for an unknown id, a waiting gift and a given gift', async () => {
    const waiting = await acceptedSession();
    const given = await acceptedSession();
    const redeemed = await put(given.redemption.id, given.redemption.sessionId);
    expect(redeemed.statusCode).toBe(200);
    // The wrong session is a real session of another gift: the strongest guess an attacker has.
    const wrongSession = waiting.redemption.sessionId;
    const other = await acceptedSession();

    const unknown = await put(randomUUID(), wrongSession);
    const unredeemed = await put(other.redemption.id, wrongSession);
    const alreadyGiven = await put(given.redemption.id, wrongSession);

    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'sessionId: redemption session not found' });
    expect(visible(unredeemed)).toEqual(visible(unknown));
    expect(visible(alreadyGiven)).toEqual(visible(unknown));
    // A made-up session id gets the same answer too.
    expect(visible(await put(given.redemption.id, 'made-up-session'))).toEqual(visible(unknown));
  });

  it('still tells the holder of the right session that the gift was already given (409)', async () => {
    const { redemption } = await acceptedSession();
    expect((await put(redemption.id, redemption.sessionId)).statusCode).toBe(200);
    const again = await put(redemption.id, redemption.sessionId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already/);
  });
});

describe('ids the browser sees', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('are random UUIDs for orders and redemptions, never the serial ids, and unrelated one to the next', async () => {
    const orders = [await createOrder(t.app), await createOrder(t.app), await createOrder(t.app)];
    for (const order of orders) {
      expect(order.id).toMatch(UUID);
      expect(order.id).not.toBe(String(order.rowId));
      expect(order.lineItems).toEqual(expect.arrayContaining([expect.objectContaining({ orderId: order.id })]));
    }
    // Consecutive rows get ids that share no prefix worth counting (random v4, not time-ordered).
    expect(new Set(orders.map((order) => order.id.slice(0, 8))).size).toBe(3);

    const sessions = [await acceptedSession(), await acceptedSession()];
    for (const { redemption, redemptionId, redemptionPublicId } of sessions) {
      expect(redemption.id).toBe(redemptionPublicId);
      expect(redemption.id).toMatch(UUID);
      expect(redemption.id).not.toBe(String(redemptionId));
    }
  });

  it('refuses the old sequential ids before looking anything up', async () => {
    const { redemption, redemptionId, order } = await acceptedSession();
    const bySerial = await put(String(redemptionId), redemption.sessionId);
    expect(bySerial.statusCode).toBe(400);
    expect(bySerial.json().message).toMatch(/^id: /);
    const skip = await t.app.inject({ method: 'POST', url: `/api/Order/${order.rowId}/skipPayment` });
    expect(skip.statusCode).toBe(400);
    expect(skip.json().message).toMatch(/^orderId: /);
  });
});
