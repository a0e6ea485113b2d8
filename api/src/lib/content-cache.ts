/**
 * In-memory cache of the content routes' answers (greetings, shipping methods, categories,
 * organizations, FAQ, fun ideas).
 *
 * Each answer is serialised once, when first asked for, into the exact bytes the route would
 * have sent (its own response schema's serializer), plus brotli and gzip copies compressed once,
 * and a strong ETag (hash of the JSON bytes). Requests then cost a Map lookup and a write.
 *
 * Invalidation across processes: content only changes through `ops content import` /
 * `activate` / `deactivate` (another process), which bump the single row of `content_version` and,
 * on PostgreSQL, `NOTIFY lg_content_version`. Every API process
 * - reads that row at most once per `CONTENT_VERSION_CHECK_MS` (default 1 s), on the first
 *   request after the interval, and drops its cache when the number changed — works on PGlite and
 *   PostgreSQL alike, and bounds staleness even if a notification is lost;
 * - on PostgreSQL also LISTENs on `lg_content_version` and drops its cache as soon as a bump
 *   commits.
 * The version reads, the bump and the LISTEN connection are in repositories/content.ts; the app
 * wires them to its cache in plugins/services.ts. A process starts with an empty cache, so a restart after seeding never serves old content.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Browsers and shared caches may reuse an answer for 60 s without asking (content changes a few
 * times a year, by an operator); for 5 minutes after that they may show the stored copy at once
 * while revalidating in the background — the revalidation is a 304 when nothing changed. So an
 * import reaches every visitor within about a minute. Stale content is harmless: the server checks
 * every choice (an organization deactivated meanwhile is refused with a clear 400).
 */
export const CONTENT_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/** Bodies smaller than this are sent uncompressed (same threshold as @fastify/compress). */
const COMPRESS_THRESHOLD = 1024;

type Encoding = 'br' | 'gzip' | 'identity';

interface Variant {
  bytes: Buffer;
  etag: string;
}

export interface CachedBody {
  /** Hash of the JSON bytes; every variant's ETag contains it. */
  hash: string;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

export function cachedBody(json: string): CachedBody {
  const identity = Buffer.from(json, 'utf8');
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const body: CachedBody = { hash, identity: { bytes: identity, etag: `"${hash}"` } };
  if (identity.length >= COMPRESS_THRESHOLD) {
    const br = brotliCompressSync(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    });
    const gzip = gzipSync(identity, { level: 9 });
    // A compressed copy is a different representation: its own strong ETag.
    if (br.length < identity.length) body.br = { bytes: br, etag: `"${hash}-br"` };
    if (gzip.length < identity.length) body.gzip = { bytes: gzip, etag: `"${hash}-gzip"` };
  }
  return body;
}

/** The best encoding the client accepts (br, then gzip), honouring q=0. */
export function pickEncoding(acceptEncoding: string | undefined, body: CachedBody): Encoding {
  if (!acceptEncoding || (!body.br && !body.gzip)) return 'identity';
  let br = false;
  let gzip = false;
  for (const part of acceptEncoding.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/i.test(param));
    if (refused) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === 'x-gzip') gzip = true;
    else if (name === '*') {
      br = true;
      gzip = true;
    }
  }
  if (br && body.br) return 'br';
  if (gzip && body.gzip) return 'gzip';
  return 'identity';
}

/** If-None-Match (weak comparison, RFC 9110 13.1.2): any of our variants' tags, or `*`. */
export function notModified(ifNoneMatch: string | undefined, body: CachedBody): boolean {
  if (!ifNoneMatch) return false;
  for (const raw of ifNoneMatch.split(',')) {
    const tag = raw.trim();
    if (tag === '*') return true;
    const opaque = tag.replace(/^W\//, '').replace(/^"|"$/g, '');
    if (opaque === body.hash || opaque === `${body.hash}-br` || opaque === `${body.hash}-gzip`) return true;
  }
  return false;
}

/** Sends a cached answer: 304 when the client has it, else the bytes in the best encoding. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody): FastifyReply {
  const encoding = pickEncoding(request.headers['accept-encoding'], body);
  const variant = (encoding === 'identity' ? undefined : body[encoding]) ?? body.identity;
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  reply.header('cache-control', CONTENT_CACHE_CONTROL);
  reply.header('etag', variant.etag);
  if (notModified(request.headers['if-none-match'], body)) return reply.code(304).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  if (variant !== body.identity) reply.header('content-encoding', encoding);
  return reply.send(variant.bytes);
}

export interface ContentCacheOptions {
  /** The current content version (null when there is no row yet). */
  readVersion: () => Promise<number | null>;
  /** The version is read at most once per this many ms (0 = on every request). */
  checkIntervalMs: number;
  log: FastifyBaseLogger;
  now?: () => number;
}

export class ContentCache {
  private entries = new Map<string, Promise<CachedBody>>();
  /** undefined = never read. */
  private version: number | null | undefined;
  private nextCheckAt = 0;
  private checking: Promise<void> | undefined;
  private readonly now: () => number;
  /** Times the cache was dropped because the content changed (for tests and logs). */
  drops = 0;

  constructor(private readonly options: ContentCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /**
   * The cached answer for `key`, built with `build` (the JSON text) when missing. Concurrent
   * misses share one build; a failed build is not kept.
   */
  async get(key: string, build: () => Promise<string>): Promise<CachedBody> {
    if (this.now() >= this.nextCheckAt) await this.checkVersion();
    let entry = this.entries.get(key);
    if (!entry) {
      const pending = build().then(cachedBody);
      entry = pending;
      this.entries.set(key, pending);
      pending.catch(() => {
        if (this.entries.get(key) === pending) this.entries.delete(key);
      });
    }
    return entry;
  }

  /** Drops every cached answer (the next request of each route reads the database). */
  drop(reason: string): void {
    if (this.entries.size > 0) {
      this.drops += 1;
      this.options.log.info({ reason, version: this.version }, 'content cache dropped');
    }
    this.entries.clear();
  }

  /** A notification that the content changed: drop now and read the version on the next request. */
  changed(reason: string): void {
    this.drop(reason);
    this.version = undefined;
    this.nextCheckAt = 0;
  }

  private checkVersion(): Promise<void> {
    this.checking ??= (async () => {
      try {
        const version = await this.options.readVersion();
        if (version !== this.version) {
          this.drop(`content version ${String(this.version)} -> ${String(version)}`);
          this.version = version;
        }
      } catch (error) {
        // Keep serving what is cached; the next interval tries again.
        this.options.log.warn({ err: error }, 'could not read the content version');
      } finally {
        this.nextCheckAt = this.now() + this.options.checkIntervalMs;
        this.checking = undefined;
      }
    })();
    return this.checking;
  }
}
