/**
 * The public ledger (GET /api/impact and its CSV): per charity and month, aggregates only, months
 * with fewer than three gifts for a charity merged, charities with fewer than three gifts in all
 * shown together without a name; its totals reconcile to the cent with `ops disbursements`.
 */
import { randomInt } from 'node:crypto';
import type { Impact } from '@littlegivers/shared/contract/schemas/impact';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orders, organizations } from '../../src/db/schema';
import { type LedgerMonth, mergeSmallMonths } from '../../src/services/ledger';
import { buildTestApp, type TestApp } from '../helpers';
import { capturedPurchase, ops, redeem, setRedeemedAt } from '../ops/ops-helpers';

const DAY = 24 * 3600 * 1000;

function month(m: string, gifts: number, giftCents: number, extra: Partial<LedgerMonth> = {}): LedgerMonth {
  return {
    month: `${m}-01`,
    gifts,
    giftCents,
    backupGifts: 0,
    backupCents: 0,
    paidCents: 0,
    waitingCents: giftCents,
    oldestWaitingAt: null,
    payouts: [],
    payoutCount: 0,
    ...extra,
  };
}

describe('the privacy merge', () => {
  it('merges consecutive months until a period holds three gifts; a short tail joins the period before', () => {
    const merged = mergeSmallMonths([
      month('2030-01', 1, 100),
      month('2030-02', 1, 200),
      month('2030-03', 2, 300),
      month('2030-04', 5, 500),
      month('2030-05', 2, 50),
    ]);
    expect(merged.map((p) => [p.from, p.to, p.gifts, p.giftCents])).toEqual([
      ['2030-01-01', '2030-03-01', 4, 600],
      ['2030-04-01', '2030-05-01', 7, 550],
    ]);
  });

  it('publishes nothing for a charity with fewer than three gifts in all', () => {
    expect(mergeSmallMonths([month('2030-01', 1, 100), month('2030-03', 1, 100)])).toEqual([]);
  });

  it('keeps the oldest wait and every payout of the merged months', () => {
    const older = new Date('2030-01-05T00:00:00Z');
    const [period] = mergeSmallMonths([
      month('2030-01', 1, 100, { oldestWaitingAt: older, payouts: [] }),
      month('2030-02', 2, 200, {
        oldestWaitingAt: new Date('2030-02-09T00:00:00Z'),
        payouts: [{ payout: 4, paidOn: '2030-03-01', reference: 'CHK 9', cents: 100 }],
        payoutCount: 1,
      }),
    ]);
    expect(period?.oldestWaitingAt).toEqual(older);
    expect(period?.payouts).toEqual([{ payout: 4, paidOn: '2030-03-01', reference: 'CHK 9', cents: 100 }]);
    expect(period?.morePayouts).toBe(false);
  });

  it('knows when a month was paid by more payouts than the latest ones it names', () => {
    const refs = [5, 6, 7].map((payout) => ({ payout, paidOn: '2030-04-01', reference: `TR-${payout}`, cents: 1 }));
    const [period] = mergeSmallMonths([month('2030-01', 3, 300, { payouts: refs, payoutCount: 9 })]);
    expect(period?.morePayouts).toBe(true);
  });
});

describe('GET /api/impact', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => t.close());

  it('aggregates per charity and month, merges small months, hides names, and reconciles with ops disbursements', async () => {
    const year = 2100 + randomInt(800);
    const day = (m: number, d: number) => new Date(Date.UTC(year, m - 1, d, 12));
    const gift = async (org: number, dollars: number, at: Date, name: string) => {
      const purchase = await capturedPurchase(t.app, {
        recipientName: name,
        lineItems: [{ lineItem: 'giftAmount', amount: dollars }],
      });
      const id = await redeem(t.app, purchase.code, [[org, dollars]]);
      await setRedeemedAt(t.app, [id], at);
    };
    // Charity 2: three gifts in January. Charity 1: one in January, one in February, two in March.
    // Charity 5: a single gift (shown only among "other charities").
    await gift(2, 10, day(1, 3), 'Zephyrine');
    await gift(2, 11.11, day(1, 9), 'Quillon');
    await gift(2, 12, day(1, 20), 'Ysolde');
    await gift(1, 20, day(1, 5), 'Marisol');
    await gift(1, 21, day(2, 5), 'Thaddeus');
    await gift(1, 22, day(3, 5), 'Wilhelmina');
    await gift(1, 23.45, day(3, 7), 'Bartholomew');
    await gift(5, 30, day(3, 8), 'Ignatius');
    const january = `${year}-01`;
    const paidOn = `${year}-02-10`;
    const pay = await ops(
      t.database,
      [
        'disbursements',
        ...['--from', `${january}-01`, '--to', `${january}-31`, '--mark-paid'],
        ...['--method', 'transfer', '--reference', 'TR-77', '--paid-on', paidOn],
      ],
      { now: new Date(`${paidOn}T12:00:00Z`) },
    );
    expect(pay.code).toBe(0);
    const payoutId = Number(/Recorded payout #(\d+)/.exec(pay.stdout)?.[1]);

    const response = await t.app.inject({ method: 'GET', url: '/api/impact' });
    expect(response.statusCode).toBe(200);
    for (const name of [
      'Zephyrine',
      'Quillon',
      'Ysolde',
      'Marisol',
      'Thaddeus',
      'Wilhelmina',
      'Bartholomew',
      'Ignatius',
    ])
      expect(response.body).not.toContain(name);
    const ledger = response.json() as Impact;
    const names = Object.fromEntries(
      (await t.app.db.select().from(organizations)).map((org) => [org.id, org.organizationName]),
    );
    const charity = (id: number) => ledger.charities.find((c) => c.charity === names[id]);

    expect(charity(2)?.periods).toEqual([
      {
        from: january,
        to: january,
        gifts: 3,
        giftCents: 3311,
        backupGifts: 0,
        backupCents: 0,
        paidCents: 3311,
        payouts: [{ payout: payoutId, paidOn, reference: 'TR-77' }],
        earlierPayouts: false,
        waitingCents: 0,
        oldestWaitDays: null,
      },
    ]);
    const [one] = charity(1)?.periods ?? [];
    expect(one).toMatchObject({
      from: january,
      to: `${year}-03`,
      gifts: 4,
      giftCents: 8645,
      paidCents: 2000,
      waitingCents: 6645,
      payouts: [{ payout: payoutId, paidOn, reference: 'TR-77' }],
    });
    // The oldest wait, in whole days as of the moment asked (February 5 to April 5).
    const inApril = await t.app.ledger.impact(day(4, 5));
    const waited = inApril.charities.find((c) => c.charity === names[1])?.periods[0]?.oldestWaitDays;
    expect(waited).toBe(Math.round((day(4, 5).getTime() - day(2, 5).getTime()) / DAY));
    expect(waited).toBeGreaterThanOrEqual(59);
    expect(charity(5)).toBeUndefined();
    const others = ledger.charities.find((c) => c.charity === null);
    expect(others?.periods[0]).toMatchObject({ gifts: 1, giftCents: 3000 });

    // Days from choice to payout: January 3, 5, 9 and 20 to February 10.
    expect(ledger.daysToPayout).toEqual({ median: 34, longest: 38, paidGifts: 4 });

    // Fees next to what they paid for, from the paid orders.
    const [sold] = await t.app.db
      .select({ shipping: sql<number>`coalesce(sum(${orders.shippingCents}), 0)::int` })
      .from(orders)
      .where(eq(orders.status, 'paid'));
    expect(ledger.fees.shippingCents).toBe(sold?.shipping);

    // Reconciliation to the cent with ops disbursements, over the three months and over all time.
    const report = JSON.parse(
      (await ops(t.database, ['disbursements', '--from', `${january}-01`, '--to', `${year}-03-31`, '--format', 'json']))
        .stdout,
    );
    expect(report.reconciled).toBe(true);
    for (const org of report.organizations as { organizationId: number; totalCents: number; toPayCents: number }[]) {
      const periods = charity(org.organizationId)?.periods ?? others?.periods ?? [];
      expect(periods.reduce((sum, p) => sum + p.giftCents, 0)).toBe(org.totalCents);
      expect(periods.reduce((sum, p) => sum + p.waitingCents, 0)).toBe(org.toPayCents);
    }
    const all = JSON.parse(
      (await ops(t.database, ['disbursements', '--from', '2000-01-01', '--to', '2999-12-31', '--format', 'json']))
        .stdout,
    );
    expect(ledger.totals.giftCents).toBe(all.rowsCents);
    expect(ledger.totals.paidCents).toBe(all.alreadyPaidCents);
    expect(ledger.totals.waitingCents).toBe(all.toPayCents);
    const periodSum = ledger.charities.flatMap((c) => c.periods).reduce((sum, p) => sum + p.giftCents, 0);
    expect(periodSum).toBe(ledger.totals.giftCents);

    // The same data as CSV.
    const csv = await t.app.inject({ method: 'GET', url: '/api/impact.csv' });
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.body.trim().split('\n');
    expect(rows[0]).toBe(
      'charity,from,to,gifts,giftsTotal,backupGifts,backupTotal,paidTotal,paidOn,payouts,waitingTotal,oldestWaitDays',
    );
    const csvCents = rows.slice(1).reduce((sum, row) => sum + Math.round(Number(row.split(',')[4]) * 100), 0);
    expect(csvCents).toBe(ledger.totals.giftCents);
    expect(csv.body).toContain(
      `${names[2]},${january},${january},3,33.11,0,0.00,33.11,${paidOn},#${payoutId} TR-77,0.00,`,
    );
  });
});
