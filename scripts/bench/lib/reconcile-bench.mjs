// Reconciliation with 10,000 abandoned orders: runs scripts/bench/api/reconcile-run.mjs in a process
// of its own (the API's tsx loads the API's TypeScript; no port is opened) and returns its figures.
import { runApiScript } from './api-script.mjs';

/**
 * @returns {Promise<{abandonedOrders:number, batchSize:number, callsPerRunBefore:number,
 *   run:{ran:boolean, checked:number, closed:number, durationMs:number, paypalCalls:number},
 *   secondRun:{checked:number, closed:number, durationMs:number, paypalCalls:number}}>}
 */
export function benchReconcile() {
  return runApiScript('reconcile-run.mjs', { label: 'reconcile' });
}
