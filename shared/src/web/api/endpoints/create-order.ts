/** POST /Order: stores the order and creates its PayPal order; answers payPalOrderId for createOrder. */
import { type OrderPayloadInput, orderResponseSchema } from '../../../contract/schemas/order';
import { apiRequest } from '../client';

export function createOrder(payload: OrderPayloadInput, signal?: AbortSignal) {
  return apiRequest('/Order', orderResponseSchema, { method: 'POST', body: payload, signal });
}
