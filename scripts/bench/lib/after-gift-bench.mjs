// After the gift at scale, on PostgreSQL: runs scripts/bench/api/after-gift-run.mjs in a process of
// its own (a database of its own on the server of BENCH_DATABASE_URL, default the test server at
// 127.0.0.1:5432; no port is opened) and returns its figures: GET /api/impact's p50/p95 over
// 1,000,000 redeemed gifts and 50,000 payouts, the ledger's rebuild, and the daily after-gift run
// over 1,000,000 open gifts (BENCH_REDEEMED, BENCH_PAYOUTS, BENCH_OPEN scale it down).
import { runApiScript } from './api-script.mjs';

/**
 * @returns {Promise<{redeemedGifts:number, payouts:number, openGifts:number,
 *   impact:{requests:number, p50Ms:number, p95Ms:number, bytes:number},
 *   dailyRun:{ms:number, reminders:Record<string, number>, notices:number, backupGifts:number},
 *   secondRun:{ms:number}, timings:Record<string, number>}>}
 */
export function benchAfterGift() {
  return runApiScript('after-gift-run.mjs', { label: 'after-gift' });
}
