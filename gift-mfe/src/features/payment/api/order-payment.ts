/**
 * The order and payment calls of the gift flow (spec 4 'Payment sequence'), through the shared
 * endpoint fetchers: post the order, then the payment data (the server captures), or skip.
 */

import type { OrderPayloadInput } from '@littlegivers/shared/contract/schemas/order';
import type { OrderPaymentResult } from '@littlegivers/shared/contract/schemas/order-payment-data';
import { publicIdSchema } from '@littlegivers/shared/contract/schemas/public-id';
import { ApiError } from '@littlegivers/shared/web/api/client';
import { createOrder } from '@littlegivers/shared/web/api/endpoints/create-order';
import { saveOrderPaymentData } from '@littlegivers/shared/web/api/endpoints/save-order-payment-data';
import { skipPayment } from '@littlegivers/shared/web/api/endpoints/skip-payment';
import * as z from 'zod/mini';

/**
 * The gift order at its client stage: created by POST /Order (the API's answer, `OrderResponse`),
 * kept with the payload it was created from until paid. The flow state holds it and persists it
 * in session storage with this schema.
 */
export const postedOrderSchema = z.object({
  id: publicIdSchema,
  orderIdentifier: z.string(),
  payPalOrderId: z.string(),
  /** The exact payload the order was created from. */
  payloadKey: z.string(),
});
export type PostedOrder = z.infer<typeof postedOrderSchema>;

/** A stable key for a payload: the same card, address and amounts give the same key. */
export function payloadKey(payload: OrderPayloadInput): string {
  return JSON.stringify(payload);
}

/**
 * Posts the order unless `existing` was created from this very payload: a retry after a
 * cancel, a provider error or a lost answer pays the same order, so nothing is charged twice.
 */
export async function postOrderOnce(payload: OrderPayloadInput, existing: PostedOrder | null): Promise<PostedOrder> {
  const key = payloadKey(payload);
  if (existing && existing.payloadKey === key) return existing;
  const order = await createOrder(payload);
  return { id: order.id, orderIdentifier: order.orderIdentifier, payPalOrderId: order.payPalOrderId, payloadKey: key };
}

/** POST /Order/{id}/paypalData; resolves only when the server confirms the capture. */
export async function confirmPayment(
  order: PostedOrder,
  approval: { orderID: string; payerID?: string | null },
): Promise<OrderPaymentResult> {
  const result = await saveOrderPaymentData(order.id, {
    payPalId: approval.orderID,
    payerId: approval.payerID ?? null,
    intent: 'CAPTURE',
    createTime: new Date().toISOString(),
  });
  if (result.status !== 'paid') throw new Error('payment not confirmed');
  return result;
}

export function skipOrderPayment(order: PostedOrder): Promise<OrderPaymentResult> {
  return skipPayment(order.id);
}

/** The server's reason for a declined payment (402), shown under the alert; null for other failures. */
export function declineReason(error: unknown): string | null {
  return error instanceof ApiError && error.status === 402 ? error.message : null;
}

/**
 * The server's reason for refusing a new order with 429 (the day's e-card limits, or too many
 * requests), shown under the alert without the field it names; null for other failures.
 */
export function orderRefusalReason(error: unknown): string | null {
  return error instanceof ApiError && error.status === 429 ? error.message.replace(/^[\w.]+: /, '') : null;
}
