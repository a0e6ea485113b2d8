/**
 * The redeem flow's state (spec sections 3 and 4): the step, the redemption, the code, the chosen
 * category, the preview flag, and the charity submission. A pure reducer, so every transition is
 * testable on its own.
 */

import { formatDollars } from '@littlegivers/shared/contract/money';
import type { RedeemNowState } from '@littlegivers/shared/contract/schemas/redeem-now-state';
import type { AcceptedRedemption } from '@littlegivers/shared/contract/schemas/redemption';
import type { RedemptionOrganization } from '@littlegivers/shared/contract/schemas/redemption-organization';
import type { PreviewRequest } from '@littlegivers/shared/web/bus';
import { defaultCategoryId } from '../fallbacks/sample-categories';
import type { ChosenCharity } from '../features/charities/chosen';
import type { Submission, SubmissionFailure } from '../features/charities/submission';

export type RedeemStep = RedeemNowState['redeemNowStep'];

/** What preview mode shows in place of a real redemption (spec 4: 'Someone' and 10 when missing). */
export interface PreviewDetails {
  recipientName: string | null;
  purchaserName: string;
  amount: number;
}

export const PREVIEW_PURCHASER_FALLBACK = 'Someone';
export const PREVIEW_AMOUNT_FALLBACK = 10;

export interface RedeemFlowState extends RedeemNowState {
  redemption: AcceptedRedemption | null;
  previewDetails: PreviewDetails | null;
  /** The charity chosen: kept after a failure so the child can try again with one tap. */
  chosenOrganization: RedemptionOrganization | null;
  /** Once the donation is made: the charity, its picture and the amount, for the celebration. */
  chosen: ChosenCharity | null;
  submission: Submission;
  /** Whether the code in the field was accepted: then it is never stored (redeem-flow-storage). */
  codeAccepted: boolean;
  /** When the donation was made (ISO), for the certificate; in preview, when the sample ended. */
  donatedAt: string | null;
  debug: boolean;
}

export type RedeemFlowAction =
  | { type: 'code-changed'; code: string }
  | { type: 'code-accepted'; redemption: AcceptedRedemption }
  | { type: 'preview-started'; request?: PreviewRequest | null }
  | { type: 'category-chosen'; categoryId: number }
  | { type: 'back' }
  | { type: 'history-moved'; step: RedeemStep }
  | { type: 'submission-started'; organization: RedemptionOrganization }
  | { type: 'submission-succeeded'; chosen?: ChosenCharity; at?: string }
  /** Preview's 'see what happens next': the sample confirm was answered, show the celebration. */
  | { type: 'preview-finished'; organization: RedemptionOrganization; at?: string }
  | { type: 'submission-failed'; failure: SubmissionFailure }
  | { type: 'reset' };

export function initialRedeemFlowState(debug: boolean): RedeemFlowState {
  return {
    redeemNowStep: 1,
    redemption: null,
    redeemCode: '',
    categoryId: defaultCategoryId(debug),
    preview: false,
    previewDetails: null,
    chosenOrganization: null,
    chosen: null,
    submission: { status: 'idle' },
    codeAccepted: false,
    donatedAt: null,
    debug,
  };
}

export function previewDetailsFrom(request: PreviewRequest | null | undefined): PreviewDetails {
  const purchaserName = request?.purchaserName?.trim();
  const recipientName = request?.recipientName?.trim();
  const amount = request?.amount;
  return {
    recipientName: recipientName ? recipientName : null,
    purchaserName: purchaserName ? purchaserName : PREVIEW_PURCHASER_FALLBACK,
    amount: typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? amount : PREVIEW_AMOUNT_FALLBACK,
  };
}

/** Goes to a lower step. Step 1 always turns preview off (spec 4: off on entering step 1). */
function stepDown(state: RedeemFlowState, step: RedeemStep): RedeemFlowState {
  const target = Math.max(1, step) as RedeemStep;
  if (target === 1) {
    return {
      ...state,
      redeemNowStep: 1,
      preview: false,
      previewDetails: null,
      redemption: null,
      chosenOrganization: null,
      submission: { status: 'idle' },
      donatedAt: null,
    };
  }
  return { ...state, redeemNowStep: target, chosenOrganization: null, submission: { status: 'idle' }, donatedAt: null };
}

/** Whether the flow has what a step needs (the browser's forward button may ask for any). */
function canShow(state: RedeemFlowState, step: RedeemStep): boolean {
  if (step === 2) return state.redemption !== null || state.preview;
  if (step === 3) return (state.redemption !== null || state.preview) && state.categoryId !== null;
  return false;
}

export function redeemFlowReducer(state: RedeemFlowState, action: RedeemFlowAction): RedeemFlowState {
  switch (action.type) {
    case 'code-changed':
      return { ...state, redeemCode: action.code, codeAccepted: false };
    case 'code-accepted':
      return {
        ...state,
        redeemNowStep: 2,
        redemption: action.redemption,
        codeAccepted: true,
        preview: false,
        previewDetails: null,
        submission: { status: 'idle' },
      };
    case 'preview-started':
      return {
        ...state,
        redeemNowStep: 2,
        redemption: null,
        preview: true,
        previewDetails: previewDetailsFrom(action.request),
        submission: { status: 'idle' },
      };
    case 'category-chosen':
      if (state.redeemNowStep !== 2) return state;
      return { ...state, redeemNowStep: 3, categoryId: action.categoryId, chosenOrganization: null };
    case 'back':
      if (state.redeemNowStep === 4 && !state.preview) return afterRedemption(state);
      return stepDown(state, (state.redeemNowStep - 1) as RedeemStep);
    case 'history-moved': {
      if (action.step === state.redeemNowStep) return state;
      // The code is spent once step 4 is reached: going back from there starts over (a preview
      // spent nothing: it goes back to its charities).
      if (state.redeemNowStep === 4 && !state.preview) return afterRedemption(state);
      if (action.step < state.redeemNowStep) return stepDown(state, action.step);
      return canShow(state, action.step) ? { ...state, redeemNowStep: action.step } : state;
    }
    case 'submission-started':
      if (state.preview || state.redeemNowStep !== 3) return state;
      return { ...state, chosenOrganization: action.organization, submission: { status: 'submitting' } };
    case 'submission-succeeded':
      return {
        ...state,
        redeemNowStep: 4,
        redeemCode: '',
        chosen: action.chosen ?? null,
        submission: { status: 'succeeded' },
        donatedAt: action.at ?? null,
      };
    case 'preview-finished':
      if (!state.preview || state.redeemNowStep !== 3) return state;
      return {
        ...state,
        redeemNowStep: 4,
        chosenOrganization: action.organization,
        donatedAt: action.at ?? null,
      };
    case 'submission-failed':
      return { ...state, submission: { status: 'failed', failure: action.failure } };
    case 'reset':
      return initialRedeemFlowState(state.debug);
  }
}

function afterRedemption(state: RedeemFlowState): RedeemFlowState {
  return initialRedeemFlowState(state.debug);
}

/** The name shown in '<purchaser> has gifted ...'. */
export function purchaserName(state: RedeemFlowState): string {
  if (state.preview) return state.previewDetails?.purchaserName ?? PREVIEW_PURCHASER_FALLBACK;
  const name = state.redemption?.order?.fromName?.trim();
  return name ? name : PREVIEW_PURCHASER_FALLBACK;
}

export function recipientName(state: RedeemFlowState): string | null {
  if (state.preview) return state.previewDetails?.recipientName ?? null;
  const name = state.redemption?.order?.recipientName?.trim();
  return name ? name : null;
}

export function giftAmount(state: RedeemFlowState): number {
  if (state.preview) return state.previewDetails?.amount ?? PREVIEW_AMOUNT_FALLBACK;
  return state.redemption?.amount ?? PREVIEW_AMOUNT_FALLBACK;
}

/** '$25' for whole dollars, '$12.50' otherwise (the '$' is the caller's). */
export function formatGiftAmount(amount: number): string {
  return formatDollars(amount, { wholeWithoutCents: true });
}
