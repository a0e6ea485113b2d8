/** Lock waits on a PostgreSQL test database (the race tests hold a row and watch who waits for it). */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** Sessions of this test's database waiting for a lock. */
export async function waitingOnLocks(app: FastifyInstance): Promise<number> {
  const result = (await app.db.execute(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}
