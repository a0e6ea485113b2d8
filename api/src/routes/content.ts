/**
 * Read-only content: greetings, shipping methods, categories, organizations, FAQ, fun ideas.
 *
 * Served from an in-memory cache (src/lib/content-cache.ts): each answer is read and serialised
 * once (by its route's response schema), sent with a strong ETag and
 * `Cache-Control: public, max-age=60, stale-while-revalidate=300`, 304 on `If-None-Match`, and
 * dropped when the content version changes (another process ran `ops content import`; the cache
 * and its LISTEN connection are set up with the app's services, plugins/services.ts). The answers
 * are mapped once, in services/content.ts.
 * These GETs are exempt from the global per-client rate limit: a cached answer costs less than
 * counting it, and families and schools share one address.
 */
import { cardTypeListSchema } from '@littlegivers/shared/contract/schemas/card-type';
import { faqItemListSchema } from '@littlegivers/shared/contract/schemas/faq-item';
import { funIdeaListSchema } from '@littlegivers/shared/contract/schemas/fun-idea';
import { packageListSchema } from '@littlegivers/shared/contract/schemas/package';
import { redemptionCategoryListSchema } from '@littlegivers/shared/contract/schemas/redemption-category';
import { redemptionOrganizationListSchema } from '@littlegivers/shared/contract/schemas/redemption-organization';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { sendCached } from '../lib/content-cache';
import { contentAnswers } from '../services/content-answers';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = app.contentCache;
  const answers = contentAnswers(app.repositories.content, app.absoluteUrl);

  /**
   * A cached content route: the handler's answer is serialised once by the route's response
   * schema (the same serializer the app uses, so the bytes are those the route always sent).
   */
  const cached = <T extends z.core.$ZodType>(url: string, schema: T, load: () => Promise<z.input<T>>) => {
    const serialize = serializerCompiler({ schema, method: 'GET', url, httpStatus: '200' }) as (
      data: unknown,
    ) => string;
    return async (request: FastifyRequest, reply: FastifyReply) =>
      sendCached(request, reply, await cache.get(url, async () => serialize(await load())));
  };
  /** Per-route options: no global rate limit, no per-request compression (the cache holds compressed copies). */
  const cachedRoute = { config: { rateLimit: false }, compress: false } as const;

  app.get(
    '/cardtype',
    {
      ...cachedRoute,
      schema: { tags: ['content'], summary: 'Greetings (card types)', response: { 200: cardTypeListSchema } },
    },
    cached('/cardtype', cardTypeListSchema, answers.cardTypes),
  );

  app.get(
    '/package',
    {
      ...cachedRoute,
      schema: { tags: ['content'], summary: 'Shipping methods', response: { 200: packageListSchema } },
    },
    cached('/package', packageListSchema, answers.packages),
  );

  app.get(
    '/RedemptionOrganizationType',
    {
      ...cachedRoute,
      schema: {
        tags: ['content'],
        summary: 'Charity categories, by sortOrder',
        response: { 200: redemptionCategoryListSchema },
      },
    },
    cached('/RedemptionOrganizationType', redemptionCategoryListSchema, answers.categories),
  );

  app.get(
    '/RedemptionOrganizations',
    {
      ...cachedRoute,
      schema: {
        tags: ['content'],
        summary: 'Charities, active and inactive, each with its category',
        response: { 200: redemptionOrganizationListSchema },
      },
    },
    cached('/RedemptionOrganizations', redemptionOrganizationListSchema, answers.organizations),
  );

  app.get(
    '/FAQ',
    {
      ...cachedRoute,
      schema: {
        tags: ['content'],
        summary: 'FAQ, answers in HTML, by sortOrder',
        response: { 200: faqItemListSchema },
      },
    },
    cached('/FAQ', faqItemListSchema, answers.faq),
  );

  app.get(
    '/FunIdeas',
    {
      ...cachedRoute,
      schema: { tags: ['content'], summary: 'Fun ideas, by sortOrder', response: { 200: funIdeaListSchema } },
    },
    cached('/FunIdeas', funIdeaListSchema, answers.funIdeas),
  );
};
