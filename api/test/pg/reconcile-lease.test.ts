/**
 * One reconciliation run at a time across API processes: two apps (two connection pools, as two
 * processes) on one PostgreSQL database start a run at the same moment; one does the work, the
 * other skips, and every unpaid order is looked at exactly once.
 */
import { eq } from 'drizzle-orm';
import { orders } from '../../src/db/schema';
import { buildTestApp, createOrder, type TestApp } from '../helpers';

let first: TestApp;
let second: TestApp;
beforeEach(async () => {
  first = await buildTestApp();
  second = await buildTestApp({ database: first.database });
});
afterEach(async () => {
  await second.close();
  await first.close();
});

describe('reconciliation on PostgreSQL', () => {
  it('two concurrent runs from two processes: one does the work, the other skips', async () => {
    const created = [];
    for (let i = 0; i < 6; i += 1) created.push(await createOrder(first.app));
    const silent = { warn: () => undefined };
    for (let round = 0; round < 3; round += 1) {
      const at = new Date(Date.now() + round * 61 * 60_000);
      const results = await Promise.all([
        first.app.reconciliation.run({ minAgeMs: 0, now: () => at }, silent),
        second.app.reconciliation.run({ minAgeMs: 0, now: () => at }, silent),
      ]);
      expect(results.map((result) => result.ran).sort()).toEqual([false, true]);
      const worker = results.find((result) => result.ran);
      expect(worker).toMatchObject({ checked: 6, deferred: 6 });
    }
    for (const order of created) {
      const [row] = await first.app.db.select().from(orders).where(eq(orders.id, order.rowId));
      expect(row?.reconcileAttempts).toBe(3);
    }
  });
});
