/**
 * `ops disbursements` over real purchases (PayPal fake, captured by the server) and redemptions
 * through the API: per-charity totals and lines, reconciliation to the cent, a broken period
 * flagged, payouts recorded once. `ops unredeemed` lists what is left, by age.
 */

import { GIFTS_EXPIRE_ANSWER, NEEDED_MOST_RULE } from '@littlegivers/shared/contract/after-gift';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orders, organizations, payoutItems, payouts, redemptionSelections } from '../../src/db/schema';
import { faqSeed } from '../../src/db/seed-data';
import { buildTestApp, paidOrderWithCode, type TestApp } from '../helpers';
import { capturedPurchase, ops, privateMonth, redeem, setRedeemedAt } from './ops-helpers';

let t: TestApp;
/** Marks the month paid on its payday (the 5th of the next month), run that day. */
const markPaid = (month: { paidOn: string }) => [
  '--mark-paid',
  '--method',
  'transfer',
  '--reference',
  'TR-2030-001',
  '--paid-on',
  month.paidOn,
];
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => t.close());

/** Three purchases redeemed in a private month: $20 to org 1, $40 split 15.55/24.45 over orgs 1 and 2, $33.33 to org 5. */
async function seededMonth() {
  const month = privateMonth();
  const a = await capturedPurchase(t.app, {
    recipientName: 'Ava',
    lineItems: [{ lineItem: 'giftAmount', amount: 20 }],
  });
  const b = await capturedPurchase(t.app, {
    recipientName: 'Liam',
    lineItems: [{ lineItem: 'giftAmount', amount: 40 }],
  });
  const c = await capturedPurchase(t.app, {
    recipientName: 'Zoë',
    lineItems: [
      { lineItem: 'giftAmount', amount: 33.33 },
      { lineItem: 'donation', amount: 1 },
    ],
  });
  const ra = await redeem(t.app, a.code, [[1, 20]]);
  const rb = await redeem(t.app, b.code, [
    [1, 15.55],
    [2, 24.45],
  ]);
  const rc = await redeem(t.app, c.code, [[5, 33.33]]);
  await setRedeemedAt(t.app, [ra], month.day(3));
  await setRedeemedAt(t.app, [rb], month.day(10));
  await setRedeemedAt(t.app, [rc], month.day(28, 23));
  return { month, purchases: [a, b, c], redemptionIds: [ra, rb, rc] };
}

describe('ops disbursements', () => {
  it('lists per organization (name, EIN) the gifts in the child’s name and reconciles to the cent', async () => {
    const { month, purchases } = await seededMonth();
    const run = await ops(t.database, ['disbursements', '--from', month.from, '--to', month.to, '--format', 'json']);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.reconciled).toBe(true);
    expect(report.differences).toEqual([]);
    expect(report.redeemedCodes).toBe(3);
    expect(report.redeemedCodesCents).toBe(9333);
    expect(report.rowsCents).toBe(9333);
    expect(report.capturedGiftCents).toBe(9333);
    const byOrg = Object.fromEntries(
      report.organizations.map((org: { organizationId: number }) => [org.organizationId, org]),
    );
    expect(byOrg[1]).toMatchObject({ giftCount: 2, totalCents: 3555 });
    const [org1] = await t.app.db.select().from(organizations).where(eq(organizations.id, 1));
    expect(org1?.ein).toMatch(/^\d{2}-\d{7}$/);
    expect(byOrg[1]).toMatchObject({ organizationName: org1?.organizationName, ein: org1?.ein });
    expect(byOrg[1].lines.map((line: { recipientName: string }) => line.recipientName).sort()).toEqual(['Ava', 'Liam']);
    expect(byOrg[2]).toMatchObject({ giftCount: 1, totalCents: 2445 });
    expect(byOrg[5]).toMatchObject({ giftCount: 1, totalCents: 3333 });
    expect(byOrg[5].lines[0]).toMatchObject({
      recipientName: 'Zoë',
      amountCents: 3333,
      orderIdentifier: purchases[2]?.order.orderIdentifier,
    });

    const table = await ops(t.database, ['disbursements', '--from', month.from, '--to', month.to]);
    expect(table.code).toBe(0);
    expect(table.stdout).toContain('Reconciled to the cent.');
    expect(table.stdout).toContain('3 redeemed code(s) worth $93.33; 4 gift line(s) totalling $93.33');
    expect(table.stdout).toMatch(/Zoë\s+\$33\.33/);

    const csv = await ops(t.database, ['disbursements', '--from', month.from, '--to', month.to, '--format', 'csv']);
    const lines = csv.stdout.trim().split('\n');
    expect(lines[0]).toBe(
      'organizationId,organizationName,ein,recipientName,amount,redeemedAt,orderIdentifier,giftLineId,payoutId,backup',
    );
    expect(lines).toHaveLength(5);
    const cents = lines.slice(1).reduce((sum, line) => sum + Math.round(Number(line.split(',')[4]) * 100), 0);
    expect(cents).toBe(9333);
    expect(csv.stderr).toContain('Reconciled to the cent.');

    // The period boundaries are honoured: the day before holds nothing of ours.
    const before = await ops(t.database, [
      'disbursements',
      '--from',
      month.from,
      '--to',
      month.from,
      '--format',
      'json',
    ]);
    expect(JSON.parse(before.stdout).redeemedCodes).toBe(0);
  });

  it('flags a deliberately broken period and refuses to mark it paid', async () => {
    const { month, purchases, redemptionIds } = await seededMonth();
    // A gift line that lost a cent, and an order whose payment was never captured.
    const [line] = await t.app.db
      .select()
      .from(redemptionSelections)
      .where(eq(redemptionSelections.redemptionId, redemptionIds[1] as number));
    await t.app.db
      .update(redemptionSelections)
      .set({ amountCents: (line?.amountCents ?? 0) - 1 })
      .where(eq(redemptionSelections.id, line?.id ?? 0));
    await t.app.db
      .update(orders)
      .set({ paymentMethod: 'skipped', paypalCaptureId: null })
      .where(eq(orders.id, purchases[2]?.order.rowId ?? 0));

    const run = await ops(t.database, ['disbursements', '--from', month.from, '--to', month.to]);
    expect(run.code).toBe(2);
    expect(run.stdout).toContain('DIFFERENCES');
    expect(run.stdout).toContain('redeemed codes $93.33 ≠ gift lines $93.32 (difference -$0.01)');
    expect(run.stdout).toContain(
      `${purchases[1]?.order.orderIdentifier}: code worth $40.00 but its gift lines add up to $39.99`,
    );
    expect(run.stdout).toContain(`${purchases[2]?.order.orderIdentifier}: no captured PayPal payment`);
    expect(run.stdout).toContain('captured PayPal gift amounts $60.00 ≠ redeemed codes $93.33');

    const mark = await ops(t.database, ['disbursements', '--from', month.from, '--to', month.to, ...markPaid(month)], {
      now: month.payday,
    });
    expect(mark.code).toBe(2);
    expect(mark.stderr).toContain('no payout was recorded');
    const items = await t.app.db
      .select()
      .from(payoutItems)
      .where(inArray(payoutItems.selectionId, [line?.id ?? 0]));
    expect(items).toEqual([]);
  });

  it('--mark-paid records the payout once: a second run and an overlapping period record nothing new', async () => {
    const { month, redemptionIds } = await seededMonth();
    const first = await ops(t.database, ['disbursements', '--from', month.from, '--to', month.to, ...markPaid(month)], {
      now: month.payday,
    });
    expect(first.code).toBe(0);
    const payoutId = Number(/Recorded payout #(\d+): 4 gift line\(s\), \$93\.33/.exec(first.stdout)?.[1]);
    expect(payoutId).toBeGreaterThan(0);
    const [payout] = await t.app.db.select().from(payouts).where(eq(payouts.id, payoutId));
    expect(payout).toMatchObject({
      giftCount: 4,
      totalCents: 9333,
      paidOn: month.paidOn,
      method: 'transfer',
      reference: 'TR-2030-001',
    });

    const second = await ops(
      t.database,
      ['disbursements', '--from', month.from, '--to', month.to, ...markPaid(month)],
      { now: month.payday },
    );
    // Asked to record a payout, it recorded none: it says why and exits 1.
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(
      `Nothing new to record: every gift line of this period is already in payout #${payoutId}`,
    );
    expect(second.stdout).toContain('to pay $0.00, already in a payout $93.33');
    expect(second.stdout).toContain(`paid #${payoutId}`);
    const items = await t.app.db.select().from(payoutItems).where(eq(payoutItems.payoutId, payoutId));
    expect(items).toHaveLength(4);

    // A new gift later in the month: an overlapping run pays only that one.
    const d = await capturedPurchase(t.app, { recipientName: 'Mia' });
    const rd = await redeem(t.app, d.code, [[3, 20]]);
    await setRedeemedAt(t.app, [rd], month.day(20));
    const third = await ops(t.database, ['disbursements', '--from', month.from, '--to', month.to, ...markPaid(month)], {
      now: month.payday,
    });
    expect(third.code).toBe(0);
    expect(third.stdout).toMatch(/Recorded payout #\d+: 1 gift line\(s\), \$20\.00/);
    const all = await t.app.db
      .select()
      .from(payoutItems)
      .innerJoin(redemptionSelections, eq(redemptionSelections.id, payoutItems.selectionId))
      .where(inArray(redemptionSelections.redemptionId, [...redemptionIds, rd]));
    expect(all).toHaveLength(5);
  });

  it('rejects a missing or malformed period', async () => {
    const missing = await ops(t.database, ['disbursements', '--to', '2030-01-31']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('--from is required');
    const bad = await ops(t.database, ['disbursements', '--from', '2030-02-30', '--to', '2030-03-01']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--from: not a date');
    const reversed = await ops(t.database, ['disbursements', '--from', '2030-03-01', '--to', '2030-02-01']);
    expect(reversed.code).toBe(1);
    expect(reversed.stderr).toContain('--to must be after --from');
  });
});

describe('ops unredeemed', () => {
  it('lists paid, unredeemed gifts older than the given age, oldest first, with the purchaser to contact', async () => {
    const old = await paidOrderWithCode(t.app, { recipientName: 'Old' });
    const older = await paidOrderWithCode(t.app, { recipientName: 'Older' });
    const fresh = await paidOrderWithCode(t.app, { recipientName: 'Fresh' });
    const used = await paidOrderWithCode(t.app, { recipientName: 'Used' });
    await redeem(t.app, used.code, [[1, 20]]);
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * 24 * 3600 * 1000);
    await t.app.db
      .update(orders)
      .set({ paidAt: ago(200) })
      .where(eq(orders.id, old.order.rowId));
    await t.app.db
      .update(orders)
      .set({ paidAt: ago(400) })
      .where(eq(orders.id, older.order.rowId));
    await t.app.db
      .update(orders)
      .set({ paidAt: ago(400) })
      .where(eq(orders.id, used.order.rowId));

    const run = await ops(t.database, ['unredeemed', '--older-than', '6m', '--format', 'json'], { now });
    expect(run.code).toBe(0);
    const ids = (JSON.parse(run.stdout) as { orderIdentifier: string; ageDays: number; email: string }[]).filter(
      (row) => [old, older, fresh, used].some((p) => p.order.orderIdentifier === row.orderIdentifier),
    );
    expect(ids.map((row) => row.orderIdentifier)).toEqual([older.order.orderIdentifier, old.order.orderIdentifier]);
    expect(ids.map((row) => row.ageDays)).toEqual([400, 200]);
    expect(ids[0]?.email).toBe('parent@example.com');

    const year = await ops(t.database, ['unredeemed', '--older-than', '1y', '--format', 'json'], { now });
    const yearIds = (JSON.parse(year.stdout) as { orderIdentifier: string }[]).map((row) => row.orderIdentifier);
    expect(yearIds).toContain(older.order.orderIdentifier);
    expect(yearIds).not.toContain(old.order.orderIdentifier);
    for (const unit of ['30d', '2w']) {
      const more = await ops(t.database, ['unredeemed', '--older-than', unit, '--format', 'json'], { now });
      expect(more.stdout).toContain(old.order.orderIdentifier);
      expect(more.stdout).not.toContain(fresh.order.orderIdentifier);
    }
    const table = await ops(t.database, ['unredeemed', '--older-than', '6m'], { now });
    expect(table.stdout).toContain('a gift still unused at one year goes to its backup charity');
    const bad = await ops(t.database, ['unredeemed', '--older-than', '6 months']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('d, w, m or y');
  });

  it('the seeded FAQ states the policy: reminders to the grown-up, the notice, the backup gift at one year', async () => {
    const faq = (await t.app.inject({ method: 'GET', url: '/api/FAQ' })).json() as { heading: string; text: string }[];
    const policy = faq.find((item) => item.heading === 'Do gifts expire?');
    expect(policy?.text).toBe(GIFTS_EXPIRE_ANSWER);
    for (const part of [
      'never kept by Little Givers',
      'not been used 30 days after the card reached the child, and again after 90 days',
      'counted from the day the card reached them',
      'never to the child',
      'backup charity',
      NEEDED_MOST_RULE,
      '30 days before the gift’s year is up, we tell the person who bought it',
      'At one year, the gift is donated to the backup charity in the child’s name',
      'tells them kindly where their gift went and when',
    ])
      expect(policy?.text).toContain(part);
    expect(faqSeed.filter((item) => item.heading === 'Do gifts expire?')).toHaveLength(1);
  });
});
