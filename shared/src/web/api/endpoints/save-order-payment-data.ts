/**
 * POST /Order/{orderId}/paypalData: after the buyer approves, the server captures the PayPal
 * order. 200 means paid; 402 (ApiError) means the capture was declined.
 */
import { type OrderPaymentData, orderPaymentResultSchema } from '../../../contract/schemas/order-payment-data';
import { apiRequest } from '../client';

export function saveOrderPaymentData(orderId: string, paymentData: OrderPaymentData, signal?: AbortSignal) {
  return apiRequest(`/Order/${encodeURIComponent(orderId)}/paypalData`, orderPaymentResultSchema, {
    method: 'POST',
    body: paymentData,
    signal,
  });
}
