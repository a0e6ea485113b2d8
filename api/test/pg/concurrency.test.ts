/** `test:pg`: races that only a real PostgreSQL server can show (PGlite serialises queries). */
import { isAcceptedRedemption } from '@littlegivers/shared/contract/schemas/redemption';
import { and, count, eq, isNull } from 'drizzle-orm';
import { cardDownloads, redemptionSelections, redemptions } from '../../src/db/schema';
import {
  buildTestApp,
  buyer,
  createOrder,
  openRedemptionSession,
  paidOrderWithCode,
  paymentData,
  type TestApp,
  usingPostgres,
} from '../helpers';

let t: TestApp;
beforeAll(async () => {
  if (!usingPostgres) throw new Error('run with TEST_DATABASE_URL (pnpm --filter api test:pg)');
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('concurrency on PostgreSQL', () => {
  it('50 simultaneous redeem-now PUTs for one code give exactly one 200', async () => {
    expect(t.database.kind).toBe('postgres');
    const { code, redemptionId } = await paidOrderWithCode(t.app);
    const session = (await openRedemptionSession(t.app, code)).json();
    expect(isAcceptedRedemption(session)).toBe(true);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/redemptionSession/${session.id}`,
          payload: { ...session, selection: [{ redemptionOrgId: 1 + (i % 3), amount: 20 }] },
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const [selections] = await t.app.db
      .select({ n: count() })
      .from(redemptionSelections)
      .where(eq(redemptionSelections.redemptionId, redemptionId));
    expect(selections?.n).toBe(1);
  });

  it('20 simultaneous captures of one order issue exactly one code', async () => {
    const order = await createOrder(t.app);
    await buyer(t.app, order.payPalOrderId, 'approve');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/Order/${order.id}/paypalData`,
          payload: paymentData(order.payPalOrderId),
        }),
      ),
    );
    expect(responses.some((r) => r.statusCode === 200)).toBe(true);
    for (const response of responses) expect([200, 402]).toContain(response.statusCode);
    const [codes] = await t.app.db.select({ n: count() }).from(redemptions).where(eq(redemptions.orderId, order.rowId));
    expect(codes?.n).toBe(1);
  });

  it('20 simultaneous skip-payments issue exactly one code', async () => {
    const order = await createOrder(t.app);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ method: 'POST', url: `/api/Order/${order.id}/skipPayment` })),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const [codes] = await t.app.db.select({ n: count() }).from(redemptions).where(eq(redemptions.orderId, order.rowId));
    expect(codes?.n).toBe(1);
  });

  it('20 simultaneous skip-payments of a print-at-home order issue one code and one link, answered to all', async () => {
    const noAddress = Object.fromEntries(
      ['FirstName', 'LastName', 'Address1', 'Address2', 'City', 'State', 'Country', 'Zip'].map((f) => [
        `shipping${f}`,
        undefined,
      ]),
    );
    const order = await createOrder(t.app, { ...noAddress, package: 4, delivery: 'print' });
    // Each from its own client: the tests above already spent this file's skip-payment limit (30/min).
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({ method: 'POST', url: `/api/Order/${order.id}/skipPayment`, remoteAddress: `10.9.0.${i + 1}` }),
      ),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const links = new Set(responses.map((r) => r.json().downloadUrl));
    expect(links.size).toBe(1);
    const [codes] = await t.app.db.select({ n: count() }).from(redemptions).where(eq(redemptions.orderId, order.rowId));
    expect(codes?.n).toBe(1);
    const tokens = await t.app.db.select().from(cardDownloads).where(eq(cardDownloads.orderId, order.rowId));
    expect(tokens).toHaveLength(1);

    // Five reissues at once: each replaces code and link in turn; one link is left alive, and it opens.
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.reissue.reissueCode(order.orderIdentifier, {
          now: new Date(),
        }),
      ),
    );
    expect(results.every((r) => r.outcome === 'reissued')).toBe(true);
    const live = await t.app.db
      .select()
      .from(cardDownloads)
      .where(and(eq(cardDownloads.orderId, order.rowId), isNull(cardDownloads.revokedAt)));
    expect(live).toHaveLength(1);
    const [first] = [...links] as string[];
    expect((await t.app.inject({ method: 'GET', url: new URL(first as string).pathname })).statusCode).toBe(404);
    const again = (
      await t.app.inject({ method: 'POST', url: `/api/Order/${order.id}/skipPayment`, remoteAddress: '10.9.1.1' })
    ).json();
    expect((await t.app.inject({ method: 'GET', url: new URL(again.downloadUrl).pathname })).statusCode).toBe(200);
  });
});
