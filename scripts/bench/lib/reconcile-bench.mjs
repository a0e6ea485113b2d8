// Reconciliation with 10,000 abandoned orders: runs scripts/bench/api/reconcile-run.mjs in a process
// of its own (the API's tsx loads the API's TypeScript; no port is opened) and returns its figures.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { root } from './paths.mjs';

/**
 * @returns {Promise<{abandonedOrders:number, batchSize:number, callsPerRunBefore:number,
 *   run:{ran:boolean, checked:number, closed:number, durationMs:number, paypalCalls:number},
 *   secondRun:{checked:number, closed:number, durationMs:number, paypalCalls:number}}>}
 */
export function benchReconcile() {
  const tsx = path.join(root, 'api', 'node_modules', '.bin', 'tsx');
  const script = path.join(root, 'scripts', 'bench', 'api', 'reconcile-run.mjs');
  return new Promise((resolve, reject) => {
    execFile(tsx, [script], { cwd: path.join(root, 'api'), maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`reconcile bench failed: ${error.message}\n${stderr}`));
      const line = stdout.trim().split('\n').at(-1) ?? '';
      try {
        resolve(JSON.parse(line));
      } catch {
        reject(new Error(`reconcile bench printed no figures: ${stdout.slice(-500)}`));
      }
    });
  });
}
