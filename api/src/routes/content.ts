/**
 * Read-only content: greetings, shipping methods, categories, organizations, FAQ, fun ideas.
 *
 * Served from an in-memory cache (src/lib/content-cache.ts): each answer is read and serialised
 * once (by its route's response schema, as before), sent with a strong ETag and
 * `Cache-Control: public, max-age=60, stale-while-revalidate=300`, 304 on `If-None-Match`, and
 * dropped when the content version changes (another process ran `ops content import`).
 * These GETs are exempt from the global per-client rate limit: a cached answer costs less than
 * counting it, and families and schools share one address.
 */
import { cardTypeListSchema } from '@littlegivers/shared/contract/schemas/card-type';
import { faqItemListSchema } from '@littlegivers/shared/contract/schemas/faq-item';
import { funIdeaListSchema } from '@littlegivers/shared/contract/schemas/fun-idea';
import { packageListSchema } from '@littlegivers/shared/contract/schemas/package';
import { redemptionCategoryListSchema } from '@littlegivers/shared/contract/schemas/redemption-category';
import { redemptionOrganizationListSchema } from '@littlegivers/shared/contract/schemas/redemption-organization';
import { asc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, serializerCompiler } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { z } from 'zod';
import { cardTypes, categories, faqItems, funIdeas, organizations, packages } from '../db/schema';
import { ContentCache, listenForContentChanges, readContentVersion, sendCached } from '../lib/content-cache';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const cache = new ContentCache({
    readVersion: () => readContentVersion(db),
    checkIntervalMs: app.config.contentVersionCheckMs,
    log: app.log,
  });
  if (app.dbKind === 'postgres') {
    // drizzle's node-postgres client is the pool; the listener opens its own connection with its settings.
    const pool = (db as unknown as { $client: pg.Pool }).$client;
    const listener = listenForContentChanges(
      pool.options,
      (payload) => cache.changed(payload ? `content version ${payload} notified` : 'listener reconnected'),
      app.log,
    );
    app.addHook('onClose', listener.stop);
    await listener.ready;
  }

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
  const url = (path: string | null) => app.absoluteUrl(path);
  const categoryJson = (row: typeof categories.$inferSelect) => ({
    id: row.id,
    sortOrder: row.sortOrder,
    categoryName: row.categoryName,
    descriptiveText: row.descriptiveText,
    imageUrl: url(row.imagePath) ?? '',
    mobileBannerImageUrl: url(row.mobileBannerImagePath),
    bannerImageUrl: url(row.bannerImagePath),
  });

  app.get(
    '/cardtype',
    {
      ...cachedRoute,
      schema: { tags: ['content'], summary: 'Greetings (card types)', response: { 200: cardTypeListSchema } },
    },
    cached('/cardtype', cardTypeListSchema, async () => {
      const rows = await db.select().from(cardTypes).orderBy(asc(cardTypes.sortOrder), asc(cardTypes.id));
      return rows.map(({ sortOrder: _sortOrder, ...row }) => row);
    }),
  );

  app.get(
    '/package',
    {
      ...cachedRoute,
      schema: { tags: ['content'], summary: 'Shipping methods', response: { 200: packageListSchema } },
    },
    cached('/package', packageListSchema, async () => {
      const rows = await db.select().from(packages).where(eq(packages.active, true)).orderBy(asc(packages.costCents));
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        publicFacingName: row.publicFacingName,
        description: row.description,
        tracked: row.tracked,
        cost: row.costCents / 100,
      }));
    }),
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
    cached('/RedemptionOrganizationType', redemptionCategoryListSchema, async () =>
      (await db.select().from(categories).orderBy(asc(categories.sortOrder))).map(categoryJson),
    ),
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
    cached('/RedemptionOrganizations', redemptionOrganizationListSchema, async () => {
      const rows = await db
        .select()
        .from(organizations)
        .innerJoin(categories, eq(organizations.categoryId, categories.id))
        .orderBy(asc(organizations.id));
      return rows.map(({ organizations: org, categories: category }) => ({
        id: org.id,
        active: org.active,
        organizationName: org.organizationName,
        organizationImageUrl: url(org.imagePath),
        organizationDescription: org.organizationDescription,
        organizationType: categoryJson(category),
        url: org.url,
        urlText: org.urlText,
        ein: org.ein,
        sample: org.sample,
      }));
    }),
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
    cached('/FAQ', faqItemListSchema, async () => db.select().from(faqItems).orderBy(asc(faqItems.sortOrder))),
  );

  app.get(
    '/FunIdeas',
    {
      ...cachedRoute,
      schema: { tags: ['content'], summary: 'Fun ideas, by sortOrder', response: { 200: funIdeaListSchema } },
    },
    cached('/FunIdeas', funIdeaListSchema, async () =>
      (await db.select().from(funIdeas).orderBy(asc(funIdeas.sortOrder))).map(({ iconPath, ...row }) => ({
        ...row,
        iconUrl: url(iconPath),
      })),
    ),
  );
};
