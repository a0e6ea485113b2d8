/**
 * The gift timeline (shared/src/contract/gift-timeline.ts, with its SQL in
 * repositories/gift-timeline.ts) on the real API and database under a controlled clock:
 *   - the SQL and `giftTimeline` say the same "reached the child" for each delivery and state;
 *   - an e-card bought for the last day step 2 allows (a year ahead) is not reminded of, not
 *     announced and not given away while it waits, even a year after payment, and stays listed by
 *     `ops ecards`; once sent, its year counts from the sending: notice at 335 days, backup at 365;
 *   - a mailed card not printed yet is never given away; one printed counts from its mailing.
 */
import { giftTimeline } from '@littlegivers/shared/contract/gift-timeline';
import { SHIP_TO_FIELDS } from '@littlegivers/shared/contract/schemas/order';
import { sendOnRange } from '@littlegivers/shared/contract/send-day';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ecardDeliveries, mailOutbox, orderShipments, orders, redemptions } from '../../src/db/schema';
import { reachedAt, reachedJoins } from '../../src/repositories/gift-timeline';
import { createAfterGiftService } from '../../src/services/after-gift';
import { buildTestApp, printOverrides, type TestApp } from '../helpers';
import { capturedPurchase, ops } from '../ops/ops-helpers';

const DAY = 24 * 3600 * 1000;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 180_000);
afterAll(async () => t?.close());

const schedule = () => t.app.config.afterGift;
const run = (now: Date) =>
  createAfterGiftService({
    repositories: t.app.repositories,
    settings: { ...schedule(), siteUrl: t.app.config.siteUrl },
  }).run(now);
const plus = (from: Date, days: number) => new Date(from.getTime() + days * DAY);

const zone = 'America/New_York';
const ecardOverrides = (sendOn: string) => ({
  ...Object.fromEntries(SHIP_TO_FIELDS.map((field) => [field, null])),
  package: 5,
  delivery: 'email',
  grownUpName: 'Pat',
  grownUpEmail: 'pat@example.com',
  sendOn,
  timeZone: zone,
  recipientName: 'Ava',
  fromName: 'Grandma',
});

/** What the run's statements say of an order: when its card reached the child. */
async function sqlReachedAt(orderId: number): Promise<string | null> {
  const result = await t.app.db.execute(
    sql`select ${reachedAt} as reached_at from orders o ${reachedJoins} where o.id = ${orderId}`,
  );
  const rows = (result as unknown as { rows?: { reached_at: string | Date | null }[] }).rows ?? [];
  const value = rows[0]?.reached_at ?? null;
  return value === null ? null : new Date(value).toISOString();
}

/** What the gift page's timeline says of it, from the same rows. */
async function tsReachedAt(orderId: number): Promise<string | null> {
  const [order] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
  const [delivery] = await t.app.db.select().from(ecardDeliveries).where(eq(ecardDeliveries.orderId, orderId));
  const [shipment] = await t.app.db.select().from(orderShipments).where(eq(orderShipments.orderId, orderId));
  const trail = await t.app.repositories.afterGift.trailOf(orderId);
  if (!order?.paidAt) throw new Error('not paid');
  const timeline = giftTimeline(
    {
      delivery: order.delivery,
      paidAt: order.paidAt,
      ecardSentAt: delivery?.sentAt ?? null,
      printedAt: order.printedAt,
      shippedAt: shipment?.shippedAt ?? null,
      reissuedAt: trail.reissuedAt,
    },
    schedule(),
  );
  return timeline.reachedAt?.toISOString() ?? null;
}

async function messages(orderId: number) {
  const rows = await t.app.db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.kind, ['gift-reminder', 'backup-notice']));
  return rows.filter((row) => row.idempotencyKey.split(':')[1] === String(orderId)).map((row) => row.idempotencyKey);
}

async function codeUsed(orderId: number) {
  const [row] = await t.app.db.select().from(redemptions).where(eq(redemptions.orderId, orderId));
  return row?.redeemedAt ?? null;
}

describe('when the card reached the child', () => {
  it('is the same in the run’s SQL and in the gift page’s timeline, for every delivery and state', async () => {
    const mailed = await capturedPurchase(t.app);
    const printAtHome = await capturedPurchase(t.app, printOverrides());
    const ecard = await capturedPurchase(t.app, ecardOverrides(sendOnRange(zone).last));
    const cases: [string, number, boolean][] = [];
    const check = async (label: string, orderId: number, reached: boolean) => {
      const [fromSql, fromTs] = [await sqlReachedAt(orderId), await tsReachedAt(orderId)];
      expect(fromSql, label).toBe(fromTs);
      expect(fromSql !== null, label).toBe(reached);
      cases.push([label, orderId, reached]);
    };
    await check('mailed, not printed', mailed.order.rowId, false);
    await check('print at home', printAtHome.order.rowId, true);
    await check('e-card waiting for its day', ecard.order.rowId, false);

    expect((await ops(t.database, ['mark-printed', mailed.order.orderIdentifier])).code).toBe(0);
    await check('mailed, printed', mailed.order.rowId, true);
    expect(
      (await ops(t.database, ['ship', mailed.order.orderIdentifier, '--tracking', '9400111899223344556677'])).code,
    ).toBe(0);
    await check('mailed, shipped', mailed.order.rowId, true);
    await t.app.reissue.reissueCode(mailed.order.orderIdentifier, {
      now: new Date(),
    });
    await check('mailed, reissued: back on the print queue', mailed.order.rowId, false);

    const later = plus(new Date(), 3);
    await t.app.reissue.reissueCode(printAtHome.order.orderIdentifier, {
      now: later,
    });
    await check('print at home, reissued', printAtHome.order.rowId, true);
    expect(await sqlReachedAt(printAtHome.order.rowId)).toBe(later.toISOString());

    expect((await ops(t.database, ['ecards', 'send', ecard.order.orderIdentifier])).code).toBe(0);
    await t.app.mail.drain();
    await check('e-card sent', ecard.order.rowId, true);
    expect(cases).toHaveLength(8);
  });
});

describe('an e-card sent a year after payment', () => {
  it('is never reminded of, announced or given away before it is sent; its year counts from the sending', async () => {
    const paidAt = new Date();
    const gift = await capturedPurchase(t.app, ecardOverrides(sendOnRange(zone, paidAt).last));
    const id = gift.order.rowId;

    // Eleven months, then a year and a day after payment: the card still waits for its day.
    for (const days of [30, 90, 335, 340]) await run(plus(paidAt, days));
    expect(await messages(id)).toEqual([]);
    await run(plus(paidAt, 366));
    expect(await messages(id)).toEqual([]);
    expect(await codeUsed(id)).toBeNull();
    const waiting = await ops(t.database, ['ecards', '--format', 'json']);
    expect(JSON.parse(waiting.stdout).map((row: { orderIdentifier: string }) => row.orderIdentifier)).toContain(
      gift.order.orderIdentifier,
    );

    // It goes (the sender stamps the database's clock; the test moves that stamp to the
    // simulated day it went, a year after payment).
    expect((await ops(t.database, ['ecards', 'send', gift.order.orderIdentifier])).code).toBe(0);
    await t.app.mail.drain();
    const sentAt = plus(paidAt, 366);
    await t.app.db.update(ecardDeliveries).set({ sentAt }).where(eq(ecardDeliveries.orderId, id));
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/ecardView',
      payload: { token: await ecardToken(id) },
    });
    expect(page.json().redeemed).toBe(false);

    await run(plus(sentAt, 29));
    expect(await messages(id)).toEqual([]);
    await run(plus(sentAt, 30));
    expect(await messages(id)).toEqual([`gift-reminder:${id}:30`]);
    await run(plus(sentAt, 334));
    expect((await messages(id)).filter((key) => key.startsWith('backup-notice'))).toEqual([]);
    await run(plus(sentAt, 335));
    const [notice] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.idempotencyKey, `backup-notice:${id}:${plus(sentAt, 365).toISOString().slice(0, 10)}`));
    expect(new Date((notice?.data as { backupOn?: string } | undefined)?.backupOn ?? 0).toISOString()).toBe(
      plus(sentAt, 365).toISOString(),
    );
    await run(plus(sentAt, 364));
    expect(await codeUsed(id)).toBeNull();
    await run(plus(sentAt, 365));
    expect((await codeUsed(id))?.toISOString()).toBe(plus(sentAt, 365).toISOString());
  });
});

describe('a mailed card', () => {
  it('not printed is never given away; printed, its year counts from the mailing', async () => {
    const gift = await capturedPurchase(t.app);
    const id = gift.order.rowId;
    const paidAt = new Date();
    await run(plus(paidAt, 400));
    expect(await codeUsed(id)).toBeNull();
    expect(await messages(id)).toEqual([]);
    const mailedAt = plus(paidAt, 60);
    await t.app.db.update(orders).set({ printedAt: mailedAt }).where(eq(orders.id, id));
    await run(plus(mailedAt, 364));
    expect(await codeUsed(id)).toBeNull();
    await run(plus(mailedAt, 365));
    expect(await codeUsed(id)).not.toBeNull();
  });
});

/** The token of an order's live e-card link. */
async function ecardToken(orderId: number): Promise<string> {
  const url = await t.app.ecards.linkOf(orderId);
  const token = url?.split('#')[1];
  if (!token) throw new Error('no e-card link');
  return token;
}
