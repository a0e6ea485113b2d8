import { ApiError } from './client';

/**
 * The one rule for a refused payment (the API's capture endpoints, `POST …/paypalData`): 402 (declined
 * or not completed) or 422 (not approved by the buyer, or an amount that does not match). Nothing
 * was captured, so the next attempt may start a new order or donation. Anything else (network, 5xx,
 * 400, 404) says nothing about the payment: the server still captures an approved order (webhook,
 * reconciliation).
 */
export function isRefusedPayment(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 402 || error.status === 422);
}
