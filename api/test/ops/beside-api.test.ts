/**
 * Operators beside a running site on the embedded database: the API opens a PGlite folder and serves
 * it on the folder's Unix socket; ops commands connect through it (the folder is in use, so opening
 * it directly would be refused) and the API sees what they change. The API's in-process
 * transactions and a socket client's transactions exclude each other.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoot, loadConfig } from '../../src/config';
import { type Database, openDatabase } from '../../src/db/client';
import { socketPath } from '../../src/db/pglite-socket';
import { faqItems, orderShipments, orders } from '../../src/db/schema';
import { seed } from '../../src/db/seed';
import { openOpsDatabase } from '../../src/ops/pglite-lock';
import { buildTestApp, paidOrderWithCode, type TestApp } from '../helpers';
import { runCapturing } from './ops-helpers';

let dataDir: string;
let served: Database;
let t: TestApp;
const env = () => ({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RECONCILE_INTERVAL_MS: '0' });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lg-beside-api-'));
  served = await openDatabase({ databaseUrl: undefined, dataDir }, { serveSocket: true });
  await seed(served.db);
  // Content versions are read on every request: the API shows an import at once.
  t = await buildTestApp({ database: served, env: { CONTENT_VERSION_CHECK_MS: '0' } });
});
afterAll(async () => {
  await t?.close();
  await served?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** An ops command line as `pnpm --filter api ops` runs it, opening the database as cli.ts does. */
function opsBesideApi(argv: string[]) {
  return runCapturing(argv, async () => {
    const config = loadConfig(env());
    return { config, database: await openOpsDatabase(config) };
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('ops commands while the API serves the embedded database', () => {
  it('the socket is in the data folder, for this user only, and the folder is in use', async () => {
    const mode = statSync(socketPath(dataDir)).mode;
    expect(statSync(socketPath(dataDir)).isSocket()).toBe(true);
    expect(mode & 0o077).toBe(0);
    expect(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').length).toBeGreaterThan(0);
  });

  it('ops orders, print and ship work through the socket and the API sees their changes', async () => {
    const { order } = await paidOrderWithCode(t.app, { package: 1 });
    const id = order.orderIdentifier;

    const listed = await opsBesideApi(['orders', '--status', 'paid', '--format', 'json']);
    expect(listed.code).toBe(0);
    expect((JSON.parse(listed.stdout) as { orderIdentifier: string }[]).map((row) => row.orderIdentifier)).toContain(
      id,
    );

    const out = mkdtempSync(path.join(tmpdir(), 'lg-beside-api-print-'));
    try {
      const printed = await opsBesideApi(['print', '--out', path.join(out, 'batch')]);
      expect(printed.code).toBe(0);
      expect(statSync(path.join(out, 'batch', 'cards.pdf')).size).toBeGreaterThan(0);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
    const [afterPrint] = await t.app.db.select().from(orders).where(eq(orders.id, order.rowId));
    expect(afterPrint?.printedAt).toBeInstanceOf(Date);

    const shipped = await opsBesideApi(['ship', id]);
    expect(shipped.code).toBe(0);
    expect(shipped.stdout).toContain(`${id}: marked shipped`);
    const shipments = await t.app.db.select().from(orderShipments).where(eq(orderShipments.orderId, order.rowId));
    expect(shipments).toHaveLength(1);
  });

  it('ops content import changes what the API serves', async () => {
    const exported = await opsBesideApi(['content', 'export']);
    expect(exported.code).toBe(0);
    const doc = JSON.parse(exported.stdout) as { faq: { heading: string }[] };
    const first = doc.faq[0];
    if (!first) throw new Error('no FAQ exported');
    first.heading = `${first.heading} (imported beside the API)`;
    const file = path.join(dataDir, '..', `lg-beside-api-content-${process.pid}.json`);
    writeFileSync(file, JSON.stringify(doc));
    try {
      const imported = await opsBesideApi(['content', 'import', file]);
      expect(imported.code).toBe(0);
    } finally {
      rmSync(file, { force: true });
    }
    const faq = (await t.app.inject({ method: 'GET', url: '/api/FAQ' })).json() as { heading: string }[];
    expect(faq.map((item) => item.heading)).toContain(first.heading);
  });

  it('the real command line (a second process) reads the folder the API holds', async () => {
    const { order } = await paidOrderWithCode(t.app, { package: 1 });
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const { stdout } = await promisify(execFile)(
      path.join(apiRoot, 'node_modules', '.bin', 'tsx'),
      ['src/ops/cli.ts', 'orders', '--format', 'json'],
      { cwd: apiRoot, env: { ...inherited, ...env() } },
    );
    expect((JSON.parse(stdout) as { orderIdentifier: string }[]).map((row) => row.orderIdentifier)).toContain(
      order.orderIdentifier,
    );
  });

  it("an API transaction and an ops transaction at once: the rollback of one never undoes the other's write", async () => {
    const rows = await t.app.db.select().from(faqItems).orderBy(asc(faqItems.sortOrder)).limit(2);
    const [apiRow, opsRow] = rows;
    if (!apiRow || !opsRow) throw new Error('two FAQ rows are needed');
    const ops = await openOpsDatabase(loadConfig(env()));
    class Abort extends Error {}
    /** Writes a heading in a transaction with a pause inside, then commits or rolls back. */
    const write = async (database: Database['db'], id: number, heading: string, outcome: 'commit' | 'rollback') =>
      database
        .transaction(async (tx) => {
          await tx.update(faqItems).set({ heading }).where(eq(faqItems.id, id));
          await pause(150);
          if (outcome === 'rollback') throw new Abort();
        })
        .catch((error: unknown) => {
          if (!(error instanceof Abort)) throw error;
        });
    const headingOf = async (id: number) =>
      (await t.app.db.select().from(faqItems).where(eq(faqItems.id, id)))[0]?.heading;
    try {
      // The API rolls back while the ops command commits, both started together; then the other way round.
      await Promise.all([
        write(t.app.db, apiRow.id, 'api: rolled back', 'rollback'),
        write(ops.db, opsRow.id, 'ops: committed', 'commit'),
      ]);
      expect(await headingOf(opsRow.id)).toBe('ops: committed');
      expect(await headingOf(apiRow.id)).toBe(apiRow.heading);

      await Promise.all([
        write(ops.db, opsRow.id, 'ops: rolled back', 'rollback'),
        write(t.app.db, apiRow.id, 'api: committed', 'commit'),
      ]);
      expect(await headingOf(apiRow.id)).toBe('api: committed');
      expect(await headingOf(opsRow.id)).toBe('ops: committed');
    } finally {
      await ops.close();
    }
  });
});
