/**
 * POST /redemptionSession: a valid unredeemed code answers a redemption with id and sessionId
 * (check with isAcceptedRedemption); a wrong or used code answers 200 without them; too many
 * wrong guesses answer 429 (ApiError with status 429).
 */
import { type RedemptionSessionRequest, redemptionSchema } from '../../../contract/schemas/redemption';
import { apiRequest } from '../client';

export function createRedemptionSession(request: RedemptionSessionRequest, signal?: AbortSignal) {
  return apiRequest('/redemptionSession', redemptionSchema, { method: 'POST', body: request, signal });
}
