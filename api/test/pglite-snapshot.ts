/**
 * A worker's PGlite, put back as it was after migrating and seeding before each test that takes it.
 *
 * A PGlite clone starts a new database engine (1-2 s on an idle core, the main cost of the suite);
 * putting the tables back takes a few tens of milliseconds. The state that was migrated and seeded
 * is copied once into the schema `lg_test_snapshot`; a reset empties every table of `public` and
 * copies that state back, triggers off (the append-only tables refuse a TRUNCATE otherwise), and sets
 * every sequence to where it stood. Migrations (`drizzle` schema) are untouched.
 */
import type { PGlite } from '@electric-sql/pglite';

const SNAPSHOT = 'lg_test_snapshot';

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export interface PgliteSnapshot {
  /** Puts every table and sequence back as they were when the snapshot was taken (or in a clone). */
  restore(into?: PGlite): Promise<void>;
}

/** Copies the current state of `public` aside, and returns how to put it back. */
export async function takeSnapshot(pglite: PGlite): Promise<PgliteSnapshot> {
  const tables = (
    await pglite.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).rows.map((row) => row.name);
  const sequences = (
    await pglite.query<{ name: string; value: string | null }>(
      `select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
    )
  ).rows;
  await pglite.exec(
    [
      `create schema ${SNAPSHOT}`,
      ...tables.map((table) => `create table ${SNAPSHOT}.${quote(table)} as table public.${quote(table)}`),
    ].join(';\n'),
  );
  const filled = (
    await Promise.all(
      tables.map(async (table) => {
        const { rows } = await pglite.query<{ any: boolean }>(
          `select exists (select 1 from ${SNAPSHOT}.${quote(table)}) as any`,
        );
        return rows[0]?.any ? table : null;
      }),
    )
  ).filter((table): table is string => table !== null);

  const restore = [
    'set session_replication_role = replica',
    `truncate ${tables.map((table) => `public.${quote(table)}`).join(', ')}`,
    ...filled.map(
      (table) => `insert into public.${quote(table)} overriding system value select * from ${SNAPSHOT}.${quote(table)}`,
    ),
    ...sequences.map(({ name, value }) =>
      value === null
        ? `select setval('public.${quote(name)}', 1, false)`
        : `select setval('public.${quote(name)}', ${Number(value)}, true)`,
    ),
    'set session_replication_role = origin',
  ].join(';\n');

  return {
    async restore(into = pglite) {
      await into.exec(restore);
    },
  };
}
