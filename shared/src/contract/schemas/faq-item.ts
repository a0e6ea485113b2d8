/** FAQ item (spec 3): heading is the question, text the answer in HTML. */
import * as z from 'zod/mini';
import { idSchema } from './common';

export const faqItemSchema = z.object({
  id: idSchema,
  heading: z.string(),
  text: z.string(),
  sortOrder: z.int(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqItemListSchema = z.array(faqItemSchema);
