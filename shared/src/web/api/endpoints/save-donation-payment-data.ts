/** POST /donation/{id}/paypalData: the server captures the donation's PayPal order (402 when declined). */
import { type DonationPaymentData, donationPaymentResultSchema } from '../../../contract/schemas/donation-payment-data';
import { apiRequest } from '../client';

export function saveDonationPaymentData(donationId: number, paymentData: DonationPaymentData, signal?: AbortSignal) {
  return apiRequest(`/donation/${encodeURIComponent(donationId)}/paypalData`, donationPaymentResultSchema, {
    method: 'POST',
    body: paymentData,
    signal,
  });
}
