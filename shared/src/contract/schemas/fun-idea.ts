/** Fun idea (spec 3). The card title is the heading plus a key. */
import * as z from 'zod/mini';
import { idSchema } from './common';

export const funIdeaSchema = z.object({
  id: idSchema,
  heading: z.string(),
  text: z.string(),
  iconUrl: z.nullable(z.string()),
  sortOrder: z.int(),
});
export type FunIdea = z.infer<typeof funIdeaSchema>;

export const funIdeaListSchema = z.array(funIdeaSchema);
