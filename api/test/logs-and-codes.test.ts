import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { isWellFormedRedemptionCode, normalizeRedemptionCode } from '@littlegivers/shared/contract/redemption-code';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { apiRoot, loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { redemptions } from '../src/db/schema';
import { seed } from '../src/db/seed';
import { CodeVault } from '../src/lib/code-vault';
import { printQueue, toCsv } from '../src/services/print-queue';
import { buildTestApp, buyer, createOrder, paidOrderWithCode, paymentData } from './helpers';

describe('redemption codes at rest', () => {
  it('are 16 symbols (80 bits), stored as an HMAC and AES-GCM ciphertext only', async () => {
    const t = await buildTestApp();
    try {
      const { code, order } = await paidOrderWithCode(t.app);
      expect(isWellFormedRedemptionCode(code)).toBe(true);
      const [row] = await t.app.db.select().from(redemptions).where(eq(redemptions.orderId, order.rowId));
      const dump = JSON.stringify(row);
      expect(dump).not.toContain(code);
      expect(row?.codeHash).toBe(t.app.vault.hash(code));
      expect(row?.codeHash).toBe(t.app.vault.hash(code.toLowerCase().replace(/(.{4})/g, '$1 ')));
      // Another key cannot read or match it.
      const other = new CodeVault('another-secret-key-for-testing');
      expect(other.hash(code)).not.toBe(row?.codeHash);
      expect(() => other.decrypt(row?.codeCiphertext ?? '')).toThrow();
    } finally {
      await t.close();
    }
  });

  it('normalisation folds look-alikes so a printed 0 or 1 typed as O, I or L still matches', () => {
    const vault = new CodeVault('k'.repeat(32));
    expect(vault.hash('0111-ABCD-EFGH-JKMN')).toBe(vault.hash('oIl1 abcd efgh jkmn'));
    expect(normalizeRedemptionCode('oIl1-abcd')).toBe('0111ABCD');
  });
});

describe('logs', () => {
  it('never contain redemption codes, session ids or payer details', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const t = await buildTestApp({ logStream });
    try {
      const order = await createOrder(t.app);
      await buyer(t.app, order.payPalOrderId, 'approve');
      await t.app.inject({
        method: 'POST',
        url: `/api/Order/${order.id}/paypalData`,
        payload: paymentData(order.payPalOrderId),
      });
      const [row] = await t.app.db.select().from(redemptions).where(eq(redemptions.orderId, order.rowId));
      const code = t.app.vault.decrypt(row?.codeCiphertext ?? '');
      const session = (
        await t.app.inject({
          method: 'POST',
          url: '/api/redemptionSession',
          payload: { redemptionCode: code, captcha: null },
        })
      ).json();
      await t.app.inject({
        method: 'POST',
        url: '/api/redemptionSession',
        payload: { redemptionCode: `${code}X`, captcha: null },
      });
      // Even code that logs such fields by mistake gets them censored.
      t.app.log.info(
        { redemptionCode: code, payerEmail: 'payer-secret@example.com', body: { sessionId: session.sessionId } },
        'oops',
      );
      const text = lines.join('');
      expect(lines.length).toBeGreaterThan(5);
      expect(text).toContain('[redacted]');
      for (const secret of [
        code,
        session.sessionId,
        'payer-secret@example.com',
        'Payerfirst',
        'Payerlast',
        'PAYERID42',
        'parent@example.com',
      ]) {
        expect(text).not.toContain(secret);
      }
    } finally {
      await t.close();
    }
  });
});

describe('print queue', () => {
  it('lists paid orders with greeting as rendered, font size, names, code, ship-to and package', async () => {
    const t = await buildTestApp();
    try {
      const chosen = await paidOrderWithCode(t.app);
      const custom = await paidOrderWithCode(t.app, {
        cardType: null,
        customMessage: 'Go change the world, kiddo!',
        fromName: '',
      });
      await createOrder(t.app); // unpaid: not in the queue
      const mine = new Set([chosen.order.orderIdentifier, custom.order.orderIdentifier]);
      const entries = (await printQueue(t.app.repositories.postal, t.app.vault)).filter((e) =>
        mine.has(e.orderIdentifier),
      );
      expect(entries.map((e) => e.orderIdentifier)).toEqual([
        chosen.order.orderIdentifier,
        custom.order.orderIdentifier,
      ]);
      const [first, second] = entries;
      expect(first).toMatchObject({
        recipientName: 'Ava',
        fromName: 'Sam',
        greetingHeader: 'Happy Birthday, Ava!',
        greetingLines: [
          'Here is the gift of giving, from Sam.',
          'Choose a charity and make a difference in the world.',
        ],
        fontSize: 32,
        lineHeight: 44,
        amount: 20,
        shipTo: {
          name: 'Pat Lee',
          address1: '1 Main St',
          address2: 'Apt 2',
          city: 'Springfield',
          state: 'IL',
          zipcode: '62701',
        },
        package: { id: 2, tracked: true },
      });
      expect(first?.redemptionCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      expect(normalizeRedemptionCode(first?.redemptionCode ?? '')).toBe(chosen.code);
      expect(second).toMatchObject({
        greetingHeader: 'Go change the world, kiddo!',
        greetingCustom: true,
        fontSize: 32,
        lineHeight: 44,
      });
      const csv = toCsv(entries);
      expect(csv.split('\n')[0]).toContain('redemptionCode');
      expect(csv).toContain(first?.redemptionCode ?? 'missing');
      expect(csv).toContain('"Happy Birthday, Ava!\nHere is the gift of giving, from Sam.');
    } finally {
      await t.close();
    }
  });

  it('`ops print-queue` prints JSON and CSV from the configured database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lg-ops-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir, DEBUG: 'true', LOG_LEVEL: 'silent', RECONCILE_INTERVAL_MS: '0' });
      const database = await openDatabase(config);
      await seed(database.db);
      const app = await buildApp({ config, database, logger: false });
      const { code } = await paidOrderWithCode(app);
      await app.close();
      await database.close();
      const run = promisify(execFile);
      const tsx = path.join(apiRoot, 'node_modules', '.bin', 'tsx');
      const { DATABASE_URL: _ignored, ...inherited } = process.env;
      const env = { ...inherited, DATA_DIR: dataDir };
      const json = await run(tsx, ['src/ops/cli.ts', 'print-queue', '--format', 'json'], { cwd: apiRoot, env });
      const entries = JSON.parse(json.stdout);
      expect(entries).toHaveLength(1);
      expect(normalizeRedemptionCode(entries[0].redemptionCode)).toBe(code);
      const csv = await run(tsx, ['src/ops/cli.ts', 'print-queue', '--format', 'csv'], { cwd: apiRoot, env });
      expect(csv.stdout.split('\n')[0]).toMatch(/^orderIdentifier,/);
      expect(csv.stdout).toContain(entries[0].redemptionCode);
      await run(tsx, ['src/ops/cli.ts', 'mark-printed', entries[0].orderIdentifier], { cwd: apiRoot, env });
      const after = await run(tsx, ['src/ops/cli.ts', 'print-queue', '--json'], { cwd: apiRoot, env });
      expect(JSON.parse(after.stdout)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000); // four ops processes, each starting tsx and opening PGlite
});
