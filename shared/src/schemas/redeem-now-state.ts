/** Redeem-now state (spec 3) kept by the redeem flow. */
import { z } from 'zod';
import { redemptionSchema } from './redemption';

export const redeemNowStepSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

export const redeemNowStateSchema = z.object({
  redeemNowStep: redeemNowStepSchema,
  redemption: redemptionSchema.nullable(),
  redeemCode: z.string(),
  categoryId: z.number().int().positive().nullable(),
  preview: z.boolean(),
});
export type RedeemNowState = z.infer<typeof redeemNowStateSchema>;
