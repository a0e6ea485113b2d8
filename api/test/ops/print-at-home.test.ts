/**
 * The operator's side of print at home: such orders never enter the print queue, the print batch
 * or the mailing labels; `ops orders` shows their delivery; `ops ship` refuses them; `ops reissue`
 * gives a new code and a new link (the old link dead); disbursements count their gifts like any other.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatRedemptionCode } from '@littlegivers/shared/contract/redemption-code';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orders, redemptions } from '../../src/db/schema';
import { buildTestApp, paidOrderWithCode, type TestApp } from '../helpers';
import { ops, privateMonth, redeem, setRedeemedAt } from './ops-helpers';

const PRINT_AT_HOME = {
  package: 4,
  delivery: 'print',
  shippingFirstName: undefined,
  shippingLastName: undefined,
  shippingAddress1: undefined,
  shippingAddress2: undefined,
  shippingCity: undefined,
  shippingState: undefined,
  shippingCountry: undefined,
  shippingZip: undefined,
};

let t: TestApp;
let out: string;
beforeEach(async () => {
  t = await buildTestApp();
  out = mkdtempSync(path.join(tmpdir(), 'lg-print-home-'));
});
afterEach(async () => {
  await t.close();
  rmSync(out, { recursive: true, force: true });
});

/** The live link of an order, as the paid answer gives it. */
async function linkOf(orderPublicId: string): Promise<string> {
  const answer = await t.app.inject({ method: 'POST', url: `/api/Order/${orderPublicId}/skipPayment` });
  return answer.json().downloadUrl;
}

describe('ops with print-at-home orders', () => {
  it('prints and labels only the mailed orders; shows the delivery; refuses to ship a card printed at home', async () => {
    const mailed = await paidOrderWithCode(t.app, { recipientName: 'Mia' });
    const home = await paidOrderWithCode(t.app, { ...PRINT_AT_HOME, recipientName: 'Leo' });

    const queue = JSON.parse((await ops(t.database, ['print-queue', '--format', 'json'])).stdout);
    expect(queue.map((entry: { orderIdentifier: string }) => entry.orderIdentifier)).toEqual([
      mailed.order.orderIdentifier,
    ]);

    const dir = path.join(out, 'batch');
    expect((await ops(t.database, ['print', '--out', dir])).code).toBe(0);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
    expect(manifest.orders.map((order: { orderIdentifier: string }) => order.orderIdentifier)).toEqual([
      mailed.order.orderIdentifier,
    ]);
    const [homeRow] = await t.app.db.select().from(orders).where(eq(orders.id, home.order.rowId));
    expect(homeRow?.printedAt).toBeNull();
    expect((await ops(t.database, ['print', '--out', path.join(out, 'again')])).stdout).toContain('Nothing to print');

    const table = await ops(t.database, ['orders']);
    expect(table.stdout).toMatch(new RegExp(`${home.order.orderIdentifier}\\s+paid.*print at home\\s+print at home`));
    expect(table.stdout).toMatch(new RegExp(`${mailed.order.orderIdentifier}\\s+printed.*\\smail\\s`));
    const json = JSON.parse((await ops(t.database, ['orders', '--format', 'json'])).stdout);
    expect(
      json.find((o: { orderIdentifier: string }) => o.orderIdentifier === home.order.orderIdentifier),
    ).toMatchObject({ delivery: 'print', shipToName: '' });

    const ship = await ops(t.database, ['ship', home.order.orderIdentifier, mailed.order.orderIdentifier]);
    expect(ship.code).toBe(1);
    expect(ship.stderr).toContain(
      `${home.order.orderIdentifier}: printed at home (the purchaser downloads the card); there is nothing to ship`,
    );
    expect((await ops(t.database, ['orders', '--status', 'shipped'])).stdout).not.toContain(
      mailed.order.orderIdentifier,
    );
    const marked = await ops(t.database, ['mark-printed', home.order.orderIdentifier]);
    expect(marked.code).toBe(1);
    // It says why nothing was marked: the purchaser prints this card.
    expect(marked.stderr).toContain(
      `${home.order.orderIdentifier}: printed at home (the purchaser downloads the card): the team does not print it; nothing changed`,
    );
    expect(marked.stderr).toContain('Nothing was marked printed.');
    expect(marked.stdout).toBe('');
    const asJson = await ops(t.database, ['mark-printed', home.order.orderIdentifier, '--json']);
    expect(asJson.code).toBe(1);
    expect(JSON.parse(asJson.stdout)).toEqual({
      marked: [],
      notMarked: [
        {
          orderIdentifier: home.order.orderIdentifier,
          reason: 'printed at home (the purchaser downloads the card): the team does not print it',
        },
      ],
    });
  });

  it('reissue: a new code and a new link printed for the operator, the old link dead; again gives another', async () => {
    const home = await paidOrderWithCode(t.app, PRINT_AT_HOME);
    const oldLink = await linkOf(home.order.id);
    const first = await ops(t.database, ['reissue', home.order.orderIdentifier, '--reason', 'lost the PDF']);
    expect(first.code).toBe(0);
    const newLink = first.stdout.match(/http:\/\/\S+/)?.[0] ?? '';
    expect(first.stdout).toContain('the old code and the old download link no longer work');
    expect(newLink).toMatch(/^http:\/\/localhost:3100\/api\/cardDownload\/[A-Za-z0-9_-]{43}$/);
    expect(newLink).not.toBe(oldLink);
    expect((await t.app.inject({ method: 'GET', url: new URL(oldLink).pathname })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: new URL(newLink).pathname })).statusCode).toBe(200);
    expect(await linkOf(home.order.id)).toBe(newLink);
    const [row] = await t.app.db.select().from(redemptions).where(eq(redemptions.orderId, home.order.rowId));
    const newCode = t.app.vault.decrypt(row?.codeCiphertext ?? '');
    expect(newCode).not.toBe(home.code);
    expect(first.stdout).not.toContain(formatRedemptionCode(newCode));

    // No print run to wait for: a second reissue replaces code and link again.
    const second = await ops(t.database, ['reissue', home.order.orderIdentifier]);
    const latest = second.stdout.match(/http:\/\/\S+/)?.[0] ?? '';
    expect(latest).not.toBe(newLink);
    expect((await t.app.inject({ method: 'GET', url: new URL(newLink).pathname })).statusCode).toBe(404);
    // Never on the print queue.
    expect(JSON.parse((await ops(t.database, ['print-queue', '--format', 'json'])).stdout)).toEqual([]);
  });

  it('disbursements count a print-at-home gift like any other', async () => {
    const month = privateMonth();
    const home = await paidOrderWithCode(t.app, { ...PRINT_AT_HOME, recipientName: 'Leo' });
    const redemptionId = await redeem(t.app, home.code, [[1, 20]]);
    await setRedeemedAt(t.app, [redemptionId], month.day(10));
    const run = await ops(t.database, ['disbursements', '--from', month.from, '--to', month.to, '--format', 'json']);
    const report = JSON.parse(run.stdout);
    expect(report.redeemedCodes).toBe(1);
    expect(report.rowsCents).toBe(2000);
    expect(report.organizations[0].lines[0]).toMatchObject({
      recipientName: 'Leo',
      amountCents: 2000,
      orderIdentifier: home.order.orderIdentifier,
    });
    // A skipped payment is a difference for print-at-home and mailed orders alike (nothing captured).
    expect(report.differences.length).toBeGreaterThan(0);
  });
});
