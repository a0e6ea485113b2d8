/**
 * PostgreSQL: API processes LISTEN on lg_content_version, so an import in another process
 * (content changed, version bumped, NOTIFY, one transaction) drops their cache at once, long before
 * the next version poll.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { faqItems } from '../../src/db/schema';
import { CONTENT_VERSION_CHANNEL } from '../../src/repositories/content';
import { buildTestApp, usingPostgres } from '../helpers';

if (!usingPostgres) throw new Error('test/pg runs with TEST_DATABASE_URL (pnpm --filter api test:pg)');

/** What `ops content import` does in its transaction. */
async function importHeading(db: Db, id: number, heading: string) {
  await db.transaction(async (tx) => {
    await tx.update(faqItems).set({ heading }).where(eq(faqItems.id, id));
    const result = (await tx.execute(
      sql`insert into content_version (id, version) values (1, 1)
          on conflict (id) do update set version = content_version.version + 1 returning version`,
    )) as unknown as { rows: { version: number }[] };
    await tx.execute(sql`select pg_notify(${CONTENT_VERSION_CHANNEL}, ${String(result.rows[0]?.version)})`);
  });
}

async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('content cache on PostgreSQL', () => {
  it('every process drops its cache on NOTIFY, without waiting for the version poll', async () => {
    // Polls once at the first request, then not for 10 minutes: only the notification can refresh.
    const env = { CONTENT_VERSION_CHECK_MS: '600000' };
    const a = await buildTestApp({ env });
    const b = await buildTestApp({ env, database: a.database });
    try {
      const [row] = await a.app.db.select().from(faqItems).orderBy(asc(faqItems.sortOrder)).limit(1);
      if (!row) throw new Error('no FAQ seeded');
      const before = await a.app.inject({ method: 'GET', url: '/api/FAQ' });
      await b.app.inject({ method: 'GET', url: '/api/FAQ' });

      // Not notified: still cached.
      await a.app.db
        .update(faqItems)
        .set({ heading: `${row.heading} (quiet)` })
        .where(eq(faqItems.id, row.id));
      expect((await a.app.inject({ method: 'GET', url: '/api/FAQ' })).body).toBe(before.body);

      await importHeading(a.app.db, row.id, `${row.heading} (imported)`);
      for (const instance of [a, b]) {
        const heading = await eventually(
          async () => (await instance.app.inject({ method: 'GET', url: '/api/FAQ' })).json()[0].heading as string,
          (value) => value !== row.heading,
        );
        expect(heading).toBe(`${row.heading} (imported)`);
      }

      await importHeading(a.app.db, row.id, row.heading);
      const back = await eventually(
        () => b.app.inject({ method: 'GET', url: '/api/FAQ' }),
        (response) => response.body === before.body,
      );
      expect(back.headers.etag).toBe(before.headers.etag);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
