import { describe, expect, it } from 'vitest';
import { charityArtUrl } from '../assets/charity-art';
import { chosenCharity } from '../features/charities/chosen';
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
    const chosen = chosenCharity(organization, 25);
    const succeeded = redeemFlowReducer(redeemFlowReducer(failed, { type: 'submission-started', organization }), {
      type: 'submission-succeeded',
      chosen,
    });
    expect(succeeded).toMatchObject({
      redeemNowStep: 4,
      redeemCode: '',
      submission: { status: 'succeeded' },
    });
    // What the celebration shows: the charity, its picture and the amount.
    expect(succeeded.chosen).toEqual({
      organizationId: 1,
      name: 'Paws Rescue League',
      art: 'dog-face',
      pictureUrl: charityArtUrl('dog-face'),
      amountCents: 2500,
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

const at3 = (state = initialRedeemFlowState(false)) =>
  run(
    [
      { type: 'code-changed', code: 'abcd' },
      { type: 'code-accepted', redemption: acceptedRedemption },
      { type: 'category-chosen', categoryId: 2 },
    ],
    state,
  );
const previewAt3 = () =>
  run([
    { type: 'preview-started', request: { amount: 40 } },
    { type: 'category-chosen', categoryId: 2 },
  ]);
const done = () =>
  run(
    [{ type: 'submission-started', organization }, { type: 'submission-succeeded' }],
    at3(initialRedeemFlowState(true)),
  );

describe('redeem flow state: the guards', () => {
  it('starts no submission in preview, even on step 3, and leaves the state as it was', () => {
    const preview = previewAt3();
    expect(preview.redeemNowStep).toBe(3);
    expect(redeemFlowReducer(preview, { type: 'submission-started', organization })).toBe(preview);
  });

  it('starts a submission only on step 3', () => {
    const at2 = run([{ type: 'code-accepted', redemption: acceptedRedemption }]);
    expect(redeemFlowReducer(at2, { type: 'submission-started', organization })).toBe(at2);
    const started = redeemFlowReducer(at3(), { type: 'submission-started', organization });
    expect(started).toMatchObject({
      redeemNowStep: 3,
      chosenOrganization: organization,
      submission: { status: 'submitting' },
    });
  });

  it('back from step 4 never reopens the spent code: it starts over, keeping debug mode', () => {
    const finished = done();
    expect(finished).toMatchObject({ redeemNowStep: 4, redeemCode: '', submission: { status: 'succeeded' } });
    expect(redeemFlowReducer(finished, { type: 'back' })).toEqual(initialRedeemFlowState(true));
    for (const step of [1, 2, 3] as const) {
      expect(redeemFlowReducer(finished, { type: 'history-moved', step })).toEqual(initialRedeemFlowState(true));
    }
    expect(redeemFlowReducer(finished, { type: 'history-moved', step: 4 })).toBe(finished);
  });

  it('ignores a history move to the step it is on', () => {
    const state = at3();
    expect(redeemFlowReducer(state, { type: 'history-moved', step: 3 })).toBe(state);
  });

  it('follows the forward button to step 2 only with a redemption or in preview, never to step 4', () => {
    const fresh = initialRedeemFlowState(false);
    expect(redeemFlowReducer(fresh, { type: 'history-moved', step: 2 })).toBe(fresh);
    const withCode = redeemFlowReducer(
      { ...fresh, redemption: acceptedRedemption as RedeemFlowState['redemption'] },
      { type: 'history-moved', step: 2 },
    );
    expect(withCode.redeemNowStep).toBe(2);
    const previewOnStep1 = { ...fresh, preview: true };
    expect(redeemFlowReducer(previewOnStep1, { type: 'history-moved', step: 2 }).redeemNowStep).toBe(2);
    // Step 3 needs a category as well.
    const noCategory = {
      ...fresh,
      redemption: acceptedRedemption as RedeemFlowState['redemption'],
      redeemNowStep: 2 as const,
    };
    expect(redeemFlowReducer(noCategory, { type: 'history-moved', step: 3 })).toBe(noCategory);
    const previewNoCategory = { ...fresh, preview: true, redeemNowStep: 2 as const };
    expect(redeemFlowReducer(previewNoCategory, { type: 'history-moved', step: 3 })).toBe(previewNoCategory);
    expect(
      redeemFlowReducer({ ...previewNoCategory, categoryId: 4 }, { type: 'history-moved', step: 3 }).redeemNowStep,
    ).toBe(3);
    const three = at3();
    expect(redeemFlowReducer(three, { type: 'history-moved', step: 4 })).toBe(three);
  });

  it('follows the forward button to step 3 only with a redemption or in preview, even with a category chosen', () => {
    // Debug mode preselects a category on step 1: still no step 3 without a code or a preview.
    const debugFresh = initialRedeemFlowState(true);
    expect(debugFresh.categoryId).not.toBeNull();
    expect(redeemFlowReducer(debugFresh, { type: 'history-moved', step: 3 })).toBe(debugFresh);
    const debugAt2 = { ...debugFresh, redeemNowStep: 2 as const };
    expect(redeemFlowReducer(debugAt2, { type: 'history-moved', step: 3 })).toBe(debugAt2);
  });
});

describe('redeem flow state: what each step keeps', () => {
  it('going back to step 2 forgets the chosen charity and the submission, and keeps the rest', () => {
    const failed = run(
      [
        { type: 'submission-started', organization },
        { type: 'submission-failed', failure: 'already-redeemed' },
      ],
      at3(),
    );
    expect(failed.submission).toEqual({ status: 'failed', failure: 'already-redeemed' });
    const back = redeemFlowReducer(failed, { type: 'history-moved', step: 2 });
    expect(back).toEqual({ ...failed, redeemNowStep: 2, chosenOrganization: null, submission: { status: 'idle' } });
    expect(redeemFlowReducer(failed, { type: 'back' })).toEqual(back);
  });

  it('going back to step 1 leaves the redemption and preview behind, and keeps the code typed', () => {
    const state = at3();
    const one = redeemFlowReducer(state, { type: 'history-moved', step: 1 });
    expect(one).toEqual({
      ...state,
      redeemNowStep: 1,
      preview: false,
      previewDetails: null,
      redemption: null,
      chosenOrganization: null,
      submission: { status: 'idle' },
    });
    expect(one.redeemCode).toBe('abcd');
  });

  it('an accepted code ends any preview; a preview drops any redemption', () => {
    const preview = run([{ type: 'preview-started', request: { purchaserName: 'Jo' } }]);
    const accepted = redeemFlowReducer(
      { ...preview, submission: { status: 'failed', failure: 'error' } },
      { type: 'code-accepted', redemption: acceptedRedemption },
    );
    expect(accepted).toMatchObject({
      redeemNowStep: 2,
      redemption: acceptedRedemption,
      preview: false,
      previewDetails: null,
      submission: { status: 'idle' },
    });
    const previewAgain = redeemFlowReducer(
      { ...accepted, submission: { status: 'failed', failure: 'error' } },
      { type: 'preview-started', request: { amount: 15 } },
    );
    expect(previewAgain).toMatchObject({
      redeemNowStep: 2,
      redemption: null,
      preview: true,
      previewDetails: { purchaserName: 'Someone', recipientName: null, amount: 15 },
      submission: { status: 'idle' },
    });
  });

  it('choosing a category forgets a charity chosen before', () => {
    const state = {
      ...run([{ type: 'code-accepted', redemption: acceptedRedemption }]),
      chosenOrganization: organization,
    };
    expect(redeemFlowReducer(state, { type: 'category-chosen', categoryId: 5 })).toMatchObject({
      redeemNowStep: 3,
      categoryId: 5,
      chosenOrganization: null,
    });
    const at3State = at3();
    expect(redeemFlowReducer(at3State, { type: 'category-chosen', categoryId: 5 })).toBe(at3State);
  });

  it('keeps the typed code', () => {
    expect(redeemFlowReducer(initialRedeemFlowState(false), { type: 'code-changed', code: 'AB-CD' }).redeemCode).toBe(
      'AB-CD',
    );
  });

  it('resets to step 1 keeping debug mode', () => {
    expect(redeemFlowReducer(done(), { type: 'reset' })).toEqual(initialRedeemFlowState(true));
    expect(initialRedeemFlowState(true)).toMatchObject({
      debug: true,
      redeemNowStep: 1,
      submission: { status: 'idle' },
    });
  });
});

describe('names outside preview', () => {
  it("shows 'Someone' and no recipient before a code is accepted, and for a redemption without its order", () => {
    const fresh = initialRedeemFlowState(false);
    expect(purchaserName(fresh)).toBe('Someone');
    expect(recipientName(fresh)).toBeNull();
    const { order: _order, ...withoutOrder } = acceptedRedemption;
    const state = run([{ type: 'code-accepted', redemption: withoutOrder as RedeemFlowState['redemption'] & {} }]);
    expect(purchaserName(state)).toBe('Someone');
    expect(recipientName(state)).toBeNull();
  });
});

describe('what the preview shows', () => {
  it('shows the amount, names and purchaser the gift flow sent, trimmed', () => {
    const state = run([
      { type: 'preview-started', request: { purchaserName: ' Jo ', recipientName: ' Sam ', amount: 40 } },
    ]);
    expect(giftAmount(state)).toBe(40);
    expect(purchaserName(state)).toBe('Jo');
    expect(recipientName(state)).toBe('Sam');
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY, undefined])('shows $10 for an amount of %s', (amount) => {
    expect(previewDetailsFrom({ amount }).amount).toBe(10);
  });

  it('shows a fractional amount as sent', () => {
    expect(previewDetailsFrom({ amount: 0.5 }).amount).toBe(0.5);
  });

  it('falls back to Someone, no recipient and $10 when the preview has no details', () => {
    const state = { ...run([{ type: 'preview-started' }]), previewDetails: null };
    expect(purchaserName(state)).toBe('Someone');
    expect(recipientName(state)).toBeNull();
    expect(giftAmount(state)).toBe(10);
  });

  it('uses the redemption outside preview, with Someone and no recipient for blank names', () => {
    const blank = {
      ...acceptedRedemption,
      amount: 30,
      order: { ...acceptedRedemption.order, fromName: '  ', recipientName: ' ' },
    };
    const state = run([{ type: 'code-accepted', redemption: blank }]);
    expect(purchaserName(state)).toBe('Someone');
    expect(recipientName(state)).toBeNull();
    expect(giftAmount(state)).toBe(30);
    const trimmed = run([
      {
        type: 'code-accepted',
        redemption: {
          ...acceptedRedemption,
          order: { ...acceptedRedemption.order, fromName: ' Nan ', recipientName: ' Mia ' },
        },
      },
    ]);
    expect(purchaserName(trimmed)).toBe('Nan');
    expect(recipientName(trimmed)).toBe('Mia');
    expect(giftAmount(initialRedeemFlowState(false))).toBe(10);
  });

  it('formats amounts with at most two decimals and thousands separators', () => {
    expect(formatGiftAmount(1000.5)).toBe('1,000.50');
    expect(formatGiftAmount(12.345)).toBe('12.35');
    expect(formatGiftAmount(7)).toBe('7');
  });
});
