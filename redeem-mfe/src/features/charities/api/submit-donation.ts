/**
 * The charity submission (spec 4): PUT /redemptionSession/{id} with the selection and the rest of
 * the redemption. Status 200 is success, whatever its body says (the shared `redeemNow` answers
 * null for a body it cannot read); the body is read only for the amount the celebration shows,
 * with the redemption's own amount as the fallback. Everything else goes through the failure
 * handler below. In debug mode success is simulated and nothing is sent.
 */

import type { AcceptedRedemption } from '@littlegivers/shared/contract/schemas/redemption';
import type { RedemptionOrganization } from '@littlegivers/shared/contract/schemas/redemption-organization';
import { ApiError } from '@littlegivers/shared/web/api/client';
import { redeemNow } from '@littlegivers/shared/web/api/endpoints/redeem-now';
import type { SubmissionFailure } from '../submission';

export interface DonationInput {
  redemption: AcceptedRedemption;
  organization: RedemptionOrganization;
  debug: boolean;
}

/** On success, the amount given (dollars) when known. */
export type DonationOutcome = { ok: true; amount: number | null } | { ok: false; failure: SubmissionFailure };

/** How long the simulated (debug) submission pretends to take. */
export const SIMULATED_SUBMISSION_MS = 300;

/**
 * The failure handler every failed submission goes through: it logs what happened for the team
 * and tells the screen which kind message to show. A 409 means the code was used already.
 */
export function handleSubmissionFailure(error: unknown): SubmissionFailure {
  console.error('[redeem-mfe] the donation could not be made', error);
  return error instanceof ApiError && error.status === 409 ? 'already-redeemed' : 'error';
}

export async function submitDonation({ redemption, organization, debug }: DonationInput): Promise<DonationOutcome> {
  const amount = redemption.amount;
  if (debug) {
    await new Promise((resolve) => setTimeout(resolve, SIMULATED_SUBMISSION_MS));
    return { ok: true, amount: amount ?? null };
  }
  try {
    if (amount === undefined) throw new Error('the redemption has no amount');
    const answer = await redeemNow({ ...redemption, selection: [{ redemptionOrgId: organization.id, amount }] });
    const given = answer?.selection.find((item) => item.redemptionOrgId === organization.id)?.amount;
    return { ok: true, amount: given ?? amount };
  } catch (error) {
    return { ok: false, failure: handleSubmissionFailure(error) };
  }
}
