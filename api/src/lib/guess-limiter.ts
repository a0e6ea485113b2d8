/**
 * Counts wrong redemption codes per client. A guess takes a slot up front (atomic increment, so
 * concurrent guesses cannot slip past the limit) and a correct code gives its slot back. With
 * REDIS_URL the counters live in Redis, shared by every API process. The e-card limits count with
 * the same counters (lib/ecard-send-limit.ts).
 */
import type { Redis } from 'ioredis';
import { UnavailableError } from './unavailable';

export interface GuessLimiter {
  /** Takes a slot; returns the number of slots in use in the current window. */
  take(key: string): Promise<number>;
  /** Gives a slot back (the guess was right). */
  giveBack(key: string): Promise<void>;
}

export class MemoryGuessLimiter implements GuessLimiter {
  readonly #counters = new Map<string, { count: number; resetAt: number }>();
  constructor(private readonly windowMs: number) {}

  async take(key: string): Promise<number> {
    const now = Date.now();
    const counter = this.#counters.get(key);
    if (!counter || counter.resetAt <= now) {
      if (this.#counters.size > 100_000) this.#sweep(now);
      this.#counters.set(key, { count: 1, resetAt: now + this.windowMs });
      return 1;
    }
    counter.count += 1;
    return counter.count;
  }

  /** How many keys it holds: expired ones are swept once there are more than 100,000. */
  get size(): number {
    return this.#counters.size;
  }

  async giveBack(key: string): Promise<void> {
    const counter = this.#counters.get(key);
    if (counter && counter.count > 0) counter.count -= 1;
  }

  #sweep(now: number) {
    for (const [key, counter] of this.#counters) if (counter.resetAt <= now) this.#counters.delete(key);
  }
}

const TAKE_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/**
 * The policy while Redis cannot be reached: the limit stays closed. A guess is refused with 503
 * (Retry-After) rather than counted per process, where N processes would give a guesser N times
 * the limit; a child whose code is right tries again a few seconds later.
 */
export class RedisGuessLimiter implements GuessLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly windowMs: number,
    private readonly prefix: string,
    /** The counters' name in their keys (`<prefix>:<name>:<key>`): the same limiter counts other things. */
    private readonly name = 'guess',
  ) {}

  async take(key: string): Promise<number> {
    const count = await this.redis
      .eval(TAKE_SCRIPT, 1, `${this.prefix}:${this.name}:${key}`, String(this.windowMs))
      .catch(closed);
    return Number(count);
  }

  async giveBack(key: string): Promise<void> {
    await this.redis
      .eval(
        "if redis.call('GET', KEYS[1]) and tonumber(redis.call('GET', KEYS[1])) > 0 then return redis.call('DECR', KEYS[1]) end return 0",
        1,
        `${this.prefix}:${this.name}:${key}`,
      )
      .catch(closed);
  }
}

function closed(): never {
  throw new UnavailableError('redis');
}

/** One counter per IPv4 address, or per IPv6 /64 (one home or phone can hold a whole /64). */
export function guessKey(ip: string): string {
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return ip.replace(/^::ffff:/, '');
  const [head = ip] = ip.split('%');
  const parts = head.split('::');
  const left = (parts[0] ?? '').split(':').filter(Boolean);
  const right = (parts[1] ?? '').split(':').filter(Boolean);
  const full = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${full
    .slice(0, 4)
    .map((part) => part.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
