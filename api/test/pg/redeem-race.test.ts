/**
 * `test:pg`: the loser of a redemption race. Both requests passed the checks before either
 * committed; the loser's conditional update then finds the code redeemed, and it must stop there:
 * no gift lines of its own, no 200. Made deterministic by holding the winner's update open until
 * the loser is seen waiting on its row lock (only a PostgreSQL server can show this).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { isAcceptedRedemption } from '@littlegivers/shared/contract/schemas/redemption';
import { count, eq } from 'drizzle-orm';
import { redemptionSelections, redemptions } from '../../src/db/schema';
import { buildTestApp, openRedemptionSession, paidOrderWithCode, type TestApp, usingPostgres } from '../helpers';
import { waitingOnLocks } from './locks';

let t: TestApp;
beforeAll(async () => {
  if (!usingPostgres) throw new Error('run with TEST_DATABASE_URL (pnpm --filter api test:pg)');
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('the loser of a redemption race (PostgreSQL)', () => {
  it('answers 409 and inserts no gift line when another redemption commits first', async () => {
    expect(t.database.kind).toBe('postgres');
    const { order, code } = await paidOrderWithCode(t.app);
    const session = (await openRedemptionSession(t.app, code)).json();
    expect(isAcceptedRedemption(session)).toBe(true);
    const [redemption] = await t.app.db.select().from(redemptions).where(eq(redemptions.orderId, order.rowId));
    if (!redemption) throw new Error('no redemption');

    let put: Promise<{ statusCode: number; json: () => unknown }> | undefined;
    await t.app.db.transaction(async (tx) => {
      // The winner: its update holds the code's row until it commits.
      await tx.update(redemptions).set({ redeemedAt: new Date() }).where(eq(redemptions.id, redemption.id));
      put = t.app.inject({
        method: 'PUT',
        url: `/api/redemptionSession/${session.id}`,
        payload: { ...session, selection: [{ redemptionOrgId: 1, amount: 20 }] },
      });
      for (let i = 0; i < 400 && (await waitingOnLocks(t.app)) === 0; i += 1) await sleep(25);
      // The loser passed every check and now waits at its own update of the same row.
      expect(await waitingOnLocks(t.app)).toBe(1);
    });
    const response = await put;
    expect(response?.statusCode).toBe(409);
    expect(response?.json()).toEqual({ message: 'This gift has already been given' });
    const [selections] = await t.app.db
      .select({ n: count() })
      .from(redemptionSelections)
      .where(eq(redemptionSelections.redemptionId, redemption.id));
    expect(selections?.n).toBe(0);
  });
});
