/** `test:pg`: ops commands run at the same time (PGlite serialises queries; PostgreSQL does not). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { codeReissues, payoutItems, redemptionSelections } from '../../src/db/schema';
import { buildTestApp, paidOrderWithCode, type TestApp, usingPostgres } from '../helpers';
import { capturedPurchase, privateMonth, redeem, setRedeemedAt } from '../ops/ops-helpers';

let t: TestApp;
let out: string;
beforeAll(async () => {
  if (!usingPostgres) throw new Error('run with TEST_DATABASE_URL (pnpm --filter api test:pg)');
  t = await buildTestApp();
  out = mkdtempSync(path.join(tmpdir(), 'lg-ops-pg-'));
});
afterAll(async () => {
  await t.close();
  rmSync(out, { recursive: true, force: true });
});

describe('ops concurrency on PostgreSQL', () => {
  it('two simultaneous `ops print` runs never print the same order twice', async () => {
    expect(t.database.kind).toBe('postgres');
    const mine = new Set<string>();
    for (let i = 0; i < 6; i += 1) mine.add((await paidOrderWithCode(t.app)).order.orderIdentifier);
    const now = new Date();
    const [a, b] = await Promise.all([
      t.app.printing.printBatch({ outDir: path.join(out, 'a'), now }),
      t.app.printing.printBatch({ outDir: path.join(out, 'b'), now }),
    ]);
    const printedA = a.printed.map((entry) => entry.orderIdentifier);
    const printedB = b.printed.map((entry) => entry.orderIdentifier);
    expect(printedA.filter((id) => printedB.includes(id))).toEqual([]);
    for (const id of mine) expect([...printedA, ...printedB]).toContain(id);
  });

  it('simultaneous reissues of one order issue one new code', async () => {
    const { order } = await paidOrderWithCode(t.app);
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.app.reissue.reissueCode(order.orderIdentifier, { now })),
    );
    expect(results.filter((result) => result.outcome === 'reissued')).toHaveLength(1);
    expect(await t.app.db.select().from(codeReissues).where(eq(codeReissues.orderId, order.rowId))).toHaveLength(1);
  });

  it('simultaneous --mark-paid runs record each gift line once', async () => {
    const month = privateMonth();
    const purchase = await capturedPurchase(t.app);
    const redemptionId = await redeem(t.app, purchase.code, [[1, 20]]);
    await setRedeemedAt(t.app, [redemptionId], month.day(5));
    const from = new Date(`${month.from}T00:00:00Z`);
    const to = new Date(new Date(`${month.to}T00:00:00Z`).getTime() + 24 * 3600 * 1000);
    const reports = await Promise.all([t.app.payouts.disbursement(from, to), t.app.payouts.disbursement(from, to)]);
    const outcomes = await Promise.allSettled(
      reports.map((report) =>
        t.app.payouts.markPaid(report, { paidOn: '2030-01-31', method: 'transfer', reference: 'T-1' }),
      ),
    );
    const recorded = outcomes.filter((o) => o.status === 'fulfilled' && o.value.outcome === 'recorded');
    expect(recorded).toHaveLength(1);
    for (const outcome of outcomes)
      if (outcome.status === 'rejected') expect(String(outcome.reason)).toContain('Another run recorded');
    const lines = await t.app.db
      .select({ id: redemptionSelections.id })
      .from(redemptionSelections)
      .where(eq(redemptionSelections.redemptionId, redemptionId));
    const items = await t.app.db
      .select()
      .from(payoutItems)
      .where(
        inArray(
          payoutItems.selectionId,
          lines.map((line) => line.id),
        ),
      );
    expect(items).toHaveLength(1);
  });
});
