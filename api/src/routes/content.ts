/**
 * Read-only content: greetings, shipping methods, categories, organizations, FAQ, fun ideas, one
 * row each in the table `contentReads`.
 *
 * Served from an in-memory cache (src/lib/content-cache.ts): each answer is read and serialised
 * once (by its route's response schema), sent with a strong ETag and
 * `Cache-Control: public, max-age=60, stale-while-revalidate=300`, 304 on `If-None-Match`, and
 * dropped when the content version changes (another process ran `ops content import`; the cache
 * and its LISTEN connection are set up with the app's services, plugins/services.ts). The answers
 * are mapped once, in services/content-answers.ts.
 * These GETs are exempt from the global per-client rate limit: a cached answer costs less than
 * counting it, and families and schools share one address.
 */
import { cardTypeListSchema } from '@littlegivers/shared/contract/schemas/card-type';
import { faqItemListSchema } from '@littlegivers/shared/contract/schemas/faq-item';
import { funIdeaListSchema } from '@littlegivers/shared/contract/schemas/fun-idea';
import { packageListSchema } from '@littlegivers/shared/contract/schemas/package';
import { redemptionCategoryListSchema } from '@littlegivers/shared/contract/schemas/redemption-category';
import { redemptionOrganizationListSchema } from '@littlegivers/shared/contract/schemas/redemption-organization';
import { type FastifyPluginAsyncZod, serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { sendCached } from '../lib/content-cache';
import type { contentAnswers } from '../services/content-answers';

type Answers = ReturnType<typeof contentAnswers>;

/** One content read: its path, what the OpenAPI document says of it, its answer's schema and loader. */
interface ContentRead {
  url: string;
  summary: string;
  schema: z.core.$ZodType;
  load: (answers: Answers) => Promise<unknown>;
}

/** A row of the table, its loader's answer checked against its schema. */
const read = <T extends z.core.$ZodType>(
  url: string,
  summary: string,
  schema: T,
  load: (answers: Answers) => Promise<z.input<T>>,
): ContentRead => ({ url, summary, schema, load });

/** THE content reads, in the OpenAPI document's order. */
const contentReads: readonly ContentRead[] = [
  read('/cardtype', 'Greetings (card types)', cardTypeListSchema, (answers) => answers.cardTypes()),
  read('/package', 'Shipping methods', packageListSchema, (answers) => answers.packages()),
  read('/RedemptionOrganizationType', 'Charity categories, by sortOrder', redemptionCategoryListSchema, (answers) =>
    answers.categories(),
  ),
  read(
    '/RedemptionOrganizations',
    'Charities, active and inactive, each with its category',
    redemptionOrganizationListSchema,
    (answers) => answers.organizations(),
  ),
  read('/FAQ', 'FAQ, answers in HTML, by sortOrder', faqItemListSchema, (answers) => answers.faq()),
  read('/FunIdeas', 'Fun ideas, by sortOrder', funIdeaListSchema, (answers) => answers.funIdeas()),
];

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = app.contentCache;
  const answers = app.contentAnswers;
  for (const { url, summary, schema, load } of contentReads) {
    // The answer is serialised once by the route's response schema (the same serializer the app
    // uses, so the bytes are those the route always sent), then served from the cache.
    const serialize = serializerCompiler({ schema, method: 'GET', url, httpStatus: '200' }) as (
      data: unknown,
    ) => string;
    app.get(
      url,
      {
        // No global rate limit, no per-request compression (the cache holds compressed copies).
        config: { rateLimit: false },
        compress: false,
        schema: { tags: ['content'], summary, response: { 200: schema } },
      },
      async (request, reply) =>
        sendCached(request, reply, await cache.get(url, async () => serialize(await load(answers)))),
    );
  }
};
