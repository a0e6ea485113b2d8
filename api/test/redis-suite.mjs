// `pnpm --filter api test:redis`: the Redis suite where a server answers at REDIS_URL (default
// redis://127.0.0.1:6379). Elsewhere it prints one line saying it was skipped and why, and exits 0,
// or 1 when REDIS_REQUIRED is set (CI always has Redis, so a skip there is a failure).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isPortOpen } from '@littlegivers/tooling/port-open';

const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const { hostname, port } = new URL(url);
if (!(await isPortOpen(hostname.replace(/^\[|\]$/g, ''), Number(port || 6379)))) {
  const required = !!process.env.REDIS_REQUIRED;
  console.log(
    `test:redis ${required ? 'FAILED' : 'skipped'}: no Redis server answers at ${url} (start one, or set REDIS_URL)` +
      (required ? '; REDIS_REQUIRED is set' : ''),
  );
  process.exit(required ? 1 : 0);
}
const vitest = path.join(path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const child = spawn(process.execPath, [vitest, 'run', '--config', 'vitest.redis.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, REDIS_URL: url },
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
