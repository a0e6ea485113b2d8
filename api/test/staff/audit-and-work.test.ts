/**
 * The staff console's work and its record: the audit trail (who, what, when, from where, before
 * and after; the database refuses to change or delete it), viewers without personal data,
 * shipping by CSV with a report per row, printing a batch and downloading it, reissue, the outbox
 * retry and a payout, all through the same services as `ops`.
 */
import { eq, sql } from 'drizzle-orm';
import { mailOutbox, staffAudit } from '../../src/db/schema';
import { buildTestApp, paidOrderWithCode, type TestApp } from '../helpers';
import { capturedPurchase, ops, privateMonth, redeem, setRedeemedAt } from '../ops/ops-helpers';
import { type SignedIn, signedInAs } from './staff-helpers';

let t: TestApp;
let admin: SignedIn;
let operator: SignedIn;
let viewer: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAs(t.app, 'admin');
  operator = await signedInAs(t.app, 'operator');
  viewer = await signedInAs(t.app, 'viewer');
});
afterAll(() => t.close());

describe('the audit trail', () => {
  it('records a write with who, what, when, from where, the prior and resulting state; admins read it', async () => {
    const added = await admin.request({
      method: 'POST',
      url: '/api/staff/accounts',
      payload: { email: 'audited@staff.example', role: 'viewer' },
      headers: { 'user-agent': 'audit-test-browser' },
    });
    expect(added.statusCode).toBe(200);
    const trail = await admin.request({ method: 'GET', url: '/api/staff/audit' });
    const [entry] = trail.json() as Record<string, unknown>[];
    expect(entry).toMatchObject({
      staffEmail: admin.email,
      role: 'admin',
      action: 'staff.add',
      target: 'audited@staff.example',
      outcome: 'ok',
      ip: '127.0.0.1',
      userAgent: 'audit-test-browser',
      before: null,
      after: { email: 'audited@staff.example', role: 'viewer', disabled: false },
    });
    expect(Date.now() - Date.parse(String(entry?.at))).toBeLessThan(60_000);
    expect((await operator.request({ method: 'GET', url: '/api/staff/audit' })).statusCode).toBe(403);
  });

  it('records a refused write with its reason', async () => {
    const refused = await operator.request({
      method: 'POST',
      url: '/api/staff/orders/ship',
      payload: { orderIdentifier: 'LG-NOSUCHORDR' },
    });
    expect(refused.statusCode).toBe(422);
    const [entry] = await t.app.db.select().from(staffAudit).where(eq(staffAudit.action, 'orders.ship'));
    expect(entry).toMatchObject({ staffEmail: operator.email, target: 'LG-NOSUCHORDR' });
    expect(entry?.outcome).toMatch(/^refused: Nothing was changed:\s+LG-NOSUCHORDR: no such order$/);
  });

  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const before = await t.app.repositories.staff.countAudit();
    expect(before).toBeGreaterThan(0);
    await expect(t.app.db.execute(sql`update staff_audit set outcome = 'forged'`)).rejects.toThrow();
    await expect(t.app.db.execute(sql`delete from staff_audit`)).rejects.toThrow();
    await expect(t.app.db.execute(sql`truncate staff_audit`)).rejects.toThrow();
    expect(await t.app.repositories.staff.countAudit()).toBe(before);
    const outcomes = await t.app.db.select({ outcome: staffAudit.outcome }).from(staffAudit);
    expect(outcomes.map((row) => row.outcome)).not.toContain('forged');
  });
});

describe('orders for each role', () => {
  it('shows viewers no e-mail, names or address; operators see them and may search by e-mail', async () => {
    const { order } = await paidOrderWithCode(t.app, {
      purchaseAccount: { emailAddress: 'buyer.private@example.com' },
    });
    for (const url of ['/api/staff/orders', `/api/staff/orders/${order.orderIdentifier}`, '/api/staff/unopened']) {
      const seen = await viewer.request({ method: 'GET', url });
      expect(seen.statusCode).toBe(200);
      expect(seen.body).toContain(order.orderIdentifier);
      expect(seen.body).not.toContain('@');
      expect(seen.body).not.toContain('Ava');
      expect(seen.body).not.toContain('Springfield');
    }
    const bySearch = await viewer.request({ method: 'GET', url: '/api/staff/orders?q=buyer.private@example.com' });
    expect(bySearch.statusCode).toBe(403);
    const found = await operator.request({ method: 'GET', url: '/api/staff/orders?q=Buyer.Private@example.com' });
    expect(found.json()).toEqual([
      expect.objectContaining({
        orderIdentifier: order.orderIdentifier,
        email: 'buyer.private@example.com',
        recipientName: 'Ava',
      }),
    ]);
    const trail = await operator.request({ method: 'GET', url: `/api/staff/orders/${order.orderIdentifier}` });
    expect(trail.json().events.map((event: { what: string }) => event.what)).toContain('paid');
  });
});

describe('print, ship and reissue', () => {
  it('prints a batch (the files download), ships by CSV with a report per row, reissues a lost token', async () => {
    const untracked = (await paidOrderWithCode(t.app, { package: 1 })).order.orderIdentifier;
    const tracked = (await paidOrderWithCode(t.app, { package: 2 })).order.orderIdentifier;
    const made = await operator.request({ method: 'POST', url: '/api/staff/print/batches', payload: {} });
    expect(made.statusCode).toBe(200);
    const batch = made.json() as { batch: string; printed: string[] };
    expect(batch.printed).toEqual(expect.arrayContaining([untracked, tracked]));
    const cards = await operator.request({ method: 'GET', url: `/api/staff/print/batches/${batch.batch}/cards.pdf` });
    expect(cards.statusCode).toBe(200);
    expect(cards.headers['content-type']).toBe('application/pdf');
    expect(cards.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const listed = await operator.request({ method: 'GET', url: '/api/staff/print/batches' });
    expect(listed.json().map((row: { batch: string }) => row.batch)).toContain(batch.batch);

    const csv = `order,tracking\n${untracked.toLowerCase()},\n${tracked},\nLG-NOSUCHORDR,\n"${tracked}","9400111899223344556677"\n`;
    const shipped = await operator.request({ method: 'POST', url: '/api/staff/orders/ship-csv', payload: { csv } });
    expect(shipped.statusCode).toBe(200);
    const rows = shipped.json().rows as { line: number; orderIdentifier: string; outcome: string; message: string }[];
    expect(rows.map((row) => [row.line, row.orderIdentifier, row.outcome])).toEqual([
      [2, untracked, 'shipped'],
      [3, tracked, 'refused'],
      [4, 'LG-NOSUCHORDR', 'refused'],
      [5, tracked, 'shipped'],
    ]);
    expect(rows[1]?.message).toContain('tracked package');
    expect(rows[2]?.message).toContain('no such order');
    const stages = JSON.parse((await ops(t.database, ['orders', '--status', 'shipped', '--format', 'json'])).stdout);
    expect(stages.map((row: { orderIdentifier: string }) => row.orderIdentifier)).toEqual(
      expect.arrayContaining([untracked, tracked]),
    );

    const reissued = await operator.request({
      method: 'POST',
      url: `/api/staff/orders/${untracked}/reissue`,
      payload: { reason: 'lost in the mail' },
    });
    expect(reissued.json()).toMatchObject({ outcome: 'reissued' });
    const queue = JSON.parse((await ops(t.database, ['orders', '--status', 'paid', '--format', 'json'])).stdout);
    expect(queue.map((row: { orderIdentifier: string }) => row.orderIdentifier)).toContain(untracked);
    const viewerTrail = await viewer.request({ method: 'GET', url: `/api/staff/orders/${untracked}` });
    expect(viewerTrail.body).toContain('code reissued');
    expect(viewerTrail.body).not.toContain('lost in the mail');
  });
});

describe('outbox and payouts', () => {
  it('retries a failed message', async () => {
    await t.app.repositories.mailOutbox.queue({
      key: 'failing-test',
      kind: 'donation-receipt',
      to: 'x@example.com',
      data: {},
    });
    await t.app.db.update(mailOutbox).set({ status: 'failed' }).where(eq(mailOutbox.idempotencyKey, 'failing-test'));
    const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, 'failing-test'));
    const listed = await operator.request({ method: 'GET', url: '/api/staff/outbox?status=failed' });
    expect(listed.json().messages.map((message: { id: number }) => message.id)).toContain(row?.id);
    const retried = await operator.request({ method: 'POST', url: `/api/staff/outbox/${row?.id}/retry`, payload: {} });
    expect(retried.json()).toEqual({ retried: [row?.id] });
    const [after] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, 'failing-test'));
    expect(after?.status).toBe('pending');
  });

  it('shows a period reconciled and records its payout once (the service of ops disbursements --mark-paid)', async () => {
    const month = privateMonth({ past: true });
    const { code } = await capturedPurchase(t.app);
    const redemptionId = await redeem(t.app, code, [[1, 20]]);
    await setRedeemedAt(t.app, [redemptionId], month.day(3));
    const period = await admin.request({ method: 'GET', url: `/api/staff/payouts?from=${month.from}&to=${month.to}` });
    expect(period.statusCode).toBe(200);
    expect(period.json()).toMatchObject({ reconciled: true, toPayCents: 2000, redeemedCodes: 1 });
    const period2 = { from: month.from, to: month.to, method: 'transfer', reference: 'TR-5', paidOn: month.paidOn };
    expect((await operator.request({ method: 'POST', url: '/api/staff/payouts', payload: period2 })).statusCode).toBe(
      403,
    );
    const recorded = await admin.request({ method: 'POST', url: '/api/staff/payouts', payload: period2 });
    expect(recorded.json()).toMatchObject({ outcome: 'recorded', giftCount: 1, totalCents: 2000 });
    const [payout] = await t.app.repositories.payouts.list(1);
    expect(payout).toMatchObject({
      id: recorded.json().payoutId,
      method: 'transfer',
      reference: 'TR-5',
      paidOn: month.paidOn,
    });
    const unnamed = await admin.request({
      method: 'POST',
      url: '/api/staff/payouts',
      payload: { from: month.from, to: month.to },
    });
    expect(unnamed.statusCode).toBe(400);
    const again = await admin.request({ method: 'POST', url: '/api/staff/payouts', payload: period2 });
    expect(again.json()).toMatchObject({ outcome: 'nothing-new' });
    const cli = await ops(t.database, ['disbursements', '--from', month.from, '--to', month.to]);
    expect(cli.stdout).toContain(`paid #${recorded.json().payoutId}`);
  });

  it('records a payout on the paid-on day given, refusing a future day or one before the gifts were chosen (field named, nothing recorded)', async () => {
    const month = privateMonth({ past: true });
    const { code } = await capturedPurchase(t.app);
    const redemptionId = await redeem(t.app, code, [[1, 20]]);
    await setRedeemedAt(t.app, [redemptionId], month.day(12));
    const payout = (paidOn: string) =>
      admin.request({
        method: 'POST',
        url: '/api/staff/payouts',
        payload: { from: month.from, to: month.to, method: 'check', reference: 'CK-12', paidOn },
      });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const future = await payout(tomorrow);
    expect(future.statusCode).toBe(422);
    expect(future.json().fields.paidOn).toContain(`${tomorrow} is in the future`);
    const early = await payout(month.day(11).toISOString().slice(0, 10));
    expect(early.statusCode).toBe(422);
    expect(early.json().fields.paidOn).toContain(
      `is before the last gift it pays was chosen (${month.day(12).toISOString().slice(0, 10)})`,
    );
    const period = await admin.request({ method: 'GET', url: `/api/staff/payouts?from=${month.from}&to=${month.to}` });
    expect(period.json()).toMatchObject({ toPayCents: 2000, alreadyPaidCents: 0 });
    const sameDay = await payout(month.day(12).toISOString().slice(0, 10));
    expect(sameDay.json()).toMatchObject({ outcome: 'recorded', giftCount: 1, totalCents: 2000 });
    const [recorded] = await t.app.repositories.payouts.list(1);
    expect(recorded).toMatchObject({ id: sameDay.json().payoutId, paidOn: month.day(12).toISOString().slice(0, 10) });
  });
});
