/**
 * A group card in the staff console (GET /api/staff/orders/:identifier/group): every captured part
 * with its status and refund, the postage and the order's audit records (an `ops groups` cancel
 * among them). Operators and admins see each giver's name and e-mail and who acted; a viewer's
 * answer has no personal data at all.
 */
import {
  staffGroupSchema,
  staffGroupWithPersonalDataSchema,
} from '@littlegivers/shared/contract/schemas/staff-answers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chipIn, payPart, payPostage, startGroup, startPart } from '../group-helpers';
import { buildTestApp, paidOrderWithCode, type TestApp } from '../helpers';
import { ops } from '../ops/ops-helpers';
import { type SignedIn, signedInAs } from './staff-helpers';

let t: TestApp;
let admin: SignedIn;
let operator: SignedIn;
let viewer: SignedIn;
/** A group card printed at home with one part, cancelled by `ops groups cancel`, then a late part refunded. */
let order: string;
beforeAll(async () => {
  t = await buildTestApp();
  [admin, operator, viewer] = [
    await signedInAs(t.app, 'admin'),
    await signedInAs(t.app, 'operator'),
    await signedInAs(t.app, 'viewer'),
  ];
  const started = await startGroup(t.app, { delivery: 'print' });
  await chipIn(t.app, started.shareToken, { name: 'Grandma', amount: 25, email: 'grandma.staff@example.com' });
  // A part whose checkout is still open when the card is cancelled: paid later, refunded as late.
  const late = await startPart(t.app, started.shareToken, { name: 'Uncle Ben', amount: 15, email: 'ben@example.com' });
  // Never paid: not a part the console lists.
  await startPart(t.app, started.shareToken, { name: 'Nobody', amount: 9, email: 'nobody@example.com' });
  order = (await t.app.repositories.orders.findById(started.group.orderId))?.orderIdentifier ?? '';
  expect((await ops(t.database, ['groups', 'cancel', order])).code).toBe(0);
  expect((await payPart(t.app, late)).statusCode).toBe(200);
});
afterAll(() => t.close());

const groupOf = (who: SignedIn, identifier = order) =>
  who.request({ method: 'GET', url: `/api/staff/orders/${identifier}/group`, csrf: false });

describe('a group card in the staff console', () => {
  it('shows operators every captured part, its giver, its refund and the audit records', async () => {
    const response = await groupOf(operator);
    expect(response.statusCode).toBe(200);
    const group = staffGroupWithPersonalDataSchema.parse(response.json());
    expect(group).toMatchObject({ orderIdentifier: order, state: 'cancelled', countedCents: 0, postage: null });
    expect(group.contributions).toEqual([
      expect.objectContaining({
        name: 'Grandma',
        email: 'grandma.staff@example.com',
        amountCents: 2500,
        status: 'refunded',
        refundReason: 'cancelled',
        paidAt: expect.any(String),
        refundedAt: expect.any(String),
      }),
      expect.objectContaining({ name: 'Uncle Ben', amountCents: 1500, status: 'refunded', refundReason: 'late' }),
    ]);
    expect(group.audit).toEqual([
      expect.objectContaining({
        action: 'groups.cancel',
        target: order,
        outcome: 'ok',
        staffEmail: 'ops (command line)',
      }),
    ]);
    expect(JSON.stringify(group)).not.toContain('Nobody');
    // Admins see the same as operators.
    expect((await groupOf(admin)).json()).toEqual(response.json());
  });

  it('gives a viewer no name, no e-mail and not who acted', async () => {
    const response = await groupOf(viewer);
    expect(response.statusCode).toBe(200);
    const body = response.json() as Record<string, unknown>;
    expect(staffGroupSchema.parse(body)).toMatchObject({ state: 'cancelled' });
    const text = JSON.stringify(body);
    for (const personal of ['Grandma', 'Uncle Ben', '@', 'ops (command line)', 'email', 'name'])
      expect(text, personal).not.toContain(personal);
    expect((body.contributions as unknown[]).length).toBe(2);
    expect(body.audit).toEqual([expect.objectContaining({ action: 'groups.cancel', outcome: 'ok' })]);
  });

  it('answers 404 for an order that is not a group card, and for no order', async () => {
    // The cancelled card's order was never paid: the order's own screen has nothing, its group does.
    const detail = await operator.request({ method: 'GET', url: `/api/staff/orders/${order}`, csrf: false });
    expect(detail.statusCode).toBe(404);
    const { order: single } = await paidOrderWithCode(t.app);
    expect((await groupOf(operator, single.orderIdentifier)).statusCode).toBe(404);
    expect((await groupOf(viewer, 'LG-NOPE')).statusCode).toBe(404);
  });

  it("counts an open mailed card's parts and shows its postage", async () => {
    const started = await startGroup(t.app, { delivery: 'mail' });
    expect((await payPostage(t.app, started)).statusCode).toBe(200);
    await chipIn(t.app, started.shareToken, { name: 'Ann', amount: 12 });
    const identifier = (await t.app.repositories.orders.findById(started.group.orderId))?.orderIdentifier ?? '';
    const group = (await groupOf(viewer, identifier)).json();
    expect(group).toMatchObject({
      state: 'open',
      countedCents: 1200,
      postage: { amountCents: 895, state: 'paid', paidAt: expect.any(String), refundedAt: null },
      contributions: [expect.objectContaining({ amountCents: 1200, status: 'counted', refundReason: null })],
      audit: [],
    });
  });
});
