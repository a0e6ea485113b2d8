/** The health check's database round trip. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export function createHealthRepository(db: Db) {
  return {
    async ping() {
      await db.execute(sql`select 1`);
    },
  };
}
export type HealthRepository = ReturnType<typeof createHealthRepository>;
