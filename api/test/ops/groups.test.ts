/**
 * `ops groups`: the group cards with their parts by status (never a link, an e-mail or a name), and
 * closing or cancelling one by its card's order number, as the organizer's link does.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupContributions } from '../../src/db/schema';
import { chipIn, startGroup } from '../group-helpers';
import { buildTestApp, type TestApp } from '../helpers';
import { ops } from './ops-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const cardNumber = async (orderId: number) =>
  (await t.app.repositories.orders.findById(orderId))?.orderIdentifier ?? '';

describe('ops groups', () => {
  it('lists each group card with its parts and total, and closes one: the card goes for the total', async () => {
    const { shareToken, group } = await startGroup(t.app);
    await chipIn(t.app, shareToken, { name: 'Grandma', amount: 25, email: 'grandma.ops@example.com' });
    await chipIn(t.app, shareToken, { name: 'Uncle Ben', amount: 15 });
    const order = await cardNumber(group.orderId);

    const listed = await ops(t.database, ['groups', '--format', 'json']);
    expect(listed.code).toBe(0);
    const rows = JSON.parse(listed.stdout) as Record<string, unknown>[];
    expect(rows.find((row) => row.orderIdentifier === order)).toMatchObject({
      state: 'open',
      counted: 2,
      total: 40,
      refundDue: 0,
      refunded: 0,
    });
    expect(listed.stdout).not.toContain('Grandma');
    expect(listed.stdout).not.toContain('@example.com');
    expect((await ops(t.database, ['groups'])).stdout).toContain(order);

    const closed = await ops(t.database, ['groups', 'close', order]);
    expect(closed.stdout).toBe(`${order}: closed; the card goes for $40.00 from 2 giver(s)\n`);
    const card = await t.app.repositories.orders.findById(group.orderId);
    expect(card).toMatchObject({ status: 'paid', giftCents: 4000, fromName: 'Grandma and Uncle Ben' });
    const again = await ops(t.database, ['groups', 'close', order]);
    expect(again.stdout).toBe(`${order}: the group card was already closed; nothing changed\n`);

    // Each run is in the audit trail as done by ops, as the console's actions are.
    const audit = await t.app.repositories.staff.listAudit({ target: order });
    expect(audit.map((row) => [row.action, row.staffEmail, row.outcome])).toEqual([
      ['groups.close', 'ops (command line)', 'already closed: nothing changed'],
      ['groups.close', 'ops (command line)', 'ok'],
    ]);
    expect(audit[1]).toMatchObject({
      staffId: null,
      before: { state: 'open' },
      after: { orderIdentifier: order, state: 'closed', total: 40, givers: 2 },
    });
  });

  it('cancels one: every part refunded through PayPal; an unknown order is refused', async () => {
    const { shareToken, group } = await startGroup(t.app, { delivery: 'print' });
    await chipIn(t.app, shareToken, { name: 'Ann', amount: 10 });
    const order = await cardNumber(group.orderId);
    const cancelled = await ops(t.database, ['groups', 'cancel', order]);
    expect(cancelled.stdout).toBe(`${order}: cancelled; 1 part(s) refunded through PayPal, each giver told\n`);
    const parts = await t.app.db.select().from(groupContributions).where(eq(groupContributions.groupId, group.id));
    expect(parts.map((part) => part.status)).toEqual(['refunded']);
    expect((await t.app.repositories.orders.findById(group.orderId))?.status).toBe('prePaymentAuthorization');
    const [audited] = await t.app.repositories.staff.listAudit({ target: order });
    expect(audited).toMatchObject({
      action: 'groups.cancel',
      staffEmail: 'ops (command line)',
      outcome: 'ok',
      after: { state: 'cancelled', total: 10, givers: 1 },
    });

    const unknown = await ops(t.database, ['groups', 'cancel', 'LG-NOPE']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no group card has this order');
    expect((await ops(t.database, ['groups', 'shred'])).code).toBe(64);
  });
});
