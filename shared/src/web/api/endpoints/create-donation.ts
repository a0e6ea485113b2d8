/** POST /donation: stores the donation and creates its PayPal order; answers id and payPalOrderId. */
import { type DonationRequest, donationResponseSchema } from '../../../contract/schemas/donation';
import { apiRequest } from '../client';

export function createDonation(request: DonationRequest, signal?: AbortSignal) {
  return apiRequest('/donation', donationResponseSchema, { method: 'POST', body: request, signal });
}
