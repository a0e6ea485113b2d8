/**
 * Sends the code (POST /redemptionSession) and sorts the answer into what the child sees: an
 * accepted redemption, a wrong code, the code of a gift already opened, a gift already given to its
 * backup charity at one year, too many tries (429), or something that went wrong.
 */

import { normalizeRedemptionCode } from '@littlegivers/shared/contract/redemption-code';
import { type AcceptedRedemption, isAcceptedRedemption } from '@littlegivers/shared/contract/schemas/redemption';
import { ApiError } from '@littlegivers/shared/web/api/client';
import { createRedemptionSession } from '@littlegivers/shared/web/api/endpoints/create-redemption-session';
import { useMutation } from '@tanstack/react-query';

export type RedeemCodeOutcome =
  | { kind: 'accepted'; redemption: AcceptedRedemption }
  | { kind: 'wrong-code' }
  | { kind: 'spent-code' }
  /** Unused for a year, the gift went to its backup charity: where and when. */
  | { kind: 'given-to-backup'; charity: string; givenAt: string }
  | { kind: 'rate-limited' }
  | { kind: 'failed' };

export interface RedeemCodeInput {
  code: string;
  /** The human check's payload; null in debug mode, where the check is skipped. */
  captcha: string | null;
}

export async function redeemCode({ code, captcha }: RedeemCodeInput): Promise<RedeemCodeOutcome> {
  try {
    const redemption = await createRedemptionSession({ redemptionCode: normalizeRedemptionCode(code), captcha });
    if (isAcceptedRedemption(redemption)) return { kind: 'accepted', redemption };
    if (redemption.givenToBackup) return { kind: 'given-to-backup', ...redemption.givenToBackup };
    return redemption.reason === 'already-opened' ? { kind: 'spent-code' } : { kind: 'wrong-code' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return { kind: 'rate-limited' };
    console.error('[redeem-mfe] the code could not be checked', error);
    return { kind: 'failed' };
  }
}

export function useRedeemCode() {
  return useMutation({ mutationKey: ['redemption', 'session'], mutationFn: redeemCode });
}
