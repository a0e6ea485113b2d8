/**
 * Redemption (spec 3). A code is accepted only if the answer has both id and sessionId; a wrong
 * or used code answers 200 with neither, and `reason` says which: `unknown` (no such code) or
 * `already-opened` (the code of a gift already given). The order part holds only what the child's screens
 * need; the spec's shipping fields stay optional so older answers still parse, but this API
 * never sends them.
 */
import * as z from 'zod/mini';
import { cleanText, isoDateTimeSchema, plainText, priceSchema } from './common';
import { openEnum } from './open-enum';
import { publicIdSchema } from './public-id';
import { redemptionSelectionSchema } from './redemption-selection';

export const redemptionOrderSchema = z.object({
  recipientName: plainText(200),
  fromName: plainText(200),
  orderIdentifier: plainText(64),
  shippingFirstName: z.optional(plainText(200)),
  shippingLastName: z.optional(plainText(200)),
  shippingAddress1: z.optional(plainText(200)),
  shippingAddress2: z.optional(z.nullable(plainText(200))),
  shippingCity: z.optional(plainText(200)),
  shippingState: z.optional(plainText(200)),
  shippingZip: z.optional(plainText(20)),
  shippingCountry: z.optional(plainText(100)),
});

/** Why a code was not accepted: the child is told "try again" for one, "ask who gave it" for the other. */
export const codeRefusalReasons = ['unknown', 'already-opened'] as const;
/** An open enum: a reason the kidspage does not know reads as `other`, told as an unknown code. */
export const codeRefusalReasonSchema = openEnum(codeRefusalReasons);

export const redemptionSchema = z.object({
  id: z.optional(publicIdSchema),
  sessionId: z.optional(plainText(128)),
  expirationDate: z.optional(isoDateTimeSchema),
  redemptionCode: z.optional(z.nullable(plainText(64))),
  captcha: z.optional(z.nullable(plainText(4000))),
  amount: z.optional(priceSchema),
  order: z.optional(redemptionOrderSchema),
  selection: z.optional(redemptionSelectionSchema),
  reason: z.optional(codeRefusalReasonSchema),
  /**
   * A code nobody used within a year was donated to its backup charity in the child's name: which
   * one and when, so the kidspage can say so kindly. Only with a refused code (no id, no sessionId).
   */
  givenToBackup: z.optional(z.object({ charity: plainText(200), givenAt: isoDateTimeSchema })),
});
export type Redemption = z.infer<typeof redemptionSchema>;

/** An accepted code: both id and sessionId are present. */
export type AcceptedRedemption = Redemption & { id: string; sessionId: string };
export function isAcceptedRedemption(redemption: Redemption | null | undefined): redemption is AcceptedRedemption {
  return !!redemption && typeof redemption.id === 'string' && typeof redemption.sessionId === 'string';
}

/** Body of POST /redemptionSession. captcha is the ALTCHA payload (base64), ignored in debug mode. */
export const redemptionSessionRequestSchema = z.object({
  redemptionCode: z
    .string()
    .check(z.trim(), z.minLength(1, { error: 'redemptionCode is required' }), cleanText(), z.maxLength(64)),
  captcha: z.nullish(plainText(4000)),
});
export type RedemptionSessionRequest = z.infer<typeof redemptionSessionRequestSchema>;

/** Body of PUT /redemptionSession/{id}: the current redemption data plus the selection. */
export const redeemNowRequestSchema = z.extend(redemptionSchema, {
  sessionId: z
    .string()
    .check(z.trim(), z.minLength(1, { error: 'sessionId is required' }), cleanText(), z.maxLength(128)),
  selection: redemptionSelectionSchema.check(z.minLength(1, { error: 'Please choose a charity' }), z.maxLength(5)),
});
export type RedeemNowRequest = z.infer<typeof redeemNowRequestSchema>;

/** 200 answer of PUT /redemptionSession/{id}. */
export const redeemNowResponseSchema = z.object({
  id: publicIdSchema,
  redeemed: z.literal(true),
  redeemedAt: isoDateTimeSchema,
  recipientName: z.string(),
  selection: redemptionSelectionSchema,
});
export type RedeemNowResponse = z.infer<typeof redeemNowResponseSchema>;
