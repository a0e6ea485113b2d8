/**
 * The daily after-gift run under a controlled clock (services/after-gift.ts): reminders at 30 and
 * 90 days to the grown-up, each once and never after the one-click opt-out (an e-card's counted
 * from when it went, to its grown-up, with its live page link); the notice a month
 * before one year; the backup gift at one year (the purchaser's backup charity, else "where it's
 * needed most" by its published rule), counted in disbursements and marked; the code then tells
 * the child where the gift went and when; two processes at once do everything once.
 */
import { randomInt } from 'node:crypto';
import { formatRedemptionCode } from '@littlegivers/shared/contract/redemption-code';
import { SHIP_TO_FIELDS } from '@littlegivers/shared/contract/schemas/order';
import { dayIn } from '@littlegivers/shared/contract/send-day';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import {
  ecardDeliveries,
  mailOutbox,
  orders,
  organizations,
  redemptionSelections,
  redemptions,
} from '../../src/db/schema';
import { createAfterGiftService } from '../../src/services/after-gift';
import { buildTestApp, printOverrides, type TestApp } from '../helpers';
import { capturedPurchase, ops, redeem, setRedeemedAt } from '../ops/ops-helpers';

const DAY = 24 * 3600 * 1000;
let t: TestApp;
/** Day zero of this test's gifts: a private moment far from every other test's. */
let zero: number;
const at = (days: number) => new Date(zero + days * DAY);

/** The e-card page token of the link in a message's text. */
function ecardTokenIn(text: string): string {
  const token = /\/ecard#([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error('no e-card link in the message');
  return token;
}

beforeEach(async () => {
  t = await buildTestApp();
  zero = Date.UTC(2200 + randomInt(700), randomInt(12), 1 + randomInt(28), 12);
});
afterEach(async () => t.close());

const settings = () => ({ ...t.app.config.afterGift, siteUrl: t.app.config.siteUrl });
const run = (day: number) =>
  createAfterGiftService({ repositories: t.app.repositories, settings: settings() }).run(at(day));

/** A purchase paid on day zero, its code not used; a mailed card printed and mailed that day. */
async function openGift(overrides: Record<string, unknown> = {}) {
  const purchase = await capturedPurchase(t.app, overrides);
  await t.app.db
    .update(orders)
    .set({ paidAt: at(0), printedAt: overrides.delivery === undefined ? at(0) : null })
    .where(eq(orders.id, purchase.order.rowId));
  return purchase;
}

async function messagesOf(orderId: number) {
  const rows = await t.app.db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.kind, ['gift-reminder', 'backup-notice']))
    .orderBy(mailOutbox.id);
  const key = new RegExp(`^(gift-reminder|backup-notice):${orderId}(:|$)`);
  return rows.filter((row) => key.test(row.idempotencyKey));
}

describe('reminders', () => {
  it('go out at 30 and 90 days to the purchaser, once each, with the kidspage and a one-click opt-out', async () => {
    const gift = await openGift({ recipientName: 'Maya' });
    const quiet = await openGift({ recipientName: 'Noor' });
    for (const day of [1, 29]) await run(day);
    expect(await messagesOf(gift.order.rowId)).toEqual([]);

    await run(30);
    await run(31);
    await run(60);
    const first = await messagesOf(gift.order.rowId);
    expect(first.map((m) => m.idempotencyKey)).toEqual([`gift-reminder:${gift.order.rowId}:30`]);
    expect(first[0]?.toAddress).toBe('parent@example.com');

    await t.app.mail.drain();
    const [sent] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, first[0]?.id ?? 0));
    expect(sent?.subject).toBe('A gift for Maya is waiting to be opened');
    expect(sent?.text).toContain('It has been 30 days since you gave Maya');
    expect(sent?.text).toContain(`${t.app.config.siteUrl}/kidspage`);
    const optOut = /(https?:\/\/\S+\/api\/giftReminders\/\S+\/optOut\?t=[\w%-]+)/.exec(sent?.text ?? '')?.[1];
    expect(optOut).toBeTruthy();

    // The other gift's purchaser turns reminders off with one click: no 90-day reminder for it.
    await t.app.mail.drain();
    const quietFirst = (await messagesOf(quiet.order.rowId))[0];
    const [quietSent] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, quietFirst?.id ?? 0));
    const quietLink = new URL(/(https?:\/\/\S+\/optOut\?t=[\w%-]+)/.exec(quietSent?.text ?? '')?.[1] ?? 'http://x');
    const page = await t.app.inject({ method: 'GET', url: `${quietLink.pathname}${quietLink.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body).toContain('Turn off the reminders for this gift?');
    const click = await t.app.inject({ method: 'POST', url: `${quietLink.pathname}${quietLink.search}` });
    expect(click.statusCode).toBe(200);
    expect(click.body).toContain('Reminders turned off');
    const forged = await t.app.inject({ method: 'GET', url: `${quietLink.pathname}?t=forged` });
    expect(forged.statusCode).toBe(404);

    await run(90);
    await run(91);
    expect((await messagesOf(gift.order.rowId)).map((m) => m.idempotencyKey)).toEqual([
      `gift-reminder:${gift.order.rowId}:30`,
      `gift-reminder:${gift.order.rowId}:90`,
    ]);
    expect((await messagesOf(quiet.order.rowId)).map((m) => m.idempotencyKey)).toEqual([
      `gift-reminder:${quiet.order.rowId}:30`,
    ]);
  });

  it("of an e-card go to the grown-up, counted from when it went, with the e-card's live link and the kidspage", async () => {
    const gift = await openGift({
      ...Object.fromEntries(SHIP_TO_FIELDS.map((field) => [field, null])),
      package: 5,
      delivery: 'email',
      grownUpName: 'Pat',
      grownUpEmail: 'pat@example.com',
      sendOn: dayIn(new Date(), 'America/New_York'),
      timeZone: 'America/New_York',
      recipientName: 'Ava',
      fromName: 'Grandma',
    });
    // Paid on day zero for day 20: the e-card went on day 20.
    await t.app.db
      .update(ecardDeliveries)
      .set({ sendAt: at(20), sentAt: at(20) })
      .where(eq(ecardDeliveries.orderId, gift.order.rowId));
    await run(30);
    await run(49);
    expect(await messagesOf(gift.order.rowId)).toEqual([]);

    await run(50);
    const [queued] = await messagesOf(gift.order.rowId);
    expect(queued).toMatchObject({
      idempotencyKey: `gift-reminder:${gift.order.rowId}:30`,
      toAddress: 'pat@example.com',
    });
    expect(JSON.stringify(queued?.data)).not.toMatch(/ecard#|tokenCiphertext/);
    await t.app.mail.drain();
    const sentText = async (id: number) =>
      (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]?.text ?? '';
    const first = await sentText(queued?.id ?? 0);
    expect(first).toContain('It has been 30 days since Grandma sent Ava a Little Givers e-card');
    expect(first).toContain(`${t.app.config.siteUrl}/kidspage`);
    const firstToken = ecardTokenIn(first);
    const opened = await t.app.inject({ method: 'POST', url: '/api/ecardView', payload: { token: firstToken } });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().code).toBe(formatRedemptionCode(gift.code));

    // The code is reissued after the 90-day reminder is queued: it carries the new link, never the revoked one.
    await run(110);
    const second = (await messagesOf(gift.order.rowId)).find((m) => m.idempotencyKey.endsWith(':90'));
    expect(second?.toAddress).toBe('pat@example.com');
    const reissued = await t.app.reissue.reissueCode(gift.order.orderIdentifier, {
      now: new Date(),
    });
    expect(reissued.outcome).toBe('reissued');
    await t.app.mail.drain();
    const secondToken = ecardTokenIn(await sentText(second?.id ?? 0));
    expect(secondToken).not.toBe(firstToken);
    expect(`${t.app.config.siteUrl}/ecard#${secondToken}`).toBe(await t.app.ecards.linkOf(gift.order.rowId));
    const revoked = await t.app.inject({ method: 'POST', url: '/api/ecardView', payload: { token: firstToken } });
    expect(revoked.statusCode).toBe(404);
  });

  it('never for a gift already opened', async () => {
    const gift = await openGift();
    await redeem(t.app, gift.code, [[1, 20]]);
    await run(30);
    await run(90);
    expect(await messagesOf(gift.order.rowId)).toEqual([]);
  });

  it('come from configuration', () => {
    const config = loadConfig({
      AFTER_GIFT_REMINDER_DAYS: '90, 14',
      AFTER_GIFT_BACKUP_DAYS: '200',
      AFTER_GIFT_NOTICE_DAYS: '10',
    });
    expect(config.afterGift).toMatchObject({ reminderDays: [14, 90], backupAfterDays: 200, noticeDaysBefore: 10 });
    expect(loadConfig({}).afterGift).toMatchObject({
      reminderDays: [30, 90],
      backupAfterDays: 365,
      noticeDaysBefore: 30,
    });
    expect(() => loadConfig({ AFTER_GIFT_REMINDER_DAYS: 'soon' })).toThrow(/AFTER_GIFT_REMINDER_DAYS/);
  });
});

describe('the backup gift', () => {
  it('is announced a month before one year, then given at one year, marked and counted in disbursements', async () => {
    const [chosen] = await t.app.db.select().from(organizations).where(eq(organizations.id, 3));
    const withBackup = await openGift({ recipientName: 'Maya' });
    await t.app.repositories.afterGift.setBackupCharity(withBackup.order.rowId, 3);
    const withDefault = await openGift({ recipientName: 'Leo', lineItems: [{ lineItem: 'giftAmount', amount: 15 }] });
    // The rule: the active charity chosen least by amount over the past twelve months (ties: by
    // name). Give the alphabetically first charity a gift in that window so the rule must pass it.
    const active = await t.app.db
      .select()
      .from(organizations)
      .where(eq(organizations.active, true))
      .orderBy(organizations.organizationName);
    const other = await capturedPurchase(t.app);
    const otherId = await redeem(t.app, other.code, [[active[0]?.id ?? 0, 20]]);
    await setRedeemedAt(t.app, [otherId], at(300));

    await run(334);
    expect((await messagesOf(withBackup.order.rowId)).filter((m) => m.kind === 'backup-notice')).toEqual([]);
    await run(335);
    await run(336);
    const notices = (await messagesOf(withBackup.order.rowId)).filter((m) => m.kind === 'backup-notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.data).toMatchObject({ backupCharity: chosen?.organizationName });
    await t.app.mail.drain();
    const [notice] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, notices[0]?.id ?? 0));
    expect(notice?.subject).toContain(`goes to ${chosen?.organizationName} on`);
    const defaultNotice = (await messagesOf(withDefault.order.rowId)).find((m) => m.kind === 'backup-notice');
    expect(defaultNotice?.data).toMatchObject({ backupCharity: null });

    await run(364);
    const [still] = await t.app.db.select().from(redemptions).where(eq(redemptions.orderId, withBackup.order.rowId));
    expect(still?.redeemedAt).toBeNull();

    // Least chosen: the first active charity by name that no child has chosen in the window (the
    // file's earlier tests chose some too).
    const chosenIds = new Set(
      (await t.app.db.selectDistinct({ id: redemptionSelections.organizationId }).from(redemptionSelections)).map(
        (row) => row.id,
      ),
    );
    expect(chosenIds.has(active[0]?.id ?? 0)).toBe(true);
    const leastChosen = active.find((organization) => !chosenIds.has(organization.id));
    const yearRun = await run(365);
    expect(yearRun.backupCharityId).toBe(leastChosen?.id);
    const lines = await t.app.db
      .select({ selection: redemptionSelections, redemption: redemptions })
      .from(redemptionSelections)
      .innerJoin(redemptions, eq(redemptions.id, redemptionSelections.redemptionId))
      .where(inArray(redemptions.orderId, [withBackup.order.rowId, withDefault.order.rowId]));
    const byOrder = new Map(lines.map((line) => [line.redemption.orderId, line]));
    expect(byOrder.get(withBackup.order.rowId)?.selection).toMatchObject({
      organizationId: 3,
      amountCents: 2000,
      recipientName: 'Maya',
      backup: true,
    });
    expect(byOrder.get(withDefault.order.rowId)?.selection).toMatchObject({
      organizationId: leastChosen?.id,
      amountCents: 1500,
      backup: true,
    });
    expect(byOrder.get(withBackup.order.rowId)?.redemption.redeemedAt?.toISOString()).toBe(at(365).toISOString());

    // Counted in disbursements like any gift, marked, and reconciled to the cent.
    const day = at(365).toISOString().slice(0, 10);
    const report = await ops(t.database, ['disbursements', '--from', day, '--to', day, '--format', 'json']);
    const parsed = JSON.parse(report.stdout);
    expect(parsed.reconciled).toBe(true);
    const ours = parsed.lines.filter((line: { orderIdentifier: string }) =>
      [withBackup.order.orderIdentifier, withDefault.order.orderIdentifier].includes(line.orderIdentifier),
    );
    expect(ours.map((line: { backup: boolean }) => line.backup)).toEqual([true, true]);
    const table = await ops(t.database, ['disbursements', '--from', day, '--to', day]);
    expect(table.stdout).toContain('Maya (backup gift)');

    // A second run the same day, or later, gives nothing again.
    await run(365);
    await run(400);
    const after = await t.app.db
      .select()
      .from(redemptionSelections)
      .innerJoin(redemptions, eq(redemptions.id, redemptionSelections.redemptionId))
      .where(inArray(redemptions.orderId, [withBackup.order.rowId, withDefault.order.rowId]));
    expect(after).toHaveLength(2);
  });

  it('a new card after the notice restarts the year: a second notice names the new day, and nothing goes on the old one', async () => {
    const gift = await openGift(printOverrides({ recipientName: 'Maya' }));
    const notices = async () =>
      (await messagesOf(gift.order.rowId))
        .filter((m) => m.kind === 'backup-notice')
        .map((m) => new Date(String((m.data as { backupOn: string }).backupOn)).toISOString());
    await run(335);
    expect(await notices()).toEqual([at(365).toISOString()]);

    // A new card on day 340: the child holds a card that reached them that day.
    await t.app.reissue.reissueCode(gift.order.orderIdentifier, {
      now: at(340),
    });
    await run(365);
    await run(366);
    const [open] = await t.app.db.select().from(redemptions).where(eq(redemptions.orderId, gift.order.rowId));
    expect(open?.redeemedAt).toBeNull();
    expect(await notices()).toEqual([at(365).toISOString()]);

    await run(340 + 335);
    await run(340 + 336);
    expect(await notices()).toEqual([at(365).toISOString(), at(340 + 365).toISOString()]);
    await run(340 + 364);
    const [stillOpen] = await t.app.db.select().from(redemptions).where(eq(redemptions.orderId, gift.order.rowId));
    expect(stillOpen?.redeemedAt).toBeNull();
    await run(340 + 365);
    const [given] = await t.app.db.select().from(redemptions).where(eq(redemptions.orderId, gift.order.rowId));
    expect(given?.redeemedAt?.toISOString()).toBe(at(340 + 365).toISOString());
  });

  it("'where it's needed most' counts earlier backup gifts as well as children's choices", async () => {
    const active = await t.app.db
      .select()
      .from(organizations)
      .where(eq(organizations.active, true))
      .orderBy(organizations.organizationName);
    const [first, second] = active;
    expect(await t.app.repositories.afterGift.neededMost(at(10))).toBe(first?.id);
    // A backup gift to the first by name within the twelve months: the rule passes it.
    const given = await capturedPurchase(t.app);
    const selectionOf = await redeem(t.app, given.code, [[first?.id ?? 0, 20]]);
    await setRedeemedAt(t.app, [selectionOf], at(5));
    await t.app.db
      .update(redemptionSelections)
      .set({ backup: true })
      .where(eq(redemptionSelections.redemptionId, selectionOf));
    expect(await t.app.repositories.afterGift.neededMost(at(10))).toBe(second?.id);
    // More than twelve months later (a leap day or not) it no longer counts.
    expect(await t.app.repositories.afterGift.neededMost(at(5 + 370))).toBe(first?.id);
  });

  it('the code then tells the child, kindly, where the gift went and when', async () => {
    const gift = await openGift({ recipientName: 'Maya' });
    await t.app.repositories.afterGift.setBackupCharity(gift.order.rowId, 2);
    const [charity] = await t.app.db.select().from(organizations).where(eq(organizations.id, 2));
    await run(365);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/redemptionSession',
      payload: { redemptionCode: gift.code, captcha: null },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      redemptionCode: null,
      givenToBackup: { charity: charity?.organizationName, givenAt: at(365).toISOString() },
    });
    // A code a child used answers as before: no session, no backup gift.
    const used = await capturedPurchase(t.app);
    await redeem(t.app, used.code, [[1, 20]]);
    const usedAnswer = await t.app.inject({
      method: 'POST',
      url: '/api/redemptionSession',
      payload: { redemptionCode: used.code, captcha: null },
    });
    expect(usedAnswer.json()).toEqual({ redemptionCode: null, reason: 'already-opened' });
  });
});

describe('several processes', () => {
  it('two runs at once, and the statements themselves twice at once, send and give everything once', async () => {
    const gifts = await Promise.all([openGift(), openGift(), openGift()]);
    const ids = gifts.map((gift) => gift.order.rowId);
    const [a, b] = await Promise.all([run(30), run(30)]);
    expect([a.ran, b.ran].filter(Boolean).length).toBeGreaterThanOrEqual(1);
    // Past the lease: both processes run the statements themselves at the same moment.
    const repos = t.app.repositories.afterGift;
    const kidspage = `${t.app.config.siteUrl}/kidspage`;
    await Promise.all([
      repos.queueReminders(at(90), 90, 335, kidspage),
      repos.queueReminders(at(90), 90, 335, kidspage),
    ]);
    await Promise.all([repos.giveBackupGifts(at(365), 365, 1), repos.giveBackupGifts(at(365), 365, 1)]);
    await Promise.all([run(365), run(365)]);
    for (const id of ids) {
      expect((await messagesOf(id)).map((m) => m.idempotencyKey)).toEqual([
        `gift-reminder:${id}:30`,
        `gift-reminder:${id}:90`,
      ]);
    }
    const given = await t.app.db
      .select()
      .from(redemptionSelections)
      .innerJoin(redemptions, eq(redemptions.id, redemptionSelections.redemptionId))
      .where(inArray(redemptions.orderId, ids));
    expect(given).toHaveLength(3);
  });
});

describe('the run’s windows and its backup charity', () => {
  it('a gift first seen past the notice day gets the notice, not a late reminder', async () => {
    const gift = await openGift();
    expect((await run(340)).ran).toBe(true);
    expect((await messagesOf(gift.order.rowId)).map((row) => row.kind)).toEqual(['backup-notice']);
  });

  it('gives no backup gift while no charity is active, and the run goes on', async () => {
    const gift = await openGift();
    const active = await t.app.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.active, true));
    await t.app.db.update(organizations).set({ active: false });
    try {
      const result = await run(366);
      expect(result).toMatchObject({ ran: true, backupCharityId: null, backupGifts: 0 });
      const [code] = await t.app.db.select().from(redemptions).where(eq(redemptions.orderId, gift.order.rowId));
      expect(code?.redeemedAt).toBeNull();
    } finally {
      await t.app.db
        .update(organizations)
        .set({ active: true })
        .where(
          inArray(
            organizations.id,
            active.map((row) => row.id),
          ),
        );
    }
  });
});
