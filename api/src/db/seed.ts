/** Applies the seeded content. Idempotent: rows are upserted by their fixed ids. */
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { cardTypes, categories, faqItems, funIdeas, organizations, packages } from './schema';
import { cardTypeSeed, categorySeed, faqSeed, funIdeaSeed, organizationSeed, packageSeed } from './seed-data';

/** Inserts rows, or updates every column of the rows whose id already exists. */
export async function upsert(db: Db, table: PgTable & { id: PgColumn }, rows: Record<string, unknown>[]) {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const set = Object.fromEntries(
    Object.entries(columns)
      .filter(([key]) => key !== 'id')
      .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  );
  await db
    .insert(table)
    .values(rows as never)
    .onConflictDoUpdate({ target: table.id, set });
}

export async function seed(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await upsert(t, cardTypes, cardTypeSeed);
    await upsert(t, packages, packageSeed);
    await upsert(t, categories, categorySeed);
    await upsert(t, organizations, organizationSeed);
    await upsert(t, faqItems, faqSeed);
    await upsert(t, funIdeas, funIdeaSeed);
  });
}
