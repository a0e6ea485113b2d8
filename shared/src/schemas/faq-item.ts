/** FAQ item (spec 3): heading is the question, text the answer in HTML. */
import { z } from 'zod';
import { idSchema } from './common';

export const faqItemSchema = z.object({
  id: idSchema,
  heading: z.string(),
  text: z.string(),
  sortOrder: z.number().int(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqItemListSchema = z.array(faqItemSchema);
