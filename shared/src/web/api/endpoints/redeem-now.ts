/** PUT /redemptionSession/{id}: donates the gift to the chosen charity. 200 is success; 409 already redeemed. */
import { type RedeemNowRequest, redeemNowResponseSchema } from '../../../contract/schemas/redemption';
import { apiRequest } from '../client';

export function redeemNow(request: RedeemNowRequest & { id: string }, signal?: AbortSignal) {
  return apiRequest(`/redemptionSession/${encodeURIComponent(request.id)}`, redeemNowResponseSchema, {
    method: 'PUT',
    body: request,
    signal,
  });
}
