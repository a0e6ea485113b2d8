/** Redeem-now state (spec 3) kept by the redeem flow. */
import * as z from 'zod/mini';
import { redemptionSchema } from './redemption';

export const redeemNowStepSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

export const redeemNowStateSchema = z.object({
  redeemNowStep: redeemNowStepSchema,
  redemption: z.nullable(redemptionSchema),
  redeemCode: z.string(),
  categoryId: z.nullable(z.int().check(z.positive())),
  preview: z.boolean(),
});
export type RedeemNowState = z.infer<typeof redeemNowStateSchema>;
