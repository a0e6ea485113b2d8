/** POST /Order/{orderId}/skipPayment: non-production only (403 in production). */
import { orderPaymentResultSchema } from '../../../contract/schemas/order-payment-data';
import { apiRequest } from '../client';

export function skipPayment(orderId: string, signal?: AbortSignal) {
  return apiRequest(`/Order/${encodeURIComponent(orderId)}/skipPayment`, orderPaymentResultSchema, {
    method: 'POST',
    body: {},
    signal,
  });
}
