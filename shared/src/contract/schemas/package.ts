/** Shipping method (spec 3: "package"). */
import * as z from 'zod/mini';
import { toCents } from '../money';
import { idSchema, priceSchema } from './common';

export const packageSchema = z.object({
  id: idSchema,
  name: z.string(),
  publicFacingName: z.string(),
  description: z.string(),
  tracked: z.boolean(),
  cost: priceSchema,
});
export type Package = z.infer<typeof packageSchema>;

export const packageListSchema = z.array(packageSchema);

/** A shipping cost as the label shows it: whole dollars without cents ('$2'), else '$0.73'. */
export function formatCost(cost: number): string {
  const cents = toCents(cost);
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}

/** Spec 7: ' ($cost)' is appended to each public name: 'Standard mail ($2)', 'Standard mail ($0.73)'. */
export function packageLabel(pkg: Pick<Package, 'publicFacingName' | 'cost'>): string {
  return `${pkg.publicFacingName} (${formatCost(pkg.cost)})`;
}
