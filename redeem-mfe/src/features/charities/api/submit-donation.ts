/**
 * The charity submission (spec 4): PUT /redemptionSession/{id} with the selection and the rest of
 * the redemption. 200 is success; everything else goes through the failure handler below. In
 * debug mode success is simulated and nothing is sent.
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

export type DonationOutcome = { ok: true } | { ok: false; failure: SubmissionFailure };

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
  if (debug) {
    await new Promise((resolve) => setTimeout(resolve, SIMULATED_SUBMISSION_MS));
    return { ok: true };
  }
  const amount = redemption.amount;
  try {
    if (amount === undefined) throw new Error('the redemption has no amount');
    await redeemNow({ ...redemption, selection: [{ redemptionOrgId: organization.id, amount }] });
    return { ok: true };
  } catch (error) {
    return { ok: false, failure: handleSubmissionFailure(error) };
  }
}
