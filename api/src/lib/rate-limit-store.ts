/**
 * The request limits' store (@fastify/rate-limit's `store` option): counters in Redis, shared by
 * every API process, with each process's own counters standing in while Redis cannot be reached.
 * The policy: a request limit degrades to per process (with N processes a client may make up to N
 * times the limit for as long as Redis is down), and never fails a request. The code-guessing
 * limit does not degrade: it answers 503 instead (guess-limiter.ts).
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/** Fixed window: the first increment starts the window (the same counting as the plugin's own Redis store). */
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = tonumber(ARGV[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) else ttl = redis.call('PTTL', KEYS[1]) end
return {current, ttl}`;

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/** One process's counters, fixed windows; at most `size` keys (the oldest go first). */
class LocalCounters {
  readonly #counters = new Map<string, { current: number; resetAt: number }>();
  constructor(private readonly size = 10_000) {}

  incr(key: string, windowMs: number): Counted {
    const now = Date.now();
    let counter = this.#counters.get(key);
    if (!counter || counter.resetAt <= now) {
      this.#counters.delete(key);
      if (this.#counters.size >= this.size) this.#counters.delete(this.#counters.keys().next().value as string);
      counter = { current: 0, resetAt: now + windowMs };
      this.#counters.set(key, counter);
    }
    counter.current += 1;
    return { current: counter.current, ttl: counter.resetAt - now };
  }
}

interface StoreLog {
  warn: (object: unknown, message: string) => void;
}

/** The store class the plugin instantiates (it passes its options, which this store does not need). */
export function redisOrLocalStore(redis: Redis, prefix: string, log: StoreLog): FastifyRateLimitStoreCtor {
  let degradedSince = 0;
  const local = new LocalCounters();

  class RedisOrLocalStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly key: string = prefix,
    ) {}

    incr(id: string, callback: Callback, timeWindow: number) {
      const key = `${this.key}${id}`;
      (redis.eval(INCR_SCRIPT, 1, key, String(timeWindow)) as Promise<[number, number]>).then(
        ([current, ttl]) => {
          degradedSince = 0;
          callback(null, { current: Number(current), ttl: Number(ttl) });
        },
        (error: Error) => {
          if (!degradedSince) {
            degradedSince = Date.now();
            log.warn({ err: error }, 'Redis unreachable: request limits counted per process');
          }
          callback(null, local.incr(key, timeWindow));
        },
      );
    }

    /**
     * A route's own limit: its own keys (method and path in the key, as the plugin's Redis store).
     * The plugin passes the route's limit options with `routeInfo` (its types name RouteOptions).
     */
    child(routeOptions: object): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as { routeInfo: { method: string; url: string } };
      return new RedisOrLocalStore(undefined, `${this.key}${routeInfo.method}${routeInfo.url}-`);
    }
  }
  return RedisOrLocalStore;
}
