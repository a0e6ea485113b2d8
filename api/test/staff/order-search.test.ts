/**
 * The staff console's order search (GET /api/staff/orders?q=): part of an order number, of the
 * purchaser's e-mail or of a name on the order (from, recipient, ship-to), in any case. Viewers, who
 * see no personal data, search order numbers only. The answer keeps its shape; the search term is
 * never written to the logs (request URLs are logged without their query string).
 */
import { Writable } from 'node:stream';
import { buildTestApp, paidOrderWithCode, type TestApp } from '../helpers';
import { type SignedIn, signedInAs } from './staff-helpers';

let t: TestApp;
let operator: SignedIn;
let viewer: SignedIn;
const logs: string[] = [];
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  t = await buildTestApp({ logStream });
  operator = await signedInAs(t.app, 'operator');
  viewer = await signedInAs(t.app, 'viewer');
});
afterAll(() => t.close());

const search = async (who: SignedIn, q: string) => {
  const response = await who.request({ method: 'GET', url: `/api/staff/orders?q=${encodeURIComponent(q)}` });
  return { status: response.statusCode, orders: response.json() as Record<string, unknown>[] };
};
const identifiers = (orders: Record<string, unknown>[]) => orders.map((order) => order.orderIdentifier);

describe('order search', () => {
  it('finds by part of a name, an e-mail or an order number, in any case (operators)', async () => {
    const { order } = await paidOrderWithCode(t.app, {
      fromName: 'Grandma Rosalind',
      recipientName: 'Theodora',
      shippingFirstName: 'Quincy',
      shippingLastName: 'Marwood',
      purchaseAccount: { emailAddress: 'Rosalind.Buyer@Example.com' },
    });
    const other = await paidOrderWithCode(t.app, { fromName: 'Uncle Bo', recipientName: 'Ava' });
    const id = order.orderIdentifier;
    for (const q of [
      'grandma',
      'GRANDMA ROS',
      'theodo',
      'quincy marwood',
      'MARWOOD',
      'rosalind.buyer',
      'BUYER@EXAMPLE',
    ]) {
      const found = await search(operator, q);
      expect(found.status, q).toBe(200);
      expect(identifiers(found.orders), q).toContain(id);
      expect(identifiers(found.orders), q).not.toContain(other.order.orderIdentifier);
    }
    // "LG-3CAD": the start of an order number, typed in any case; or its middle.
    for (const q of [id.slice(0, 7), id.slice(0, 7).toLowerCase(), id.slice(4, 10)]) {
      expect(identifiers((await search(operator, q)).orders), q).toContain(id);
    }
    // The answer's shape is the list's: the order as the console shows it, personal data included.
    const [shown] = (await search(operator, id)).orders;
    expect(shown).toMatchObject({
      orderIdentifier: id,
      stage: 'paid',
      amountCents: 2000,
      email: 'Rosalind.Buyer@Example.com',
      recipientName: 'Theodora',
      fromName: 'Grandma Rosalind',
      shipToName: 'Quincy Marwood',
    });
    expect(shown).not.toHaveProperty('orderId');
  });

  it('matches what was typed literally: % and _ are not wildcards; nothing found is an empty list', async () => {
    await paidOrderWithCode(t.app, { fromName: 'Percy' });
    expect((await search(operator, '%')).orders).toEqual([]);
    expect((await search(operator, '_')).orders).toEqual([]);
    expect(await search(operator, 'no such name anywhere')).toEqual({ status: 200, orders: [] });
  });

  it('lets viewers find order numbers only, without personal data; an e-mail search needs the operator role', async () => {
    const { order } = await paidOrderWithCode(t.app, { fromName: 'Grandma Viewerless' });
    const byNumber = await search(viewer, order.orderIdentifier.slice(0, 8).toLowerCase());
    expect(byNumber.status).toBe(200);
    expect(identifiers(byNumber.orders)).toContain(order.orderIdentifier);
    expect(byNumber.orders.every((row) => !('email' in row) && !('fromName' in row))).toBe(true);
    expect(identifiers((await search(viewer, 'viewerless')).orders)).not.toContain(order.orderIdentifier);
    expect((await search(viewer, 'someone@example.com')).status).toBe(403);
  });

  it('never logs the search term', async () => {
    await paidOrderWithCode(t.app, { fromName: 'Grandma Loggable' });
    const found = await search(operator, 'Grandma Loggable');
    expect(found.orders).toHaveLength(1);
    const written = logs.join('');
    expect(written).toContain('/api/staff/orders');
    expect(written).not.toMatch(/loggable/i);
  });
});
