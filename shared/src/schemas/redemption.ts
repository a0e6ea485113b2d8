/**
 * Redemption (spec 3). A code is accepted only if the answer has both id and sessionId; a wrong
 * or used code answers 200 with neither. The order part holds only what the child's screens
 * need; the spec's shipping fields stay optional so older answers still parse, but this API
 * never sends them.
 */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema, priceSchema } from './common';
import { redemptionSelectionSchema } from './redemption-selection';

export const redemptionOrderSchema = z.object({
  recipientName: z.string(),
  fromName: z.string(),
  orderIdentifier: z.string(),
  shippingFirstName: z.string().optional(),
  shippingLastName: z.string().optional(),
  shippingAddress1: z.string().optional(),
  shippingAddress2: z.string().nullable().optional(),
  shippingCity: z.string().optional(),
  shippingState: z.string().optional(),
  shippingZip: z.string().optional(),
  shippingCountry: z.string().optional(),
});
export type RedemptionOrder = z.infer<typeof redemptionOrderSchema>;

export const redemptionSchema = z.object({
  id: idSchema.optional(),
  sessionId: z.string().optional(),
  expirationDate: isoDateTimeSchema.optional(),
  redemptionCode: z.string().nullable().optional(),
  captcha: z.string().nullable().optional(),
  amount: priceSchema.optional(),
  order: redemptionOrderSchema.optional(),
  selection: redemptionSelectionSchema.optional(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

/** An accepted code: both id and sessionId are present. */
export type AcceptedRedemption = Redemption & { id: number; sessionId: string };
export function isAcceptedRedemption(redemption: Redemption | null | undefined): redemption is AcceptedRedemption {
  return !!redemption && typeof redemption.id === 'number' && typeof redemption.sessionId === 'string';
}

/** Body of POST /redemptionSession. captcha is the ALTCHA payload (base64), ignored in debug mode. */
export const redemptionSessionRequestSchema = z.object({
  redemptionCode: z.string().trim().min(1, { error: 'redemptionCode is required' }).max(64),
  captcha: z.string().max(4000).nullish(),
});
export type RedemptionSessionRequest = z.infer<typeof redemptionSessionRequestSchema>;

/** Body of PUT /redemptionSession/{id}: the current redemption data plus the selection. */
export const redeemNowRequestSchema = redemptionSchema.extend({
  sessionId: z.string().trim().min(1, { error: 'sessionId is required' }).max(128),
  selection: redemptionSelectionSchema.min(1, { error: 'Please choose a charity' }).max(5),
});
export type RedeemNowRequest = z.infer<typeof redeemNowRequestSchema>;

/** 200 answer of PUT /redemptionSession/{id}. */
export const redeemNowResponseSchema = z.object({
  id: idSchema,
  redeemed: z.literal(true),
  redeemedAt: isoDateTimeSchema,
  recipientName: z.string(),
  selection: redemptionSelectionSchema,
});
export type RedeemNowResponse = z.infer<typeof redeemNowResponseSchema>;
