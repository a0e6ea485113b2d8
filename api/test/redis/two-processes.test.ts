/** `test:redis`: two real API processes (own ports, own databases) behind one Redis hold one limit. */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiRoot } from '../../src/config';

const prefix = `lgproc-${randomBytes(6).toString('hex')}`;
const base = 20000 + Math.floor(Math.random() * 20000);
const ports = [base, base + 1];
const dirs: string[] = [];
const processes: ChildProcess[] = [];

async function waitForHealth(port: number) {
  for (let i = 0; i < 300; i += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`API on port ${port} did not start`);
}

beforeAll(async () => {
  for (const port of ports) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lg-proc-'));
    dirs.push(dataDir);
    const { DATABASE_URL: _db, TEST_DATABASE_URL: _test, ...env } = process.env;
    const child = spawn(path.join(apiRoot, 'node_modules', '.bin', 'tsx'), ['src/server.ts'], {
      cwd: apiRoot,
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEBUG: 'true',
        LOG_LEVEL: 'warn',
        RECONCILE_INTERVAL_MS: '0',
        RATE_LIMIT_PREFIX: prefix,
        REDIS_URL: process.env.REDIS_URL,
      },
      stdio: 'ignore',
    });
    processes.push(child);
  }
  await Promise.all(ports.map(waitForHealth));
}, 120_000);

afterAll(async () => {
  for (const child of processes) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('two API processes sharing one Redis', () => {
  it('hold one limit of wrong codes between them', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const response = await fetch(`http://127.0.0.1:${ports[i % 2]}/api/redemptionSession`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ redemptionCode: `WRONG-${i}`, captcha: null }),
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual(Array(10).fill(429));
  });
});
