import { randomUUID } from 'node:crypto';
import { formatRedemptionCode } from '@littlegivers/shared/contract/redemption-code';
import {
  isAcceptedRedemption,
  redeemNowResponseSchema,
  redemptionSchema,
} from '@littlegivers/shared/contract/schemas/redemption';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import { redemptionSelections, redemptionSessions, redemptions } from '../src/db/schema';
import { buildTestApp, openRedemptionSession, paidOrderWithCode, type TestApp } from './helpers';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => t.close());

async function openSession(code: string) {
  const response = await openRedemptionSession(t.app, code);
  expect(response.statusCode).toBe(200);
  return redemptionSchema.parse(response.json());
}

describe('POST /api/redemptionSession', () => {
  it('accepts a valid code typed loosely and answers only what the child needs', async () => {
    const { order, code, redemptionPublicId } = await paidOrderWithCode(t.app);
    const typed = ` ${formatRedemptionCode(code).toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l')} `;
    const redemption = await openSession(typed);
    expect(isAcceptedRedemption(redemption)).toBe(true);
    expect(redemption.id).toBe(redemptionPublicId);
    expect(redemption.amount).toBe(20);
    expect(redemption.order).toEqual({ recipientName: 'Ava', fromName: 'Sam', orderIdentifier: order.orderIdentifier });
    expect(new Date(redemption.expirationDate ?? 0).getTime()).toBeGreaterThan(Date.now());
    const raw = JSON.stringify(redemption);
    expect(raw).not.toContain('Main St');
    expect(raw).not.toContain('parent@example.com');
    expect(raw).not.toContain(code);
  });

  it('answers a wrong code and a used code without id and sessionId, each with its reason', async () => {
    const { code, redemptionId } = await paidOrderWithCode(t.app);
    const wrong = await openSession('ABCD-EFGH-JKMN-PQRS');
    expect(wrong).toEqual({ redemptionCode: null, reason: 'unknown' });
    expect(isAcceptedRedemption(wrong)).toBe(false);
    await t.app.db.update(redemptions).set({ redeemedAt: new Date() }).where(eq(redemptions.id, redemptionId));
    const used = await openSession(code);
    expect(used).toEqual({ redemptionCode: null, reason: 'already-opened' });
    expect(isAcceptedRedemption(used)).toBe(false);
  });

  it('counts the code of a gift already given as a guess, like a wrong one', async () => {
    const limited = await buildTestApp({ env: { REDEEM_GUESS_LIMIT: '2' }, database: t.database });
    try {
      const { code, redemptionId } = await paidOrderWithCode(limited.app);
      await limited.app.db.update(redemptions).set({ redeemedAt: new Date() }).where(eq(redemptions.id, redemptionId));
      const post = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/redemptionSession',
          payload: { redemptionCode: code, captcha: null },
        });
      expect((await post()).json()).toEqual({ redemptionCode: null, reason: 'already-opened' });
      expect((await post()).statusCode).toBe(200);
      expect((await post()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('does not accept the code of an unpaid order', async () => {
    const { code, order } = await paidOrderWithCode(t.app);
    const { orders } = await import('../src/db/schema');
    await t.app.db.update(orders).set({ status: 'prePaymentAuthorization' }).where(eq(orders.id, order.rowId));
    expect(await openSession(code)).toEqual({ redemptionCode: null, reason: 'unknown' });
  });

  it('answers 400 for a missing code', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/redemptionSession', payload: { captcha: null } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('redemptionCode');
  });
});

describe('the human check (DEBUG off)', () => {
  it('requires a solved ALTCHA challenge, and each solution works once', async () => {
    const strict = await buildTestApp({
      env: { DEBUG: 'false' },
      database: t.database,
      altcha: { cost: 1, minCounter: 1, maxCounter: 20 },
    });
    try {
      const { code } = await paidOrderWithCode(strict.app);
      const missing = await strict.app.inject({
        method: 'POST',
        url: '/api/redemptionSession',
        payload: { redemptionCode: code },
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toContain('captcha');
      const bogus = await strict.app.inject({
        method: 'POST',
        url: '/api/redemptionSession',
        payload: { redemptionCode: code, captcha: Buffer.from('{"x":1}').toString('base64') },
      });
      expect(bogus.statusCode).toBe(400);

      const challenge = (await strict.app.inject({ method: 'GET', url: '/api/altcha/challenge' })).json();
      expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
      const solution = await solveChallenge({ challenge, deriveKey });
      expect(solution).not.toBeNull();
      const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
      const solved = await strict.app.inject({
        method: 'POST',
        url: '/api/redemptionSession',
        payload: { redemptionCode: code, captcha: payload },
      });
      expect(solved.statusCode).toBe(200);
      expect(isAcceptedRedemption(solved.json())).toBe(true);
      const replayed = await strict.app.inject({
        method: 'POST',
        url: '/api/redemptionSession',
        payload: { redemptionCode: code, captcha: payload },
      });
      expect(replayed.statusCode).toBe(400);
    } finally {
      await strict.close();
    }
  });
});

describe('PUT /api/redemptionSession/{id}', () => {
  async function acceptedSession() {
    const paid = await paidOrderWithCode(t.app);
    const redemption = await openSession(paid.code);
    if (!isAcceptedRedemption(redemption)) throw new Error('not accepted');
    return { ...paid, redemption };
  }

  it('redeems: 200, the code becomes redeemed and the selection is recorded in the child’s name', async () => {
    const { redemption, code, redemptionId } = await acceptedSession();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/redemptionSession/${redemption.id}`,
      payload: { ...redemption, selection: [{ redemptionOrgId: 1, amount: 20 }] },
    });
    expect(response.statusCode).toBe(200);
    const body = redeemNowResponseSchema.parse(response.json());
    expect(body).toMatchObject({ id: redemption.id, redeemed: true, recipientName: 'Ava' });
    const [row] = await t.app.db.select().from(redemptions).where(eq(redemptions.id, redemptionId));
    expect(row?.redeemedAt).not.toBeNull();
    const selections = await t.app.db
      .select()
      .from(redemptionSelections)
      .where(eq(redemptionSelections.redemptionId, redemptionId));
    expect(selections).toHaveLength(1);
    expect(selections[0]).toMatchObject({ organizationId: 1, amountCents: 2000, recipientName: 'Ava' });
    // The code is now used.
    expect(await openSession(code)).toEqual({ redemptionCode: null, reason: 'already-opened' });
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/redemptionSession/${redemption.id}`,
      payload: { ...redemption, selection: [{ redemptionOrgId: 1, amount: 20 }] },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already/);
  });

  it('refuses an inactive charity, a wrong amount, a bad session, an expired session and an unknown id', async () => {
    const { redemption, redemptionId } = await acceptedSession();
    const url = `/api/redemptionSession/${redemption.id}`;
    const put = (payload: Record<string, unknown>, target = url) =>
      t.app.inject({ method: 'PUT', url: target, payload });

    const inactive = await put({ ...redemption, selection: [{ redemptionOrgId: 4, amount: 20 }] });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().message).toContain('redemptionOrgId');
    const unknownOrg = await put({ ...redemption, selection: [{ redemptionOrgId: 999, amount: 20 }] });
    expect(unknownOrg.statusCode).toBe(400);
    const wrongAmount = await put({ ...redemption, selection: [{ redemptionOrgId: 1, amount: 19.99 }] });
    expect(wrongAmount.statusCode).toBe(400);
    expect(wrongAmount.json().message).toContain('amount');
    const noSelection = await put({ ...redemption, selection: [] });
    expect(noSelection.statusCode).toBe(400);
    const badSession = await put({
      ...redemption,
      sessionId: 'not-a-session',
      selection: [{ redemptionOrgId: 1, amount: 20 }],
    });
    expect(badSession.statusCode).toBe(404);
    const noSession = await put({ selection: [{ redemptionOrgId: 1, amount: 20 }] });
    expect(noSession.statusCode).toBe(400);
    expect(noSession.json().message).toContain('sessionId');
    const unknownId = await put(
      { ...redemption, selection: [{ redemptionOrgId: 1, amount: 20 }] },
      `/api/redemptionSession/${randomUUID()}`,
    );
    expect(unknownId.statusCode).toBe(404);

    await t.app.db
      .update(redemptionSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(redemptionSessions.redemptionId, redemptionId));
    const expired = await put({ ...redemption, selection: [{ redemptionOrgId: 1, amount: 20 }] });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/expired/);

    const [row] = await t.app.db.select().from(redemptions).where(eq(redemptions.id, redemptionId));
    expect(row?.redeemedAt).toBeNull();
    const selections = await t.app.db
      .select()
      .from(redemptionSelections)
      .where(eq(redemptionSelections.redemptionId, redemptionId));
    expect(selections).toHaveLength(0);
  });

  it('answers an already given gift with 409 before checking the session time or the choice', async () => {
    const { redemption, redemptionId } = await acceptedSession();
    const url = `/api/redemptionSession/${redemption.id}`;
    const put = (selection: { redemptionOrgId: number; amount: number }[]) =>
      t.app.inject({ method: 'PUT', url, payload: { ...redemption, selection } });
    expect((await put([{ redemptionOrgId: 1, amount: 20 }])).statusCode).toBe(200);
    // A choice that would be refused (another amount, an inactive charity) learns the gift is given.
    for (const selection of [[{ redemptionOrgId: 1, amount: 5 }], [{ redemptionOrgId: 4, amount: 20 }]]) {
      const again = await put(selection);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'This gift has already been given' });
    }
    // So does a session that has since expired.
    await t.app.db
      .update(redemptionSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(redemptionSessions.redemptionId, redemptionId));
    const expired = await put([{ redemptionOrgId: 1, amount: 20 }]);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toEqual({ message: 'This gift has already been given' });
  });

  it('a session expires at its expiry time exactly', async () => {
    const { redemption, redemptionId } = await acceptedSession();
    const expiresAt = new Date('2030-01-02T03:04:05.678Z');
    await t.app.db
      .update(redemptionSessions)
      .set({ expiresAt })
      .where(eq(redemptionSessions.redemptionId, redemptionId));
    const put = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/redemptionSession/${redemption.id}`,
        payload: { ...redemption, selection: [{ redemptionOrgId: 1, amount: 20 }] },
      });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(expiresAt);
      const atExpiry = await put();
      expect(atExpiry.statusCode).toBe(400);
      expect(atExpiry.json().message).toMatch(/expired/);
      vi.setSystemTime(expiresAt.getTime() - 1);
      expect((await put()).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a session of one code cannot redeem another', async () => {
    const first = await acceptedSession();
    const second = await acceptedSession();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/redemptionSession/${second.redemption.id}`,
      payload: {
        ...second.redemption,
        sessionId: first.redemption.sessionId,
        selection: [{ redemptionOrgId: 1, amount: 20 }],
      },
    });
    expect(response.statusCode).toBe(404);
  });
});
