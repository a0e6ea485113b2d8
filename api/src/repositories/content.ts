/**
 * Content (greetings, packages, categories, organizations, FAQ, fun ideas) and its version: the
 * reads of the API, the lookups of an order, and what `ops content` writes. A change bumps the
 * one-row `content_version` and, on PostgreSQL, notifies `CONTENT_VERSION_CHANNEL`; API processes
 * LISTEN on it (content-watcher.ts) to drop their content caches. Every change of a row is kept as
 * a version of it (content_history: who, when, the prior and the resulting row).
 */
import { DELIVERY_METHODS } from '@littlegivers/shared/contract/delivery';
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import {
  cardTypes,
  categories,
  contentHistory,
  contentVersion,
  faqItems,
  funIdeas,
  orders,
  organizations,
  packages,
  payoutItems,
  redemptionSelections,
} from '../db/schema';
import { upsert } from '../db/seed';

/** The channel a content change is notified on (payload: the new version). */
export const CONTENT_VERSION_CHANNEL = 'lg_content_version';

export type CardTypeRow = typeof cardTypes.$inferSelect;
export type PackageRow = typeof packages.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type OrganizationRow = typeof organizations.$inferSelect;
export type FunIdeaRow = typeof funIdeas.$inferSelect;
export type NewContentHistoryRow = Omit<typeof contentHistory.$inferInsert, 'id' | 'version'>;

/** The content tables by the section of the content document that holds them. */
export const contentTables = {
  cardTypes,
  packages,
  categories,
  organizations,
  faq: faqItems,
  funIdeas,
} satisfies Record<string, PgTable & { id: PgColumn }>;
export type ContentTable = keyof typeof contentTables;

/** A package's place by its delivery method, in the contract's order (constants, not input). */
const deliveryOrder = sql.raw(
  `case "packages"."delivery" ${DELIVERY_METHODS.map((method, index) => `when '${method}' then ${index}`).join(' ')} else ${DELIVERY_METHODS.length} end`,
);

export function createContentRepository(db: Db) {
  return {
    // --- What the API answers (sorted as shown) ---
    cardTypes: () => db.select().from(cardTypes).orderBy(asc(cardTypes.sortOrder), asc(cardTypes.id)),
    /** By delivery method in the contract's order (posted by cost, print at home, e-card), then by cost. */
    activePackages: () =>
      db.select().from(packages).where(eq(packages.active, true)).orderBy(deliveryOrder, asc(packages.costCents)),
    categories: () => db.select().from(categories).orderBy(asc(categories.sortOrder)),
    organizationsWithCategory: () =>
      db
        .select({ organization: organizations, category: categories })
        .from(organizations)
        .innerJoin(categories, eq(organizations.categoryId, categories.id))
        .orderBy(asc(organizations.id)),
    faq: () => db.select().from(faqItems).orderBy(asc(faqItems.sortOrder)),
    funIdeas: () => db.select().from(funIdeas).orderBy(asc(funIdeas.sortOrder)),

    // --- What an order or a gift checks ---
    async activePackage(id: number): Promise<PackageRow | undefined> {
      return (
        await db
          .select()
          .from(packages)
          .where(and(eq(packages.id, id), eq(packages.active, true)))
      )[0];
    },
    async cardType(id: number): Promise<CardTypeRow | undefined> {
      return (await db.select().from(cardTypes).where(eq(cardTypes.id, id)))[0];
    },
    customCardTypes: () => db.select().from(cardTypes).where(eq(cardTypes.customText, true)).orderBy(asc(cardTypes.id)),
    async activeOrganizationCount(ids: number[]): Promise<number> {
      const rows = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(and(inArray(organizations.id, ids), eq(organizations.active, true)));
      return rows.length;
    },

    // --- Export and import (ops content) ---
    /** Every row of a section, by id. */
    all<T extends ContentTable>(section: T): Promise<(typeof contentTables)[T]['$inferSelect'][]> {
      const table = contentTables[section] as typeof faqItems;
      return db.select().from(table).orderBy(asc(table.id)) as never;
    },
    organizationsById: (ids: number[]) => db.select().from(organizations).where(inArray(organizations.id, ids)),
    /** Ids of a section's rows that are not in `keep`. */
    async idsNotIn(section: ContentTable, keep: number[]): Promise<number[]> {
      const table = contentTables[section] as typeof faqItems;
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(keep.length > 0 ? notInArray(table.id, keep) : undefined);
      return rows.map((row) => row.id);
    },
    /** Of these organizations, those children gave gifts to (or that were paid out). */
    async organizationsWithGifts(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const used = await db
        .selectDistinct({ id: redemptionSelections.organizationId })
        .from(redemptionSelections)
        .where(inArray(redemptionSelections.organizationId, ids));
      const paid = await db
        .selectDistinct({ id: payoutItems.organizationId })
        .from(payoutItems)
        .where(inArray(payoutItems.organizationId, ids));
      return [...new Set([...used, ...paid].map((row) => row.id))];
    },
    /** Of these greetings or packages, those orders use. */
    async usedByOrders(section: 'cardTypes' | 'packages', ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const column = section === 'cardTypes' ? orders.cardTypeId : orders.packageId;
      const rows = await db.selectDistinct({ id: column }).from(orders).where(inArray(column, ids));
      return rows.flatMap((row) => (row.id === null ? [] : [row.id]));
    },
    upsert(section: ContentTable, rows: Record<string, unknown>[]) {
      return upsert(db, contentTables[section], rows);
    },
    async remove(section: ContentTable, ids: number[]) {
      const table = contentTables[section] as typeof faqItems;
      if (ids.length > 0) await db.delete(table).where(inArray(table.id, ids));
    },
    async setOrganizationsActive(ids: number[], active: boolean) {
      await db.update(organizations).set({ active }).where(inArray(organizations.id, ids));
    },

    // --- The versions of each row (content_history) ---
    /** Records changes, each as the next version of its row (inside the writer's transaction, after lockVersion). */
    async recordHistory(entries: NewContentHistoryRow[]) {
      for (const entry of entries) {
        const [last] = await db
          .select({ version: sql<number>`coalesce(max(${contentHistory.version}), 0)` })
          .from(contentHistory)
          .where(and(eq(contentHistory.section, entry.section), eq(contentHistory.itemId, entry.itemId)));
        await db.insert(contentHistory).values({ ...entry, version: Number(last?.version ?? 0) + 1 });
      }
    },
    /** A row's versions, newest first. */
    history: (section: ContentTable, itemId: number) =>
      db
        .select()
        .from(contentHistory)
        .where(and(eq(contentHistory.section, section), eq(contentHistory.itemId, itemId)))
        .orderBy(desc(contentHistory.version)),

    // --- The content version ---
    /** The version (0 before any change). */
    async version(): Promise<number> {
      const [row] = await db.select().from(contentVersion).where(eq(contentVersion.id, 1));
      return row?.version ?? 0;
    },
    /** The version, null when there is no row yet: one single-row select (the cache's poll). */
    async versionOrNull(): Promise<number | null> {
      const result = (await db.execute(sql`select version from content_version where id = 1`)) as unknown as {
        rows: { version: number | string }[];
      };
      const row = result.rows[0];
      return row === undefined ? null : Number(row.version);
    },
    /** Serialises writers of content (inside a transaction): the version row is the lock. */
    async lockVersion() {
      await db.select().from(contentVersion).where(eq(contentVersion.id, 1)).for('update');
    },
    /** Bumps the version and notifies it (delivered at commit to every process LISTENing). */
    async bumpVersion(): Promise<number> {
      const [row] = await db
        .insert(contentVersion)
        .values({ id: 1, version: 1 })
        .onConflictDoUpdate({
          target: contentVersion.id,
          set: { version: sql`${contentVersion.version} + 1`, updatedAt: sql`now()` },
        })
        .returning({ version: contentVersion.version });
      const version = row?.version ?? 0;
      await db.execute(sql`select pg_notify(${CONTENT_VERSION_CHANNEL}, ${String(version)})`);
      return version;
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
