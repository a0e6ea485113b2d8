// Print at home and `ops print`: runs scripts/bench/api/print-run.mjs in processes of their own (the
// API's tsx loads the API's TypeScript; no port is opened): one card PDF on request (200 downloads
// after 10 warm-ups: p50/p95/max), then `ops print` of 100 and of 1,000 paid cards (duration, file
// sizes, how far RSS rose during the batch). Returns the figures.
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
  const print100 = await run(['--mode', 'print', '--cards', '100']);
  const print1000 = await run(['--mode', 'print', '--cards', '1000']);
  log(
    `  ops print: 100 cards ${(print100.durationMs / 1000).toFixed(1)} s (RSS +${print100.rssGrowthMb} MB), ` +
      `1,000 cards ${(print1000.durationMs / 1000).toFixed(1)} s (RSS +${print1000.rssGrowthMb} MB)`,
  );
  return { download, print100, print1000 };
}
