/** Shipping method (spec 3: "package"). */
import * as z from 'zod/mini';
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

/** Spec 7: ' ($cost)' is appended to each public name. */
export function packageLabel(pkg: Pick<Package, 'publicFacingName' | 'cost'>): string {
  return `${pkg.publicFacingName} ($${pkg.cost.toFixed(2)})`;
}
