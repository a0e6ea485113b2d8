/** `ops orders`, `ops ship` and `ops reissue`: stages, tracking rules, idempotency, lost tokens. */
import { formatRedemptionCode } from '@littlegivers/shared/contract/redemption-code';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeReissues, orderShipments, redemptionSessions, redemptions } from '../../src/db/schema';
import { buildTestApp, openRedemptionSession, paidOrderWithCode, type TestApp } from '../helpers';
import { ops, redeem } from './ops-helpers';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => t.close());

async function stageOf(identifier: string) {
  const list = JSON.parse((await ops(t.database, ['orders', '--format', 'json'])).stdout) as {
    orderIdentifier: string;
    stage: string;
    trackingNumber: string | null;
  }[];
  return list.find((row) => row.orderIdentifier === identifier);
}

async function listed(status: string) {
  const run = await ops(t.database, ['orders', '--status', status, '--format', 'json']);
  expect(run.code).toBe(0);
  return (JSON.parse(run.stdout) as { orderIdentifier: string }[]).map((row) => row.orderIdentifier);
}

async function openSession(code: string) {
  const response = await openRedemptionSession(t.app, code);
  return response.json() as { id?: number; sessionId?: string; redemptionCode?: null };
}

describe('ops orders and ops ship', () => {
  it('moves an untracked order paid → printed → shipped → redeemed; shipping twice changes nothing', async () => {
    const { order, code } = await paidOrderWithCode(t.app, { package: 1 });
    const id = order.orderIdentifier;
    expect(await listed('paid')).toContain(id);

    const early = await ops(t.database, ['ship', id]);
    expect(early.code).toBe(1);
    expect(early.stderr).toContain('not printed yet');

    await ops(t.database, ['mark-printed', id]);
    expect(await listed('printed')).toContain(id);
    expect(await listed('paid')).not.toContain(id);

    const shipped = await ops(t.database, ['ship', id.toLowerCase()]);
    expect(shipped.code).toBe(0);
    expect(shipped.stdout).toContain(`${id}: marked shipped`);
    const [first] = await t.app.db.select().from(orderShipments).where(eq(orderShipments.orderId, order.rowId));

    const again = await ops(t.database, ['ship', id]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('already shipped');
    const rows = await t.app.db.select().from(orderShipments).where(eq(orderShipments.orderId, order.rowId));
    expect(rows).toEqual([first]);
    expect(await listed('shipped')).toContain(id);

    await redeem(t.app, code, [[1, 20]]);
    expect(await listed('redeemed')).toContain(id);
    expect(await listed('shipped')).not.toContain(id);

    const table = await ops(t.database, ['orders', '--status', 'redeemed']);
    expect(table.stdout).toMatch(new RegExp(`${id}\\s+redeemed`));
    const csv = await ops(t.database, ['orders', '--status', 'redeemed', '--format', 'csv']);
    expect(csv.stdout.split('\n')[0]).toBe(
      'order,status,paid,printed,shipped,tracking,redeemed,amount,recipient,from,ship to,city/state/zip,delivery,package,tracked',
    );
    expect(csv.stdout).not.toContain(formatRedemptionCode(code));
  });

  it('a tracked package needs its tracking number; same number again is a no-op, another needs --force', async () => {
    const { order } = await paidOrderWithCode(t.app, { package: 3 });
    const id = order.orderIdentifier;
    await ops(t.database, ['mark-printed', id]);

    const missing = await ops(t.database, ['ship', id]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('tracked package');
    expect(missing.stderr).toContain('--tracking');
    expect((await stageOf(id))?.stage).toBe('printed');

    expect((await ops(t.database, ['ship', id, '--tracking', '9400 1000 0000 0000 0001'])).code).toBe(0);
    expect(await stageOf(id)).toMatchObject({ stage: 'shipped', trackingNumber: '9400 1000 0000 0000 0001' });

    const same = await ops(t.database, ['ship', id, '--tracking', '9400 1000 0000 0000 0001']);
    expect(same.code).toBe(0);
    expect(same.stdout).toContain('already shipped');
    const bare = await ops(t.database, ['ship', id]);
    expect(bare.code).toBe(0);
    expect(bare.stdout).toContain('already shipped');

    const other = await ops(t.database, ['ship', id, '--tracking', 'XYZ']);
    expect(other.code).toBe(1);
    expect(other.stderr).toContain('--force');
    expect((await stageOf(id))?.trackingNumber).toBe('9400 1000 0000 0000 0001');
    const forced = await ops(t.database, ['ship', id, '--tracking', 'XYZ', '--force']);
    expect(forced.code).toBe(0);
    expect((await stageOf(id))?.trackingNumber).toBe('XYZ');
  });

  it('checks every order first: one unknown identifier ships nothing', async () => {
    const { order } = await paidOrderWithCode(t.app, { package: 1 });
    await ops(t.database, ['mark-printed', order.orderIdentifier]);
    const run = await ops(t.database, ['ship', order.orderIdentifier, 'LG-NOSUCHORDER']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('LG-NOSUCHORDER: no such order');
    expect((await stageOf(order.orderIdentifier))?.stage).toBe('printed');
  });

  it('rejects a bad --status and a bad option with the usage', async () => {
    const status = await ops(t.database, ['orders', '--status', 'lost']);
    expect(status.code).toBe(1);
    expect(status.stderr).toContain('--status must be one of paid, printed, shipped, redeemed');
    const option = await ops(t.database, ['ship', 'LG-1', '--trakcing', '1']);
    expect(option.code).toBe(64);
    expect(option.stderr).toContain('usage: ops ship');
  });
});

describe('ops reissue', () => {
  it('replaces the code: the old one stops working (open sessions too), the new one works, the order is queued again', async () => {
    const { order, code: oldCode, redemptionId } = await paidOrderWithCode(t.app, { package: 1 });
    const id = order.orderIdentifier;
    await ops(t.database, ['mark-printed', id]);
    await ops(t.database, ['ship', id]);
    const [shipment] = await t.app.db.select().from(orderShipments).where(eq(orderShipments.orderId, order.rowId));
    const oldSession = await openSession(oldCode);
    // A session opened with the old code: a bearer secret of at least 32 URL-safe characters.
    expect(oldSession.sessionId).toMatch(/^[\w-]{32,}$/);

    const run = await ops(t.database, ['reissue', id, '--reason', 'lost in the mail', '--show-code']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('new code issued');
    const newCode = /code: (\S+)/.exec(run.stdout)?.[1] ?? '';
    expect(newCode).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    expect(newCode).not.toBe(formatRedemptionCode(oldCode));

    // The old code and its open session are dead.
    expect((await openSession(oldCode)).sessionId).toBeUndefined();
    expect(
      await t.app.db.select().from(redemptionSessions).where(eq(redemptionSessions.redemptionId, redemptionId)),
    ).toEqual([]);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/redemptionSession/${oldSession.id}`,
      payload: { ...oldSession, selection: [{ redemptionOrgId: 1, amount: 20 }] },
    });
    expect(put.statusCode).toBe(404);

    // Back on the print queue, with the new code; the reissue is recorded.
    expect((await stageOf(id))?.stage).toBe('paid');
    const queue = JSON.parse((await ops(t.database, ['print-queue', '--json'])).stdout) as {
      orderIdentifier: string;
      redemptionCode: string;
    }[];
    expect(queue.find((entry) => entry.orderIdentifier === id)?.redemptionCode).toBe(newCode);
    const [record] = await t.app.db.select().from(codeReissues).where(eq(codeReissues.orderId, order.rowId));
    expect(record).toMatchObject({ reason: 'lost in the mail', previousCodeHash: t.app.vault.hash(oldCode) });
    // The reissue keeps when the lost card was mailed: the shipment it replaces.
    expect(shipment?.shippedAt).toBeInstanceOf(Date);
    expect(record?.previousShippedAt?.getTime()).toBe(shipment?.shippedAt.getTime());

    // The new code redeems.
    await redeem(t.app, newCode, [[1, 20]]);
    expect((await stageOf(id))?.stage).toBe('redeemed');
  });

  it('a second run changes nothing while the new code is unprinted; --force reissues; after printing it reissues again', async () => {
    const { order } = await paidOrderWithCode(t.app);
    const id = order.orderIdentifier;
    await ops(t.database, ['mark-printed', id]);
    const hash = async () =>
      (await t.app.db.select().from(redemptions).where(eq(redemptions.orderId, order.rowId)))[0]?.codeHash;

    expect((await ops(t.database, ['reissue', id])).code).toBe(0);
    const afterFirst = await hash();
    const second = await ops(t.database, ['reissue', id]);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('nothing changed');
    expect(await hash()).toBe(afterFirst);
    expect(await t.app.db.select().from(codeReissues).where(eq(codeReissues.orderId, order.rowId))).toHaveLength(1);

    expect((await ops(t.database, ['reissue', id, '--force'])).code).toBe(0);
    const afterForce = await hash();
    expect(afterForce).not.toBe(afterFirst);

    await ops(t.database, ['mark-printed', id], { now: new Date(Date.now() + 60_000) });
    const later = await ops(t.database, ['reissue', id], { now: new Date(Date.now() + 120_000) });
    expect(later.stdout).toContain('new code issued');
    expect(await hash()).not.toBe(afterForce);
    expect(await t.app.db.select().from(codeReissues).where(eq(codeReissues.orderId, order.rowId))).toHaveLength(3);
  });

  it('refuses a redeemed code, an unknown order and an unpaid one, changing nothing', async () => {
    const { order, code } = await paidOrderWithCode(t.app);
    await redeem(t.app, code, [[1, 20]]);
    const [before] = await t.app.db.select().from(redemptions).where(eq(redemptions.orderId, order.rowId));
    const run = await ops(t.database, ['reissue', order.orderIdentifier]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('cannot be reissued');
    const [after] = await t.app.db.select().from(redemptions).where(eq(redemptions.orderId, order.rowId));
    expect(after).toEqual(before);

    const unknown = await ops(t.database, ['reissue', 'LG-NOSUCHORDER']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no such order');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/Order',
      payload: (await import('../helpers')).validOrderPayload(),
    });
    const unpaid = await ops(t.database, ['reissue', created.json().orderIdentifier]);
    expect(unpaid.code).toBe(1);
    expect(unpaid.stderr).toContain('not paid');
  });
});
