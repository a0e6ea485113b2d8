/** Fun idea (spec 3). The card title is the heading plus a key. */
import { z } from 'zod';
import { idSchema } from './common';

export const funIdeaSchema = z.object({
  id: idSchema,
  heading: z.string(),
  text: z.string(),
  iconUrl: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type FunIdea = z.infer<typeof funIdeaSchema>;

export const funIdeaListSchema = z.array(funIdeaSchema);
