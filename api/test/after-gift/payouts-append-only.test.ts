/**
 * Payouts are append-only: the database refuses UPDATE, DELETE and TRUNCATE of payouts and their
 * lines (on PGlite here, on PostgreSQL under test:pg); a correction is a new, signed row, after
 * which the lines are unpaid and the next payout pays them. Recording a payout tells the
 * purchasers who asked: "your gift reached <charity>".
 */
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, payoutItems, payouts } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers';
import { capturedPurchase, ops, privateMonth, redeem, setRedeemedAt } from '../ops/ops-helpers';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => t.close());

/** The SQLSTATE of a refused statement (drizzle wraps the driver's error). */
async function refusal(statement: Promise<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await statement;
  } catch (error) {
    const e = error as { code?: string; message: string; cause?: { code?: string; message: string } };
    return { code: e.cause?.code ?? e.code, message: e.cause?.message ?? e.message };
  }
  throw new Error('the statement was not refused');
}

async function onePaidMonth() {
  const month = privateMonth();
  const a = await capturedPurchase(t.app, { recipientName: 'Ava', notifyWhenUsed: true });
  const b = await capturedPurchase(t.app, {
    recipientName: 'Liam',
    lineItems: [{ lineItem: 'giftAmount', amount: 12.5 }],
  });
  const ra = await redeem(t.app, a.code, [[1, 20]]);
  const rb = await redeem(t.app, b.code, [[2, 12.5]]);
  await setRedeemedAt(t.app, [ra, rb], month.day(4));
  const run = await ops(
    t.database,
    [
      'disbursements',
      '--from',
      month.from,
      '--to',
      month.to,
      '--mark-paid',
      '--method',
      'check',
      '--reference',
      'CHK 1042',
      '--paid-on',
      `${month.to.slice(0, 7)}-20`,
    ],
    { now: month.payday },
  );
  expect(run.code).toBe(0);
  const payoutId = Number(/Recorded payout #(\d+)/.exec(run.stdout)?.[1]);
  return { month, payoutId, orders: [a.order, b.order] };
}

describe('payouts are append-only', () => {
  it('refuses to change, delete or truncate payouts and their lines', async () => {
    const { payoutId } = await onePaidMonth();
    for (const statement of [
      t.app.db.update(payouts).set({ reference: 'edited' }).where(eq(payouts.id, payoutId)),
      t.app.db.delete(payouts).where(eq(payouts.id, payoutId)),
      t.app.db.update(payoutItems).set({ amountCents: 1 }).where(eq(payoutItems.payoutId, payoutId)),
      t.app.db.delete(payoutItems).where(eq(payoutItems.payoutId, payoutId)),
      t.app.db.execute(sql`truncate payout_items, payouts`),
    ]) {
      const refused = await refusal(statement);
      expect(refused.code).toBe('55000');
      expect(refused.message).toContain('append-only');
    }
    const [payout] = await t.app.db.select().from(payouts).where(eq(payouts.id, payoutId));
    expect(payout).toMatchObject({ reference: 'CHK 1042', method: 'check', totalCents: 3250, giftCount: 2 });
    expect(await t.app.db.select().from(payoutItems).where(eq(payoutItems.payoutId, payoutId))).toHaveLength(2);
  });

  it('--mark-paid needs the method and reference; a bad date is refused', async () => {
    const month = privateMonth();
    const noMethod = await ops(t.database, ['disbursements', '--from', month.from, '--to', month.to, '--mark-paid']);
    expect(noMethod.code).toBe(64);
    expect(noMethod.stderr).toContain('--method is required');
    const badDate = await ops(t.database, [
      'disbursements',
      ...['--from', month.from, '--to', month.to, '--mark-paid', '--method', 'check', '--reference', '1'],
      ...['--paid-on', '2030-02-30'],
    ]);
    expect(badDate.code).toBe(64);
    expect(badDate.stderr).toContain('--paid-on: not a date');
  });

  it('a correction is a new signed row: the lines are unpaid again and the next payout pays them', async () => {
    const { month, payoutId } = await onePaidMonth();
    const reverse = await ops(
      t.database,
      [
        'payouts',
        'reverse',
        String(payoutId),
        ...[
          '--reason',
          'check 1042 voided',
          '--method',
          'check',
          '--reference',
          'VOID 1042',
          '--paid-on',
          month.paidOn,
        ],
      ],
      { now: month.payday },
    );
    expect(reverse.code).toBe(0);
    const correctionId = Number(/Recorded payout #(\d+) correcting/.exec(reverse.stdout)?.[1]);
    const [correction] = await t.app.db.select().from(payouts).where(eq(payouts.id, correctionId));
    expect(correction).toMatchObject({
      totalCents: -3250,
      giftCount: 2,
      correctsPayoutId: payoutId,
      reason: 'check 1042 voided',
    });
    const again = await ops(
      t.database,
      ['payouts', 'reverse', String(payoutId), '--reason', 'x', '--method', 'm', '--reference', 'r'],
      { now: month.payday },
    );
    // Asked to reverse, it recorded nothing: it says why and exits 1.
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(
      `Nothing to reverse: payout #${payoutId} pays no line any more (corrected by #${correctionId})`,
    );

    const report = JSON.parse(
      (await ops(t.database, ['disbursements', '--from', month.from, '--to', month.to, '--format', 'json'])).stdout,
    );
    expect(report.toPayCents).toBe(3250);
    expect(report.lines.every((line: { payoutId: number | null }) => line.payoutId === null)).toBe(true);

    const repay = await ops(
      t.database,
      [
        'disbursements',
        ...['--from', month.from, '--to', month.to, '--mark-paid', '--method', 'transfer', '--reference', 'TR-9'],
      ],
      { now: month.payday },
    );
    const repaidId = Number(/Recorded payout #(\d+): 2 gift line\(s\), \$32\.50/.exec(repay.stdout)?.[1]);
    expect(repaidId).toBeGreaterThan(correctionId);
    const list = await ops(t.database, ['payouts', 'list']);
    expect(list.stdout).toMatch(
      new RegExp(`#${correctionId}\\s+${month.paidOn}\\s+check\\s+VOID 1042\\s+2\\s+-\\$32\\.50\\s+#${payoutId}`),
    );
  });

  it('tells each purchaser who asked: "your gift reached <charity>", once per gift', async () => {
    const { payoutId, orders } = await onePaidMonth();
    const messages = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'gift-reached'));
    const ids = new Set(orders.map((o) => o.orderIdentifier));
    const ours = messages.filter((m) => ids.has((m.data as { orderIdentifier: string }).orderIdentifier));
    expect(ours.map((m) => (m.data as { orderIdentifier: string }).orderIdentifier).sort()).toEqual(
      orders.map((o) => o.orderIdentifier).sort(),
    );
    await t.app.mail.drain();
    const [sent] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, ours[0]?.id ?? 0));
    expect(sent?.subject).toMatch(/^Your gift reached /);
    expect(sent?.text).toMatch(/your gift reached .+\./);
    expect(sent?.text).toContain(`(payout ${payoutId})`);
  });
});
