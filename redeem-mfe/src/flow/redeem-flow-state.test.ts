import { describe, expect, it } from 'vitest';
import { acceptedRedemption, organizations } from '../test/fixtures';
import {
  formatGiftAmount,
  giftAmount,
  initialRedeemFlowState,
  previewDetailsFrom,
  purchaserName,
  type RedeemFlowAction,
  type RedeemFlowState,
  recipientName,
  redeemFlowReducer,
} from './redeem-flow-state';

const run = (actions: RedeemFlowAction[], state = initialRedeemFlowState(false)): RedeemFlowState =>
  actions.reduce(redeemFlowReducer, state);

const organization = organizations[0] as NonNullable<(typeof organizations)[0]>;

describe('redeem flow state (spec 4)', () => {
  it('starts at step 1 with no preview and no category', () => {
    const state = initialRedeemFlowState(false);
    expect(state).toMatchObject({
      redeemNowStep: 1,
      preview: false,
      categoryId: null,
      redeemCode: '',
      redemption: null,
    });
  });

  it('preselects a sample category only in debug mode', () => {
    expect(initialRedeemFlowState(true).categoryId).toBe(2);
    expect(initialRedeemFlowState(false).categoryId).toBeNull();
  });

  it('goes 1 to 2 on an accepted code, 2 to 3 on a category, storing it', () => {
    const state = run([
      { type: 'code-changed', code: 'abcd' },
      { type: 'code-accepted', redemption: acceptedRedemption },
      { type: 'category-chosen', categoryId: 3 },
    ]);
    expect(state).toMatchObject({ redeemNowStep: 3, categoryId: 3, preview: false, redemption: acceptedRedemption });
  });

  it('goes 1 to 2 on preview', () => {
    const state = run([{ type: 'preview-started' }]);
    expect(state).toMatchObject({ redeemNowStep: 2, preview: true });
    expect(purchaserName(state)).toBe('Someone');
    expect(giftAmount(state)).toBe(10);
  });

  it('goes back one step, never below 1, and turns preview off on step 1', () => {
    let state = run([{ type: 'preview-started' }, { type: 'category-chosen', categoryId: 2 }]);
    state = redeemFlowReducer(state, { type: 'back' });
    expect(state).toMatchObject({ redeemNowStep: 2, preview: true });
    state = redeemFlowReducer(state, { type: 'back' });
    expect(state).toMatchObject({ redeemNowStep: 1, preview: false, previewDetails: null });
    state = redeemFlowReducer(state, { type: 'back' });
    expect(state.redeemNowStep).toBe(1);
  });

  it('ignores a category choice outside step 2', () => {
    expect(run([{ type: 'category-chosen', categoryId: 2 }]).redeemNowStep).toBe(1);
  });

  it('has distinct start, success and error states for the submission', () => {
    const at3 = run([
      { type: 'code-changed', code: 'abcd' },
      { type: 'code-accepted', redemption: acceptedRedemption },
      { type: 'category-chosen', categoryId: 2 },
    ]);
    const started = redeemFlowReducer(at3, { type: 'submission-started', organization });
    expect(started.submission).toEqual({ status: 'submitting' });
    expect(started.chosenOrganization).toBe(organization);
    const failed = redeemFlowReducer(started, { type: 'submission-failed', failure: 'error' });
    expect(failed.submission).toEqual({ status: 'failed', failure: 'error' });
    expect(failed.redeemNowStep).toBe(3);
    expect(failed.chosenOrganization).toBe(organization);
    const succeeded = redeemFlowReducer(redeemFlowReducer(failed, { type: 'submission-started', organization }), {
      type: 'submission-succeeded',
    });
    expect(succeeded).toMatchObject({
      redeemNowStep: 4,
      redeemCode: '',
      submission: { status: 'succeeded' },
    });
  });

  it('never starts a submission in preview', () => {
    const state = run([{ type: 'preview-started' }, { type: 'category-chosen', categoryId: 2 }]);
    expect(redeemFlowReducer(state, { type: 'submission-started', organization }).submission.status).toBe('idle');
  });

  it('starts over when the history moves back from step 4', () => {
    const done = run([
      { type: 'code-accepted', redemption: acceptedRedemption },
      { type: 'category-chosen', categoryId: 2 },
      { type: 'submission-started', organization },
      { type: 'submission-succeeded' },
    ]);
    expect(redeemFlowReducer(done, { type: 'history-moved', step: 2 })).toEqual(initialRedeemFlowState(false));
  });

  it('follows the forward button only to a step it can show', () => {
    const back = run([
      { type: 'code-accepted', redemption: acceptedRedemption },
      { type: 'category-chosen', categoryId: 2 },
      { type: 'history-moved', step: 2 },
    ]);
    expect(redeemFlowReducer(back, { type: 'history-moved', step: 3 }).redeemNowStep).toBe(3);
    expect(redeemFlowReducer(initialRedeemFlowState(false), { type: 'history-moved', step: 3 }).redeemNowStep).toBe(1);
  });

  it('resets to step 1', () => {
    const state = run([{ type: 'code-changed', code: 'abcd' }, { type: 'preview-started' }, { type: 'reset' }]);
    expect(state).toEqual(initialRedeemFlowState(false));
  });

  it('reads names and amount from the redemption', () => {
    const state = run([{ type: 'code-accepted', redemption: acceptedRedemption }]);
    expect(purchaserName(state)).toBe('Grandma');
    expect(recipientName(state)).toBe('Mia');
    expect(giftAmount(state)).toBe(25);
  });
});

describe('preview details', () => {
  it("uses 'Someone' and 10 when purchaser and amount are missing or blank", () => {
    expect(previewDetailsFrom({ purchaserName: '  ', recipientName: 'Sam' })).toEqual({
      purchaserName: 'Someone',
      recipientName: 'Sam',
      amount: 10,
    });
    expect(previewDetailsFrom(null)).toEqual({ purchaserName: 'Someone', recipientName: null, amount: 10 });
    expect(previewDetailsFrom({ purchaserName: 'Jo', amount: 40 })).toMatchObject({ purchaserName: 'Jo', amount: 40 });
  });
});

describe('formatGiftAmount', () => {
  it('shows whole dollars without cents and others with 2 decimals', () => {
    expect(formatGiftAmount(25)).toBe('25');
    expect(formatGiftAmount(12.5)).toBe('12.50');
    expect(formatGiftAmount(100000)).toBe('100,000');
  });
});
