/** `test:redis`: two real API processes (own ports, own databases) behind one Redis hold one limit. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ApiProcess, startApiProcesses, stopApiProcesses } from '../api-process';

const prefix = `lgproc-${randomBytes(6).toString('hex')}`;
const dirs: string[] = [];
const processes: ApiProcess[] = [];
let ports: number[] = [];

beforeAll(async () => {
  const { DATABASE_URL: _db, TEST_DATABASE_URL: _test, ...env } = process.env;
  const envs = [0, 1].map(() => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lg-proc-'));
    dirs.push(dataDir);
    return {
      ...env,
      DATA_DIR: dataDir,
      DEBUG: 'true',
      LOG_LEVEL: 'warn',
      RECONCILE_INTERVAL_MS: '0',
      RATE_LIMIT_PREFIX: prefix,
      REDIS_URL: process.env.REDIS_URL,
    };
  });
  processes.push(...(await startApiProcesses(envs)));
  ports = processes.map((api) => api.port);
}, 120_000);

afterAll(async () => {
  await stopApiProcesses(processes);
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
