/** The ops command line itself: help for every command, bad command lines, the PGlite folder check. */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { apiRoot } from '../../src/config';
import { commands } from '../../src/ops/run';
import { runCapturing } from './ops-helpers';

function offline(argv: string[]) {
  return runCapturing(argv, async () => {
    throw new Error('help must not open the database');
  });
}

describe('ops command line', () => {
  it('--help lists every command, and every command has its own --help', async () => {
    const general = await offline(['--help']);
    expect(general.code).toBe(0);
    const names = Object.keys(commands);
    expect(names).toEqual(
      expect.arrayContaining([
        'print',
        'ship',
        'orders',
        'reissue',
        'disbursements',
        'unredeemed',
        'content',
        'print-queue',
        'mark-printed',
        'reconcile',
      ]),
    );
    for (const name of names) {
      expect(general.stdout).toContain(`  ${name} `);
      const help = await offline([name, '--help']);
      expect(help.code).toBe(0);
      expect(help.stdout).toContain(`usage: ops ${name}`);
      expect((await offline(['help', name])).stdout).toBe(help.stdout);
    }
  });

  it('an unknown command or option exits 64 with the usage', async () => {
    const unknown = await offline(['frobnicate']);
    expect(unknown.code).toBe(64);
    expect(unknown.stderr).toContain('unknown command: frobnicate');
    const option = await offline(['unredeemed', '--older', '6m']);
    expect(option.code).toBe(64);
    expect(option.stderr).toContain('usage: ops unredeemed');
  });

  it('refuses a PGlite folder in use by a process that does not serve it, with a clear message (a real process)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lg-ops-lock-'));
    try {
      writeFileSync(path.join(dataDir, 'postmaster.pid'), '-42\n/pglite/data\n');
      const { DATABASE_URL: _ignored, ...inherited } = process.env;
      const tsx = path.join(apiRoot, 'node_modules', '.bin', 'tsx');
      const run = promisify(execFile);
      const failure = await run(tsx, ['src/ops/cli.ts', 'orders'], {
        cwd: apiRoot,
        env: { ...inherited, DATA_DIR: dataDir },
      }).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toContain(`The PGlite folder ${dataDir} is in use`);
      expect(failure?.stderr).toContain('does not serve it on its socket');
      const help = await run(tsx, ['src/ops/cli.ts', '--help'], {
        cwd: apiRoot,
        env: { ...inherited, DATA_DIR: dataDir },
      });
      expect(help.stdout).toContain('Little Givers operator commands');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
