/**
 * `test:pg`: a part's payment and the card's close meet at the group's row lock. Made
 * deterministic by holding the row until the first of the two is seen waiting, then the second:
 * PostgreSQL grants the lock in that order. A payment that waited first is counted in the card;
 * one that waited behind the close is refunded. Either way the part is counted once.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { giftGroups, groupContributions, redemptions } from '../../src/db/schema';
import { organizer, payPart, startGroup, startPart } from '../group-helpers';
import { buildTestApp, buyer, type TestApp, usingPostgres } from '../helpers';
import { waitingOnLocks } from './locks';

let t: TestApp;
beforeAll(async () => {
  if (!usingPostgres) throw new Error('run with TEST_DATABASE_URL (pnpm --filter api test:pg)');
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function untilWaiting(n: number) {
  for (let i = 0; i < 400 && (await waitingOnLocks(t.app)) < n; i += 1) await sleep(25);
  expect(await waitingOnLocks(t.app)).toBe(n);
}

/** Holds the group's row while `first`, then `second`, start and wait on it; answers both. */
async function inOrder<A, B>(groupId: number, first: () => Promise<A>, second: () => Promise<B>) {
  let a: Promise<A> | undefined;
  let b: Promise<B> | undefined;
  await t.app.db.transaction(async (tx) => {
    await tx.select().from(giftGroups).where(eq(giftGroups.id, groupId)).for('update');
    a = first();
    await untilWaiting(1);
    b = second();
    await untilWaiting(2);
  });
  return [await (a as Promise<A>), await (b as Promise<B>)] as const;
}

describe('a payment and the close at the same moment (PostgreSQL)', () => {
  it('counts the payment that reached the row first, in the one code', async () => {
    expect(t.database.kind).toBe('postgres');
    const { shareToken, organizerToken, group } = await startGroup(t.app);
    const part = await startPart(t.app, shareToken, { name: 'First', amount: 20 });
    await buyer(t.app, part.payPalOrderId, 'approve');
    const [paid, closed] = await inOrder(
      group.id,
      () => payPart(t.app, part),
      () => organizer(t.app, organizerToken, '/close'),
    );
    expect(paid.json()).toMatchObject({ counted: true });
    expect(closed.json()).toEqual({ state: 'closed', total: 20, givers: 1 });
    const [code] = await t.app.db.select().from(redemptions).where(eq(redemptions.orderId, group.orderId));
    expect(code?.amountCents).toBe(2000);
  });

  it('refunds the payment that waited behind the close', async () => {
    const { shareToken, organizerToken, group } = await startGroup(t.app);
    const part = await startPart(t.app, shareToken, { name: 'Second', amount: 20 });
    await buyer(t.app, part.payPalOrderId, 'approve');
    const [closed, paid] = await inOrder(
      group.id,
      () => organizer(t.app, organizerToken, '/close'),
      () => payPart(t.app, part),
    );
    expect(closed.json()).toEqual({ state: 'closed', total: 0, givers: 0 });
    expect(paid.json()).toMatchObject({ counted: false });
    const [row] = await t.app.db.select().from(groupContributions).where(eq(groupContributions.publicId, part.id));
    expect(row).toMatchObject({ status: 'refunded', refundReason: 'late' });
    expect(await t.app.db.select().from(redemptions).where(eq(redemptions.orderId, group.orderId))).toEqual([]);
  });
});
