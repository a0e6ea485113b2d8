/**
 * Parts paid while the organizer closes the card (and closes it twice, and cancels it): every
 * captured part ends counted in the card's one code or refunded, never both, never lost. On PGlite
 * (`pnpm --filter api test`) and on PostgreSQL (`test:pg`), where the requests truly run at once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupContributions, paypalFakeOrders, redemptions } from '../src/db/schema';
import { organizer, payPart, startGroup, startPart } from './group-helpers';
import { buildTestApp, buyer, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const GIVERS = ['Ann', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay'];

describe('closing while parts are paid', () => {
  it('counts each captured part once: in the total, or refunded; one code', async () => {
    const { shareToken, organizerToken, group } = await startGroup(t.app);
    const parts = [];
    for (const [i, name] of GIVERS.entries()) parts.push(await startPart(t.app, shareToken, { name, amount: 5 + i }));
    for (const part of parts) await buyer(t.app, part.payPalOrderId, 'approve');

    const answers = await Promise.all([
      ...parts.map((part) => payPart(t.app, part)),
      organizer(t.app, organizerToken, '/close'),
      organizer(t.app, organizerToken, '/close'),
      organizer(t.app, organizerToken, '/cancel'),
    ]);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const actions = answers.slice(parts.length).map((answer) => answer.json().state);
    // Whichever of close and cancel came first, every action answers the same state.
    expect(new Set(actions).size).toBe(1);

    const rows = await t.app.db.select().from(groupContributions).where(eq(groupContributions.groupId, group.id));
    expect(rows).toHaveLength(GIVERS.length);
    for (const row of rows) expect(['paid', 'refunded']).toContain(row.status);
    const counted = rows.filter((row) => row.status === 'paid');
    const card = await t.app.repositories.orders.findById(group.orderId);
    const codes = await t.app.db.select().from(redemptions).where(eq(redemptions.orderId, group.orderId));
    if (actions[0] === 'closed' && counted.length) {
      expect(card?.giftCents).toBe(counted.reduce((sum, row) => sum + row.amountCents, 0));
      expect(codes).toHaveLength(1);
      expect(codes[0]?.amountCents).toBe(card?.giftCents);
    } else {
      expect(counted).toEqual([]);
      expect(codes).toEqual([]);
    }
    for (const row of rows.filter((row) => row.status === 'refunded')) {
      const [fake] = await t.app.db
        .select()
        .from(paypalFakeOrders)
        .where(eq(paypalFakeOrders.id, row.paypalOrderId ?? ''));
      expect(fake?.refundId).toBeTruthy();
    }
    // Every answer to a giver agrees with the row: a part counted when it was paid is in the card
    // that went, or refunded by a cancel that came after it; a part not counted is refunded.
    for (const [i, part] of parts.entries()) {
      const row = rows.find((r) => r.publicId === part.id);
      const counted = answers[i]?.json().counted;
      expect(row?.status).toBe(counted && actions[0] === 'closed' ? 'paid' : 'refunded');
    }
  });

  it('runs the timed close and the organizer close at once: the card goes once', async () => {
    const { shareToken, organizerToken, group, closesAt } = await startGroup(t.app, { closesInDays: 1 });
    const part = await startPart(t.app, shareToken, { name: 'Gus', amount: 12 });
    expect((await payPart(t.app, part)).json().counted).toBe(true);
    const [timed, byHand] = await Promise.all([
      t.app.groups.closeDue(new Date(closesAt)),
      organizer(t.app, organizerToken, '/close'),
    ]);
    expect(byHand.json()).toEqual({ state: 'closed', total: 12, givers: 1 });
    expect(timed.closed).toBeLessThanOrEqual(1);
    expect(await t.app.db.select().from(redemptions).where(eq(redemptions.orderId, group.orderId))).toHaveLength(1);
  });
});
