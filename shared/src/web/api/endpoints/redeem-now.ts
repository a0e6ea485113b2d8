/**
 * PUT /redemptionSession/{id}: donates the gift to the chosen charity. Success is status 200
 * (spec 4 and 9): a 200 whose body does not match the contract still means the donation was made,
 * so it resolves to null (logged) instead of failing; the caller falls back to what it knows.
 * Any other status rejects with ApiError (409: already redeemed).
 */
import {
  type RedeemNowRequest,
  type RedeemNowResponse,
  redeemNowResponseSchema,
} from '../../../contract/schemas/redemption';
import { ApiParseError, apiRequest } from '../client';

export async function redeemNow(
  request: RedeemNowRequest & { id: string },
  signal?: AbortSignal,
): Promise<RedeemNowResponse | null> {
  try {
    return await apiRequest(`/redemptionSession/${encodeURIComponent(request.id)}`, redeemNowResponseSchema, {
      method: 'PUT',
      body: request,
      signal,
    });
  } catch (error) {
    // apiRequest throws ApiParseError only for a 200 answer.
    if (!(error instanceof ApiParseError)) throw error;
    console.warn('[redeemNow] 200 with an unexpected body; the donation was made', error.issues);
    return null;
  }
}
