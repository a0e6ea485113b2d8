/**
 * Group cards through the API (services/groups.ts): the start and its two links, givers chipping
 * in (each captured and receipted on its own), the close (one card, one code for the total, the
 * givers named), the share link's privacy, validation and limits, the cancel (every part refunded
 * through the PayPal stand-in and its giver told), a part paid after the close, the closing moment
 * at 8:00 in the organizer's zone, a group nobody gave to, and the ledger counting the total once.
 */

import {
  contributionPaidSchema,
  groupOrganizerViewSchema,
  groupShareViewSchema,
} from '@littlegivers/shared/contract/schemas/group';
import { zonedInstant } from '@littlegivers/shared/contract/send-day';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupContributions, mailOutbox, orderLineItems, paypalFakeOrders, redemptions } from '../src/db/schema';
import { hashSecretToken } from '../src/lib/secret-token';
import { GROUP_CLOSED_MESSAGE } from '../src/services/groups';
import { chipIn, GROUP_ZONE, organizer, payPart, startGroup, startPart } from './group-helpers';
import { buildTestApp, codeOf, openRedemptionSession, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const outbox = (key: string) => t.app.db.select().from(mailOutbox).where(like(mailOutbox.idempotencyKey, key));
const partsOf = (groupId: number) =>
  t.app.db.select().from(groupContributions).where(eq(groupContributions.groupId, groupId));

describe('starting a group card', () => {
  it('answers two links, keeps only their hashes and mails them to the organizer', async () => {
    const started = await startGroup(t.app);
    expect(started.shareToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(started.organizerToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(started.group.shareTokenHash).toBe(hashSecretToken(started.shareToken));
    expect(started.group.organizerTokenHash).toBe(hashSecretToken(started.organizerToken));
    expect(JSON.stringify(started.group)).not.toContain(started.shareToken);
    // 8:00 on the closing day in the organizer's zone.
    expect(started.closesAt).toBe(zonedInstant(started.closesOn, 8, GROUP_ZONE).toISOString());
    const card = await t.app.repositories.orders.findById(started.group.orderId);
    expect(card).toMatchObject({ status: 'prePaymentAuthorization', paypalOrderId: null, giftCents: 0 });

    const [message] = await outbox(`group-started:${started.group.id}`);
    expect(message?.toAddress).toBe('organizer@example.com');
    expect(JSON.stringify(message?.data)).not.toContain(started.organizerToken);
    await t.app.mail.drain();
    const [sent] = await outbox(`group-started:${started.group.id}`);
    expect(sent?.html).toContain(`/chip-in#${started.shareToken}`);
    expect(sent?.html).toContain(`/my-group#${started.organizerToken}`);
  });

  it('refuses a closing day in the past or too far ahead', async () => {
    const past = await t.app.inject({
      method: 'POST',
      url: '/api/Group',
      payload: { card: (await import('./group-helpers')).groupCard(), closesOn: '2020-01-01', timeZone: GROUP_ZONE },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toContain('closesOn');
    await expect(startGroup(t.app, { closesInDays: 61 })).rejects.toThrow(/400/);
  });
});

describe('chipping in and closing', () => {
  it('counts each part once, receipts each giver, and sends one card with one code for the total', async () => {
    const { shareToken, organizerToken, group } = await startGroup(t.app);
    const parts = [
      await chipIn(t.app, shareToken, { name: 'Grandma', amount: 25, line: 'Love you!' }),
      await chipIn(t.app, shareToken, { name: 'Uncle Ben', amount: 30, showAmount: true }),
      await chipIn(t.app, shareToken, { name: 'Ann', amount: 15.5 }),
    ];
    for (const { paid } of parts) expect(contributionPaidSchema.parse(paid)).toMatchObject({ counted: true });

    // Each giver's own receipt, for their own part, with the tax acknowledgment.
    await t.app.mail.drain();
    const receipts = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'contribution-receipt'));
    const ben = receipts.find((row) => row.toAddress.startsWith('uncleben.'));
    expect(ben?.text).toContain('$30.00');
    expect(ben?.text).toContain('Tax acknowledgment');
    expect(ben?.text).not.toContain('$25.00');

    const closed = await organizer(t.app, organizerToken, '/close');
    expect(closed.json()).toEqual({ state: 'closed', total: 70.5, givers: 3 });
    // Closing again changes nothing.
    expect((await organizer(t.app, organizerToken, '/close')).json()).toEqual({
      state: 'closed',
      total: 70.5,
      givers: 3,
    });

    const card = await t.app.repositories.orders.findById(group.orderId);
    expect(card).toMatchObject({
      status: 'paid',
      paymentMethod: 'group',
      giftCents: 7050,
      totalCents: 7050,
      fromName: 'Grandma, Uncle Ben and Ann',
    });
    const lines = await t.app.db.select().from(orderLineItems).where(eq(orderLineItems.orderId, group.orderId));
    expect(lines).toEqual([expect.objectContaining({ lineItem: 'giftAmount', amountCents: 7050 })]);
    const codes = await t.app.db.select().from(redemptions).where(eq(redemptions.orderId, group.orderId));
    expect(codes).toHaveLength(1);
    expect(codes[0]?.amountCents).toBe(7050);

    // The e-card goes to the grown-up now (an early close brings it forward), naming the givers.
    await t.app.mail.drain();
    const [ecard] = await outbox(`ecard:${group.orderId}:paid`);
    expect(ecard?.toAddress).toMatch(/^pat\+\d+@example\.com$/);
    expect(ecard?.status).toBe('sent');
    expect(ecard?.text).toContain('Grandma, Uncle Ben and Ann');
    const [notice] = await outbox(`group-closed:${group.id}`);
    expect(notice?.text).toContain('$70.50');

    // The child's code opens a gift of the total.
    const session = await openRedemptionSession(t.app, await codeOf(t.app, group.orderId));
    expect(session.json()).toMatchObject({ amount: 70.5 });

    // A part after the close is refused.
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/Group/shared/contribution',
      payload: { token: shareToken, name: 'Joe', email: 'joe@example.com', amount: 10 },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(GROUP_CLOSED_MESSAGE);
  });

  it('names the first givers and the count of the rest when the names do not fit', async () => {
    const { shareToken, organizerToken, group } = await startGroup(t.app, { delivery: 'print' });
    for (const name of ['Grandma', 'Uncle Ben', 'Aunt Josephine', 'Cousin Maximilian', 'Ann'])
      await chipIn(t.app, shareToken, { name, amount: 5 });
    await organizer(t.app, organizerToken, '/close');
    const card = await t.app.repositories.orders.findById(group.orderId);
    expect(card?.fromName).toBe('Grandma, Uncle Ben and 3 more');
    // Printed at home: the organizer's message carries the card's download link.
    await t.app.mail.drain();
    const [notice] = await outbox(`group-closed:${group.id}`);
    expect(notice?.html).toMatch(/\/api\/cardDownload\/[A-Za-z0-9_-]{43}/);
  });
});

describe("the e-card's page", () => {
  it('names every giver, in the order they gave, though the card\'s "from" shortens them', async () => {
    const { shareToken, organizerToken, group } = await startGroup(t.app);
    const names = ['Grandma', 'Uncle Ben', 'Aunt Josephine', 'Cousin Maximilian', 'Ann'];
    for (const name of names) await chipIn(t.app, shareToken, { name, amount: 5 });
    await organizer(t.app, organizerToken, '/close');
    await t.app.mail.drain();
    const ecards = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'ecard'));
    const card = await t.app.repositories.orders.findById(group.orderId);
    const message = ecards.find((row) => row.subject === `${card?.fromName} sent ${card?.recipientName} a gift`);
    const token = /\/ecard#([A-Za-z0-9_-]{43})/.exec(message?.html ?? '')?.[1] ?? '';
    const view = await t.app.inject({ method: 'POST', url: '/api/ecardView', payload: { token } });
    expect(view.json()).toMatchObject({ fromName: 'Grandma, Uncle Ben and 3 more', givers: names, amount: 25 });
  });
});

describe('what each link may see and do', () => {
  it('shows names to the share link (amounts only where allowed), everything to the organizer', async () => {
    const { shareToken, organizerToken } = await startGroup(t.app);
    await chipIn(t.app, shareToken, { name: 'Grandma', amount: 25, line: 'Love you!' });
    await chipIn(t.app, shareToken, { name: 'Uncle Ben', amount: 30, showAmount: true });
    await startPart(t.app, shareToken, { name: 'Unpaid', amount: 10 });

    const shared = await t.app.inject({ method: 'POST', url: '/api/Group/shared', payload: { token: shareToken } });
    expect(shared.statusCode).toBe(200);
    const view = groupShareViewSchema.parse(shared.json());
    expect(view.givers).toEqual([
      { name: 'Grandma', line: 'Love you!' },
      { name: 'Uncle Ben', line: null, amount: 30 },
    ]);
    expect(shared.body).not.toContain('@example.com');
    expect(shared.body).not.toContain('25');

    const own = groupOrganizerViewSchema.parse((await organizer(t.app, organizerToken)).json());
    expect(own.total).toBe(55);
    expect(own.contributions.map((part) => [part.name, part.email.split('.')[0], part.amount])).toEqual([
      ['Grandma', 'grandma', 25],
      ['Uncle Ben', 'uncleben', 30],
    ]);

    // The share link opens neither the organizer's view nor its actions.
    for (const action of ['', '/close', '/cancel'] as const)
      expect((await organizer(t.app, shareToken, action)).statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/Group/shared',
      payload: { token: 'A'.repeat(43) },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('validates a part on the server with the shared schema, and limits parts per giver', async () => {
    const { shareToken } = await startGroup(t.app);
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Group/shared/contribution',
        payload: { token: shareToken, ...payload },
      });
    const small = await post({ name: 'Kim', email: 'kim@example.com', amount: 4.99 });
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toContain('Please chip in at least $5');
    expect((await post({ name: '  ', email: 'kim@example.com', amount: 10 })).statusCode).toBe(400);
    expect((await post({ name: 'Kim', email: 'not-an-email', amount: 10 })).statusCode).toBe(400);
    expect((await post({ name: 'Kim', email: 'kim@example.com', amount: 10, line: 'x'.repeat(141) })).statusCode).toBe(
      400,
    );
    for (let i = 0; i < 5; i++)
      expect((await post({ name: 'Kim', email: 'kim@example.com', amount: 10 })).statusCode).toBe(200);
    expect((await post({ name: 'Kim', email: 'KIM@example.com', amount: 10 })).statusCode).toBe(429);
  });
});

describe('cancelling', () => {
  it('refunds every part through PayPal, tells each giver and sends nothing', async () => {
    const { shareToken, organizerToken, group } = await startGroup(t.app);
    const a = await chipIn(t.app, shareToken, { name: 'Grandma', amount: 25 });
    const b = await chipIn(t.app, shareToken, { name: 'Uncle Ben', amount: 30 });
    const cancelled = await organizer(t.app, organizerToken, '/cancel');
    expect(cancelled.json()).toEqual({ state: 'cancelled', total: 55, givers: 2 });

    const parts = await partsOf(group.id);
    expect(parts.map((part) => [part.status, part.refundReason])).toEqual([
      ['refunded', 'cancelled'],
      ['refunded', 'cancelled'],
    ]);
    for (const { part } of [a, b]) {
      const [fake] = await t.app.db.select().from(paypalFakeOrders).where(eq(paypalFakeOrders.id, part.payPalOrderId));
      expect(fake?.refundId).toMatch(/^REFUND/);
    }
    await t.app.mail.drain();
    const told = await t.app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'group-notice'), like(mailOutbox.idempotencyKey, 'contribution-refunded:%')));
    const ours = told.filter((row) => parts.some((part) => row.idempotencyKey === `contribution-refunded:${part.id}`));
    expect(ours.map((row) => row.toAddress).sort()).toEqual(parts.map((part) => part.email).sort());
    expect(ours.map((row) => row.toAddress.split('.')[0]).sort()).toEqual(['grandma', 'uncleben']);
    expect(ours[0]?.text).toContain('refunded in full');
    expect(await outbox(`group-cancelled:${group.id}`)).toHaveLength(1);

    expect(await t.app.db.select().from(redemptions).where(eq(redemptions.orderId, group.orderId))).toEqual([]);
    expect((await t.app.repositories.orders.findById(group.orderId))?.status).toBe('prePaymentAuthorization');
    expect((await organizer(t.app, organizerToken, '/close')).json().state).toBe('cancelled');
  });

  it('refunds a part paid after the card closed, and tells its giver', async () => {
    const { shareToken, organizerToken, group } = await startGroup(t.app);
    await chipIn(t.app, shareToken, { name: 'Grandma', amount: 25 });
    const slow = await startPart(t.app, shareToken, { name: 'Slow Sam', amount: 40 });
    await organizer(t.app, organizerToken, '/close');
    const paid = await payPart(t.app, slow);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', counted: false, amount: 40 });
    const sam = (await partsOf(group.id)).find((part) => part.name === 'Slow Sam');
    expect(sam).toMatchObject({ status: 'refunded', refundReason: 'late' });
    expect((await t.app.repositories.orders.findById(group.orderId))?.giftCents).toBe(2500);
    await t.app.mail.drain();
    const [told] = await outbox(`contribution-refunded:${sam?.id}`);
    expect(told?.text).toContain('already gone out');
  });
});

describe('the closing moment', () => {
  it('closes at 8:00 on the closing day in the organizer zone, by the timed run', async () => {
    const { shareToken, group, closesAt } = await startGroup(t.app, { closesInDays: 2 });
    await chipIn(t.app, shareToken, { name: 'Grandma', amount: 20 });
    const moment = new Date(closesAt);
    await t.app.groups.closeDue(new Date(moment.getTime() - 1000));
    expect((await t.app.repositories.groups.findById(group.id))?.state).toBe('open');
    await t.app.groups.closeDue(moment);
    expect((await t.app.repositories.groups.findById(group.id))?.state).toBe('closed');
    const card = await t.app.repositories.orders.findById(group.orderId);
    expect(card?.paidAt?.toISOString()).toBe(closesAt);
    // The e-card goes at that moment (its day was the closing day).
    const [ecard] = await outbox(`ecard:${group.orderId}:paid`);
    expect(ecard?.nextAttemptAt.toISOString()).toBe(closesAt);
  });

  it('sends nothing for a group nobody gave to, and tells the organizer', async () => {
    const { group, closesAt, shareToken } = await startGroup(t.app, { closesInDays: 1 });
    await startPart(t.app, shareToken, { name: 'Never paid', amount: 10 });
    await t.app.groups.closeDue(new Date(closesAt));
    expect((await t.app.repositories.groups.findById(group.id))?.state).toBe('closed');
    expect(await t.app.db.select().from(redemptions).where(eq(redemptions.orderId, group.orderId))).toEqual([]);
    expect(await outbox(`ecard:${group.orderId}:%`)).toEqual([]);
    await t.app.mail.drain();
    const [notice] = await outbox(`group-closed-empty:${group.id}`);
    expect(notice?.toAddress).toBe('organizer@example.com');
    expect(notice?.text).toContain('nothing was sent');
  });
});

describe('the ledger', () => {
  it('counts a group card once, for its total, when the child chooses', async () => {
    const { redeem } = await import('./ops/ops-helpers');
    const refresh = () => t.app.repositories.transaction((tx) => tx.ledger.refresh());
    await refresh();
    const before = await t.app.repositories.ledger.summary();
    const totalsBefore = (await t.app.ledger.impact(new Date())).totals;
    const { shareToken, organizerToken, group } = await startGroup(t.app);
    await chipIn(t.app, shareToken, { name: 'Grandma', amount: 25 });
    await chipIn(t.app, shareToken, { name: 'Uncle Ben', amount: 35 });
    await organizer(t.app, organizerToken, '/close');
    await redeem(t.app, await codeOf(t.app, group.orderId), [[1, 60]]);
    await refresh();
    const totals = (await t.app.ledger.impact(new Date())).totals;
    expect(totals.gifts - totalsBefore.gifts).toBe(1);
    expect(totals.giftCents - totalsBefore.giftCents).toBe(6000);
    expect((await t.app.repositories.ledger.summary())?.shippingCents).toBe(before?.shippingCents);
  });
});
