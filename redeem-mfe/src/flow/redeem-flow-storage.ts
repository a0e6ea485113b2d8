/**
 * The redeem flow remembered for the life of the tab (session storage): the step, the category,
 * the accepted redemption session, the preview and, on step 4, what the celebration shows. So a
 * reload, the preview banner's link to /charities, the fun ideas tile or the browser's Back never
 * send the child back to the human check. The code itself is never stored once it is accepted
 * (a code typed but not yet accepted is kept, so a reload does not lose the typing).
 */

import { redeemNowStepSchema } from '@littlegivers/shared/contract/schemas/redeem-now-state';
import { redemptionSchema } from '@littlegivers/shared/contract/schemas/redemption';
import { redemptionOrganizationSchema } from '@littlegivers/shared/contract/schemas/redemption-organization';
import { readSessionJson, writeSessionJson } from '@littlegivers/shared/web/session-store';
import * as z from 'zod/mini';
import { initialRedeemFlowState, type RedeemFlowState } from './redeem-flow-state';

export const REDEEM_STORAGE_KEY = 'littlegivers.redeem-flow';

const storedSchema = z.object({
  version: z.literal(1),
  step: redeemNowStepSchema,
  categoryId: z.nullable(z.int().check(z.positive())),
  preview: z.boolean(),
  previewDetails: z.nullable(
    z.object({ recipientName: z.nullable(z.string()), purchaserName: z.string(), amount: z.number() }),
  ),
  redemption: z.nullable(redemptionSchema),
  redeemCode: z.string(),
  chosenOrganization: z.nullable(redemptionOrganizationSchema),
  donatedAt: z.nullable(z.string()),
});
type Stored = z.infer<typeof storedSchema>;

/** What is written: never the code once accepted, never a proof of the human check. */
export function snapshotOf(state: RedeemFlowState): Stored {
  const redemption = state.redemption ? { ...state.redemption, redemptionCode: null, captcha: null } : null;
  return {
    version: 1,
    step: state.redeemNowStep,
    categoryId: state.categoryId,
    preview: state.preview,
    previewDetails: state.previewDetails,
    redemption,
    redeemCode: state.codeAccepted || state.redeemNowStep === 4 ? '' : state.redeemCode,
    chosenOrganization: state.redeemNowStep === 4 ? state.chosenOrganization : null,
    donatedAt: state.redeemNowStep === 4 ? state.donatedAt : null,
  };
}

export function saveRedeemFlowState(state: RedeemFlowState): void {
  writeSessionJson(REDEEM_STORAGE_KEY, snapshotOf(state));
}

/**
 * The flow as the tab left it, or a fresh step 1 when nothing usable is stored: a step is only
 * restored with what it needs, and an expired redemption session is not restored at all.
 */
export function loadRedeemFlowState(debug: boolean, now = Date.now()): RedeemFlowState {
  const fresh = initialRedeemFlowState(debug);
  const parsed = storedSchema.safeParse(readSessionJson(REDEEM_STORAGE_KEY));
  if (!parsed.success) return fresh;
  const stored = parsed.data;
  const redemption =
    stored.redemption?.id && stored.redemption.sessionId
      ? { ...stored.redemption, id: stored.redemption.id, sessionId: stored.redemption.sessionId }
      : null;
  const expired =
    redemption?.expirationDate !== undefined && Date.parse(redemption.expirationDate) <= now && stored.step < 4;
  const hasGift = stored.preview || (redemption !== null && !expired);
  const base: RedeemFlowState = {
    ...fresh,
    redeemCode: stored.redeemCode,
    categoryId: stored.categoryId ?? fresh.categoryId,
  };
  if (stored.step === 1 || !hasGift) return base;
  const restored: RedeemFlowState = {
    ...base,
    redemption: stored.preview ? null : redemption,
    codeAccepted: !stored.preview,
    preview: stored.preview,
    previewDetails: stored.preview ? stored.previewDetails : null,
  };
  if (stored.step === 2) return { ...restored, redeemNowStep: 2 };
  if (stored.categoryId === null) return { ...restored, redeemNowStep: 2 };
  if (stored.step === 3 || !stored.chosenOrganization) return { ...restored, redeemNowStep: 3 };
  return {
    ...restored,
    redeemNowStep: 4,
    chosenOrganization: stored.chosenOrganization,
    donatedAt: stored.donatedAt,
    submission: stored.preview ? { status: 'idle' } : { status: 'succeeded' },
  };
}
