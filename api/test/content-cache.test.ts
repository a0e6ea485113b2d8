/**
 * Content routes served from memory: ETags and 304s, compressed copies, the same bytes as
 * before, the cache dropped when another process bumps the content version, and no global rate
 * limit on them. Runs on PGlite (`test`) and PostgreSQL (`test:pg`); the LISTEN/NOTIFY path is in
 * test/pg/content-notify.test.ts.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { faqItemListSchema } from '@littlegivers/shared/contract/schemas/faq-item';
import { asc, eq, sql } from 'drizzle-orm';
import { encode } from 'zod/mini';
import type { Db } from '../src/db/client';
import { faqItems } from '../src/db/schema';
import { CONTENT_CACHE_CONTROL, ContentCache, notModified, pickEncoding } from '../src/lib/content-cache';
// The channel the importer notifies on is the one the API listens on (one declaration).
import {
  CONTENT_VERSION_CHANNEL as CONTENT_NOTIFY_CHANNEL,
  CONTENT_VERSION_CHANNEL,
} from '../src/repositories/content';
import { exportContent } from '../src/services/content-import-export';
import { buildTestApp, type TestApp } from './helpers';

const contentRoutes = [
  '/api/cardtype',
  '/api/package',
  '/api/RedemptionOrganizationType',
  '/api/RedemptionOrganizations',
  '/api/FAQ',
  '/api/FunIdeas',
];

/** What `ops content import` does after changing content (another process). */
async function bumpVersion(db: Db) {
  await db.execute(
    sql`insert into content_version (id, version) values (1, 1)
        on conflict (id) do update set version = content_version.version + 1, updated_at = now()`,
  );
}

async function firstFaq(db: Db) {
  const [row] = await db.select().from(faqItems).orderBy(asc(faqItems.sortOrder)).limit(1);
  if (!row) throw new Error('no FAQ seeded');
  return row;
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('content answers: ETag, 304, Cache-Control', () => {
  it.each(contentRoutes)('%s has a strong ETag and answers 304 to If-None-Match', async (url) => {
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe(CONTENT_CACHE_CONTROL);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);

    const again = await t.app.inject({ method: 'GET', url });
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe(first.body);

    const revalidated = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['cache-control']).toBe(CONTENT_CACHE_CONTROL);

    const weak = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': `"other", W/${etag}` } });
    expect(weak.statusCode).toBe(304);
    const other = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"not-this-one"' } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('the body is the route schema serialisation of the database rows, as before the cache', async () => {
    const rows = await t.app.db.select().from(faqItems).orderBy(asc(faqItems.sortOrder));
    const response = await t.app.inject({ method: 'GET', url: '/api/FAQ' });
    expect(response.body).toBe(JSON.stringify(encode(faqItemListSchema, rows)));
  });

  it('ETags are the same in every process for the same content and differ between routes', async () => {
    const other = await buildTestApp({ database: t.database });
    try {
      const tags = new Set<string>();
      for (const url of contentRoutes) {
        const mine = await t.app.inject({ method: 'GET', url });
        const theirs = await other.app.inject({ method: 'GET', url });
        expect(theirs.headers.etag).toBe(mine.headers.etag);
        expect(theirs.body).toBe(mine.body);
        tags.add(String(mine.headers.etag));
      }
      expect(tags.size).toBe(contentRoutes.length);
    } finally {
      await other.close();
    }
  });

  it('sends brotli or gzip copies compressed once, each with its own ETag; any of them revalidates', async () => {
    const url = '/api/RedemptionOrganizations';
    const plain = await t.app.inject({ method: 'GET', url });
    const tag = String(plain.headers.etag).replace(/"/g, '');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toContain('Accept-Encoding');

    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(`"${tag}-br"`);
    expect(String(br.headers.vary)).toContain('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);

    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).toBe(`"${tag}-gzip"`);
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);

    const revalidated = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(gzip.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.etag).toBe(`"${tag}-br"`);
  });

  it('keeps CORS and security headers on cached answers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/FAQ',
      headers: { origin: 'http://localhost:3001' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    expect(String(response.headers.vary)).toMatch(/Origin.*Accept-Encoding/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the cache is dropped when another process changes the content', () => {
  it('serves from memory until the content version changes, then reads the database again', async () => {
    const a = await buildTestApp({ env: { CONTENT_VERSION_CHECK_MS: '0' } });
    // A second API process on the same database.
    const b = await buildTestApp({ database: a.database, env: { CONTENT_VERSION_CHECK_MS: '0' } });
    try {
      const row = await firstFaq(a.app.db);
      const before = await a.app.inject({ method: 'GET', url: '/api/FAQ' });
      await b.app.inject({ method: 'GET', url: '/api/FAQ' });
      expect(before.json()[0].heading).toBe(row.heading);

      // Changed in the database without a version bump: both keep their cached answer.
      await a.app.db
        .update(faqItems)
        .set({ heading: `${row.heading} (edited)` })
        .where(eq(faqItems.id, row.id));
      const stale = await a.app.inject({ method: 'GET', url: '/api/FAQ' });
      expect(stale.body).toBe(before.body);
      expect((await b.app.inject({ method: 'GET', url: '/api/FAQ' })).body).toBe(before.body);

      // The operator's import bumps the version: every process drops its cache.
      await bumpVersion(a.app.db);
      for (const instance of [a, b]) {
        const fresh = await instance.app.inject({
          method: 'GET',
          url: '/api/FAQ',
          headers: { 'if-none-match': String(before.headers.etag) },
        });
        expect(fresh.statusCode).toBe(200);
        expect(fresh.headers.etag).not.toBe(before.headers.etag);
        expect(fresh.json()[0].heading).toBe(`${row.heading} (edited)`);
      }
      await a.app.db.update(faqItems).set({ heading: row.heading }).where(eq(faqItems.id, row.id));
      await bumpVersion(a.app.db);
      const back = await b.app.inject({ method: 'GET', url: '/api/FAQ' });
      expect(back.body).toBe(before.body);
      expect(back.headers.etag).toBe(before.headers.etag);
    } finally {
      await b.close();
      await a.close();
    }
  });

  it('an operator import and a deactivation (ops, another process) reach every API process', async () => {
    expect(CONTENT_VERSION_CHANNEL).toBe(CONTENT_NOTIFY_CHANNEL);
    const a = await buildTestApp({ env: { CONTENT_VERSION_CHECK_MS: '0' } });
    const b = await buildTestApp({ database: a.database, env: { CONTENT_VERSION_CHECK_MS: '0' } });
    const original = await exportContent(a.app.repositories);
    try {
      const beforeFaq = (await b.app.inject({ method: 'GET', url: '/api/FAQ' })).json();
      const beforeOrgs = (await a.app.inject({ method: 'GET', url: '/api/RedemptionOrganizations' })).json();
      const active = beforeOrgs.find((org: { active: boolean }) => org.active);

      const edited = structuredClone(original);
      const first = edited.faq.find((item) => item.id === beforeFaq[0].id);
      if (!first) throw new Error('FAQ not exported');
      first.heading = 'Imported heading';
      expect((await a.app.contentDocument.import(edited)).outcome).toBe('imported');
      for (const instance of [a, b]) {
        const faq = (await instance.app.inject({ method: 'GET', url: '/api/FAQ' })).json();
        expect(faq[0].heading).toBe('Imported heading');
      }

      await a.app.contentDocument.setOrganizationsActive([active.id], false);
      const orgs = (await b.app.inject({ method: 'GET', url: '/api/RedemptionOrganizations' })).json();
      expect(orgs.find((org: { id: number }) => org.id === active.id).active).toBe(false);
    } finally {
      await a.app.contentDocument.import(original);
      await b.close();
      await a.close();
    }
  });

  it('reads the version at most once per CONTENT_VERSION_CHECK_MS', async () => {
    const a = await buildTestApp({ env: { CONTENT_VERSION_CHECK_MS: '600000' } });
    try {
      const row = await firstFaq(a.app.db);
      const before = await a.app.inject({ method: 'GET', url: '/api/FAQ' });
      await a.app.db
        .update(faqItems)
        .set({ heading: `${row.heading} (later)` })
        .where(eq(faqItems.id, row.id));
      await bumpVersion(a.app.db);
      // Within the interval: still the cached answer.
      expect((await a.app.inject({ method: 'GET', url: '/api/FAQ' })).body).toBe(before.body);
      await a.app.db.update(faqItems).set({ heading: row.heading }).where(eq(faqItems.id, row.id));
      await bumpVersion(a.app.db);
    } finally {
      await a.close();
    }
  });
});

describe('ContentCache', () => {
  const log = { info: () => undefined, warn: () => undefined } as never;

  it('reads the version once per interval, shares concurrent builds and keeps no failed build', async () => {
    let now = 1_000;
    let version = 1;
    let reads = 0;
    let builds = 0;
    const cache = new ContentCache({
      readVersion: async () => {
        reads += 1;
        return version;
      },
      checkIntervalMs: 1_000,
      log,
      now: () => now,
    });
    const build = async () => {
      builds += 1;
      return JSON.stringify({ builds });
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get('k', build)));
    expect(new Set(answers).size).toBe(1);
    expect(reads).toBe(1);
    expect(builds).toBe(1);
    for (let i = 0; i < 100; i += 1) await cache.get('k', build);
    expect(reads).toBe(1);

    now += 999;
    version = 2;
    expect((await cache.get('k', build)).identity.bytes.toString()).toBe('{"builds":1}');
    now += 1;
    expect((await cache.get('k', build)).identity.bytes.toString()).toBe('{"builds":2}');
    expect(reads).toBe(2);
    expect(cache.drops).toBe(1);

    await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await cache.get('bad', build)).identity.bytes.toString()).toBe('{"builds":3}');
  });

  it('keeps serving when the version cannot be read, and a notification drops it at once', async () => {
    let fail = false;
    let reads = 0;
    const cache = new ContentCache({
      readVersion: async () => {
        reads += 1;
        if (fail) throw new Error('db down');
        return 7;
      },
      checkIntervalMs: 0,
      log,
    });
    let n = 0;
    const build = async () => JSON.stringify({ n: ++n });
    await cache.get('k', build);
    fail = true;
    expect((await cache.get('k', build)).identity.bytes.toString()).toBe('{"n":1}');
    fail = false;
    cache.changed('notified');
    expect((await cache.get('k', build)).identity.bytes.toString()).toBe('{"n":2}');
    expect(reads).toBe(3);
  });

  it('parses Accept-Encoding and If-None-Match', () => {
    const body = { hash: 'abc', identity: { bytes: Buffer.from('x'), etag: '"abc"' } };
    const compressed = {
      ...body,
      br: { bytes: Buffer.from('b'), etag: '"abc-br"' },
      gzip: { bytes: Buffer.from('g'), etag: '"abc-gzip"' },
    };
    expect(pickEncoding('br', body)).toBe('identity');
    expect(pickEncoding(undefined, compressed)).toBe('identity');
    expect(pickEncoding('gzip, deflate, br, zstd', compressed)).toBe('br');
    expect(pickEncoding('br;q=0, gzip;q=0.5', compressed)).toBe('gzip');
    expect(pickEncoding('*', compressed)).toBe('br');
    expect(pickEncoding('identity, deflate', compressed)).toBe('identity');
    expect(notModified('"abc"', body)).toBe(true);
    expect(notModified('W/"abc-gzip"', body)).toBe(true);
    expect(notModified('*', body)).toBe(true);
    expect(notModified('"abcd", "ab"', body)).toBe(false);
    expect(notModified(undefined, body)).toBe(false);
  });
});

describe('rate limits', () => {
  it('RATE_LIMIT_MAX sets the global limit; content GETs are exempt; per-route limits stay', async () => {
    const limited = await buildTestApp({ env: { RATE_LIMIT_MAX: '5' } });
    try {
      const client = '203.0.113.50';
      const health = [];
      for (let i = 0; i < 6; i += 1)
        health.push(
          (await limited.app.inject({ method: 'GET', url: '/api/health', remoteAddress: client })).statusCode,
        );
      expect(health).toEqual([200, 200, 200, 200, 200, 429]);

      // The same client (a school behind one address) still gets every content answer.
      for (let i = 0; i < 40; i += 1) {
        for (const url of contentRoutes) {
          const response = await limited.app.inject({ method: 'GET', url, remoteAddress: client });
          expect(response.statusCode).toBe(200);
          expect(response.headers['x-ratelimit-limit']).toBeUndefined();
        }
      }

      const challenge = await limited.app.inject({
        method: 'GET',
        url: '/api/altcha/challenge',
        remoteAddress: '203.0.113.51',
      });
      expect(challenge.headers['x-ratelimit-limit']).toBe('60');
      const order = await limited.app.inject({
        method: 'POST',
        url: '/api/Order',
        payload: {},
        remoteAddress: '203.0.113.51',
      });
      expect(order.headers['x-ratelimit-limit']).toBe('30');
    } finally {
      await limited.close();
    }
  });

  it('defaults to 300 requests per minute', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-ratelimit-limit']).toBe('300');
  });
});
