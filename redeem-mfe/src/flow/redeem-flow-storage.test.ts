import { describe, expect, it } from 'vitest';
import { acceptedRedemption, organizations } from '../test/fixtures';
import { initialRedeemFlowState, type RedeemFlowAction, redeemFlowReducer } from './redeem-flow-state';
import { loadRedeemFlowState, REDEEM_STORAGE_KEY, saveRedeemFlowState } from './redeem-flow-storage';

const organization = organizations[0] as NonNullable<(typeof organizations)[0]>;
const run = (actions: RedeemFlowAction[]) => actions.reduce(redeemFlowReducer, initialRedeemFlowState(false));
const stored = () => sessionStorage.getItem(REDEEM_STORAGE_KEY) ?? '';
const codeTyped = 'K1DS-G1VE-H4PP-Y123';

describe('the redeem flow in session storage', () => {
  it('keeps step, category and the accepted session through a reload, never the accepted code', () => {
    const state = run([
      { type: 'code-changed', code: codeTyped },
      { type: 'code-accepted', redemption: { ...acceptedRedemption, redemptionCode: codeTyped, captcha: 'proof' } },
      { type: 'category-chosen', categoryId: 2 },
    ]);
    saveRedeemFlowState(state);
    expect(stored()).not.toContain('K1DS');
    expect(stored()).not.toContain('proof');
    const restored = loadRedeemFlowState(false, Date.parse('2029-01-01'));
    expect(restored).toMatchObject({
      redeemNowStep: 3,
      categoryId: 2,
      preview: false,
      redeemCode: '',
      redemption: { id: acceptedRedemption.id, sessionId: 'session-abc', amount: 25 },
    });
    // Back at step 1 with the accepted code still in the field: still not stored.
    saveRedeemFlowState(redeemFlowReducer(state, { type: 'history-moved', step: 1 }));
    expect(stored()).not.toContain('K1DS');
  });

  it('keeps a code typed and not yet accepted, and the preview with its details', () => {
    saveRedeemFlowState(run([{ type: 'code-changed', code: 'ABCD-E' }]));
    expect(loadRedeemFlowState(false)).toMatchObject({ redeemNowStep: 1, redeemCode: 'ABCD-E' });
    saveRedeemFlowState(
      run([
        { type: 'preview-started', request: { purchaserName: 'Aunt Jo', amount: 40 } },
        { type: 'category-chosen', categoryId: 4 },
      ]),
    );
    expect(loadRedeemFlowState(false)).toMatchObject({
      redeemNowStep: 3,
      preview: true,
      categoryId: 4,
      previewDetails: { purchaserName: 'Aunt Jo', amount: 40, recipientName: null },
    });
  });

  it('brings back the celebration after the donation, with what it shows', () => {
    const done = run([
      { type: 'code-accepted', redemption: acceptedRedemption },
      { type: 'category-chosen', categoryId: 2 },
      { type: 'submission-started', organization },
      { type: 'submission-succeeded', at: '2026-11-23T12:00:00.000Z' },
    ]);
    saveRedeemFlowState(done);
    // Long after the session expired: the celebration is still the child's.
    const restored = loadRedeemFlowState(false, Date.parse('2031-01-01'));
    expect(restored).toMatchObject({
      redeemNowStep: 4,
      chosenOrganization: { organizationName: 'Paws Rescue League' },
      donatedAt: '2026-11-23T12:00:00.000Z',
      submission: { status: 'succeeded' },
    });
    // Back from there starts over (the code is spent).
    expect(redeemFlowReducer(restored, { type: 'back' })).toEqual(initialRedeemFlowState(false));
  });

  it('starts over when the redemption session has expired, or nothing usable is stored', () => {
    saveRedeemFlowState(run([{ type: 'code-accepted', redemption: acceptedRedemption }]));
    expect(loadRedeemFlowState(false, Date.parse('2031-01-01'))).toMatchObject({ redeemNowStep: 1, redemption: null });
    sessionStorage.setItem(REDEEM_STORAGE_KEY, '{not json');
    expect(loadRedeemFlowState(true)).toEqual(initialRedeemFlowState(true));
    sessionStorage.setItem(REDEEM_STORAGE_KEY, JSON.stringify({ version: 1, step: 3 }));
    expect(loadRedeemFlowState(false)).toEqual(initialRedeemFlowState(false));
  });

  it('restores a step only with what it needs', () => {
    const at2 = run([{ type: 'code-accepted', redemption: acceptedRedemption }]);
    saveRedeemFlowState(at2);
    const snapshot = JSON.parse(stored());
    sessionStorage.setItem(REDEEM_STORAGE_KEY, JSON.stringify({ ...snapshot, step: 3, categoryId: null }));
    expect(loadRedeemFlowState(false, 0).redeemNowStep).toBe(2);
    sessionStorage.setItem(REDEEM_STORAGE_KEY, JSON.stringify({ ...snapshot, step: 4, categoryId: 2 }));
    expect(loadRedeemFlowState(false, 0).redeemNowStep).toBe(3);
    sessionStorage.setItem(REDEEM_STORAGE_KEY, JSON.stringify({ ...snapshot, redemption: null }));
    expect(loadRedeemFlowState(false, 0).redeemNowStep).toBe(1);
  });
});

describe('the preview journey in the state', () => {
  it("'see what happens next' shows step 4 in preview, and back returns to the charities", () => {
    const at3 = run([{ type: 'preview-started' }, { type: 'category-chosen', categoryId: 2 }]);
    const finished = redeemFlowReducer(at3, { type: 'preview-finished', organization, at: '2026-11-23T10:00:00Z' });
    expect(finished).toMatchObject({
      redeemNowStep: 4,
      preview: true,
      chosenOrganization: organization,
      submission: { status: 'idle' },
    });
    expect(redeemFlowReducer(finished, { type: 'history-moved', step: 3 })).toMatchObject({
      redeemNowStep: 3,
      preview: true,
      chosenOrganization: null,
      donatedAt: null,
    });
    // Never outside preview, never from another step.
    const real = run([
      { type: 'code-accepted', redemption: acceptedRedemption },
      { type: 'category-chosen', categoryId: 2 },
    ]);
    expect(redeemFlowReducer(real, { type: 'preview-finished', organization })).toBe(real);
    const at2 = run([{ type: 'preview-started' }]);
    expect(redeemFlowReducer(at2, { type: 'preview-finished', organization })).toBe(at2);
  });
});
