// Print at home and `ops print`: runs scripts/bench/api/print-run.mjs in processes of their own (the
// API's tsx loads the API's TypeScript; no port is opened): one card PDF on request (200 downloads
// after 10 warm-ups: p50/p95/max), then `ops print` of 1,000 paid cards timed, and of 100 and 1,000
// with their memory sampled (live heap after full collections, and RSS, above the level before the
// batch). Returns the figures (the 1,000-card entry carries the timed run's duration).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { root } from './paths.mjs';

function run(args) {
  const tsx = path.join(root, 'api', 'node_modules', '.bin', 'tsx');
  const script = path.join(root, 'scripts', 'bench', 'api', 'print-run.mjs');
  return new Promise((resolve, reject) => {
    execFile(
      tsx,
      [script, ...args],
      // --expose-gc: the batch's live memory is sampled after full collections.
      {
        cwd: path.join(root, 'api'),
        maxBuffer: 16 * 1024 * 1024,
        env: { ...process.env, NODE_OPTIONS: '--expose-gc' },
      },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`print bench failed: ${error.message}\n${stderr}`));
        const line = stdout.trim().split('\n').at(-1) ?? '';
        try {
          resolve(JSON.parse(line));
        } catch {
          reject(new Error(`print bench printed no figures: ${stdout.slice(-500)}`));
        }
      },
    );
  });
}

export async function benchPrint({ log = () => {} } = {}) {
  const download = await run(['--mode', 'download', '--requests', '200']);
  log(`  card PDF on request: p50 ${download.p50Ms.toFixed(0)} ms, p95 ${download.p95Ms.toFixed(0)} ms`);
  const timed = await run(['--mode', 'print', '--cards', '1000']);
  const sampled = (cards) => run(['--mode', 'print', '--cards', String(cards), '--sample-memory']);
  const print100 = await sampled(100);
  const print1000 = { ...(await sampled(1000)), durationMs: timed.durationMs };
  log(
    `  ops print of 1,000 cards: ${(timed.durationMs / 1000).toFixed(1)} s; memory during the batch, 100 vs 1,000 cards: ` +
      `live heap +${print100.liveGrowthMb} / +${print1000.liveGrowthMb} MB, RSS +${print100.rssGrowthMb} / +${print1000.rssGrowthMb} MB`,
  );
  return { download, print100, print1000 };
}
