/**
 * /impact keeps up with children's choices without a payout: every API process looks for new gift
 * lines every LEDGER_REFRESH_INTERVAL_MS (default one minute, at most five) and rebuilds the
 * aggregates when there are some; the answer says when it was rebuilt (`refreshedAt`).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config';
import { createLedgerKeeper } from '../../src/services/ledger';
import { buildTestApp, type TestApp } from '../helpers';
import { capturedPurchase, redeem } from '../ops/ops-helpers';

let t: TestApp;
beforeAll(async () => {
  // The API's own timer, at a tenth of a second so the test does not wait a minute.
  t = await buildTestApp({ env: { LEDGER_REFRESH_INTERVAL_MS: '100' } });
}, 180_000);
afterAll(async () => t?.close());

async function impact() {
  const answer = await t.app.inject({ method: 'GET', url: '/api/impact' });
  expect(answer.statusCode).toBe(200);
  return answer.json() as {
    refreshedAt: string | null;
    totals: { gifts: number; giftCents: number; paidCents: number };
  };
}

describe('/impact', () => {
  it('shows three children’s choices without a payout, and says when it was updated', async () => {
    const before = await impact();
    const chosenAt = Date.now();
    for (const organization of [1, 2, 3]) {
      const gift = await capturedPurchase(t.app);
      await redeem(t.app, gift.code, [[organization, 20]]);
    }
    await vi.waitFor(
      async () => {
        const now = await impact();
        expect(now.totals.gifts).toBe(before.totals.gifts + 3);
      },
      { timeout: 20_000, interval: 200 },
    );
    const after = await impact();
    expect(after.totals.giftCents).toBe(before.totals.giftCents + 6000);
    expect(after.totals.paidCents).toBe(before.totals.paidCents);
    expect(new Date(after.refreshedAt ?? 0).getTime()).toBeGreaterThanOrEqual(chosenAt - 1000);
  });

  it('rebuilds only when a gift line was written since the last look', async () => {
    const keep = createLedgerKeeper(t.app.repositories);
    expect(await keep()).toBe(true); // a process's first look rebuilds once
    expect(await keep()).toBe(false);
    const gift = await capturedPurchase(t.app);
    await redeem(t.app, gift.code, [[1, 20]]);
    expect(await keep()).toBe(true);
    expect(await keep()).toBe(false);
  });

  it('refreshes every minute by default, and never less often than every five minutes', () => {
    expect(loadConfig({}).ledgerRefreshIntervalMs).toBe(60_000);
    expect(() => loadConfig({ LEDGER_REFRESH_INTERVAL_MS: String(5 * 60_000 + 1) })).toThrow(
      /LEDGER_REFRESH_INTERVAL_MS/,
    );
  });
});
