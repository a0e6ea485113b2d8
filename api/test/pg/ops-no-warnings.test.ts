/**
 * PostgreSQL: the operator commands that write content in one transaction (`ops content import`,
 * `activate`, `deactivate`), run as an operator runs them (the root `ops` script, a process of its
 * own), print their summary and no library warning: inside a transaction every query waits for the
 * one before it on the transaction's connection (pg deprecates a query sent while another runs).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoot } from '../../src/config';
import { usingPostgres } from '../helpers';

if (!usingPostgres) throw new Error('test/pg runs with TEST_DATABASE_URL (pnpm --filter api test:pg)');

const root = path.resolve(apiRoot, '..');
const name = `lg_ops_warn_${process.pid}`;
const admin = () => new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
let databaseUrl: string;
let dir: string;

beforeAll(async () => {
  const client = admin();
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dir = mkdtempSync(path.join(tmpdir(), 'lg-ops-warn-'));
});

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  const client = admin();
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.end();
});

/** `pnpm --silent ops …` as the root script runs it, on this file's database. */
function ops(...args: string[]) {
  const { NODE_OPTIONS: _loader, ...env } = process.env;
  return spawnSync(process.execPath, [path.join(root, 'scripts', 'ops.mjs'), ...args], {
    cwd: root,
    env: { ...env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
}

describe('ops content on PostgreSQL, in a process of its own', () => {
  it('imports, deactivates and activates with a summary and no DeprecationWarning', () => {
    const file = path.join(dir, 'content.json');
    // A fresh database gets the sample content from its first reconciliation pass.
    expect(ops('reconcile').status).toBe(0);
    const exported = ops('content', 'export', '--out', file);
    expect(exported.status, exported.stderr).toBe(0);
    const runs = {
      import: ops('content', 'import', file),
      deactivate: ops('content', 'deactivate', '1'),
      // The file still has organization 1 active: a change to import.
      dryRun: ops('content', 'import', file, '--dry-run'),
      activate: ops('content', 'activate', '1'),
    };
    expect(runs.import.stdout).toMatch(/^No changes: the database already holds this content/);
    expect(runs.deactivate.stdout).toMatch(/^deactivated: 1 .+; content version is now \d+\.\n$/);
    expect(runs.activate.stdout).toMatch(/^activated: 1 .+; content version is now \d+\.\n$/);
    expect(runs.dryRun.stdout).toMatch(/^Dry run: the file is valid and would be imported/);
    for (const [what, run] of Object.entries(runs)) {
      expect(run.status, `${what}: ${run.stderr}`).toBe(0);
      expect(run.stderr, what).not.toContain('DeprecationWarning');
      expect(run.stderr, what).toBe('');
    }
  }, 300_000); // six ops processes, each starting tsx
});
