/**
 * Seeding that respects content managed with `ops content`: once an operator has imported or
 * (de)activated content (content version > 0), the sample seed must not overwrite it, so it is
 * skipped. A fresh database (version 0) is seeded.
 */
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { contentVersion } from './schema';
import { seed } from './seed';

export async function seedUnlessManaged(db: Db): Promise<'seeded' | 'managed'> {
  const [row] = await db.select().from(contentVersion).where(eq(contentVersion.id, 1));
  if ((row?.version ?? 0) > 0) return 'managed';
  await seed(db);
  return 'seeded';
}
