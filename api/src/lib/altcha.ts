/**
 * The human check: self-hosted ALTCHA proof of work. The challenge route hands out signed
 * challenges; POST /redemptionSession verifies the widget's payload (each payload once).
 */
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveHmacKeySecret, verify } from 'altcha-lib/frameworks/shared';
import type { Redis } from 'ioredis';
import { UnavailableError } from './unavailable';

export interface AltchaSettings {
  hmacKey: string;
  /** PBKDF2 iterations per try. */
  cost: number;
  /** The solution is a counter drawn from [minCounter, maxCounter]. */
  minCounter: number;
  maxCounter: number;
  expiresInMs: number;
}

export const defaultAltchaSettings = { cost: 1000, minCounter: 500, maxCounter: 3000, expiresInMs: 10 * 60_000 };

interface UsedStore {
  get(key: string): Promise<unknown> | unknown;
  set(key: string, value: unknown): Promise<unknown> | unknown;
  setIfAbsent?(key: string, value: unknown): Promise<boolean>;
}

class MemoryUsedStore implements UsedStore {
  readonly #used = new Map<string, number>();
  get(key: string) {
    return this.#used.has(key);
  }
  set(key: string) {
    if (this.#used.size > 50_000) this.#used.clear();
    this.#used.set(key, Date.now());
  }
  async setIfAbsent(key: string) {
    if (this.#used.has(key)) return false;
    this.set(key);
    return true;
  }
}

class RedisUsedStore implements UsedStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlMs: number,
  ) {}
  async get(key: string) {
    return (await this.redis.exists(`${this.prefix}:altcha:${key}`)) === 1;
  }
  async set(key: string) {
    await this.redis.set(`${this.prefix}:altcha:${key}`, '1', 'PX', this.ttlMs);
  }
  async setIfAbsent(key: string) {
    return (await this.redis.set(`${this.prefix}:altcha:${key}`, '1', 'PX', this.ttlMs, 'NX')) === 'OK';
  }
}

export class Altcha {
  readonly #store: UsedStore;
  #keySecret: Promise<string>;

  constructor(
    private readonly settings: AltchaSettings,
    options: { redis?: Redis; prefix: string },
  ) {
    this.#store = options.redis
      ? new RedisUsedStore(options.redis, options.prefix, settings.expiresInMs * 2)
      : new MemoryUsedStore();
    this.#keySecret = deriveHmacKeySecret(settings.hmacKey);
  }

  async challenge() {
    return createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: this.settings.cost,
      counter: randomInt(this.settings.minCounter, this.settings.maxCounter),
      deriveKey,
      hmacSignatureSecret: this.settings.hmacKey,
      hmacKeySignatureSecret: await this.#keySecret,
      expiresAt: new Date(Date.now() + this.settings.expiresInMs),
    });
  }

  /**
   * True when the base64 payload solves a challenge of ours that was not used before. While the
   * store of used challenges (Redis) cannot be reached, throws UnavailableError (503): a payload
   * that cannot be checked for reuse is never taken.
   */
  async verify(payload: string | null | undefined): Promise<boolean> {
    if (!payload) return false;
    let storeFailed = false;
    const store = this.#store;
    const setIfAbsent = store.setIfAbsent?.bind(store);
    const watched: UsedStore = {
      get: (key) => Promise.resolve(store.get(key)).catch(fail),
      set: (key, value) => Promise.resolve(store.set(key, value)).catch(fail),
      ...(setIfAbsent ? { setIfAbsent: (key: string, value: unknown) => setIfAbsent(key, value).catch(fail) } : {}),
    };
    function fail(error: unknown): never {
      storeFailed = true;
      throw error;
    }
    const result = await verify(payload, deriveKey, this.settings.hmacKey, await this.#keySecret, watched);
    if (storeFailed) throw new UnavailableError('redis');
    return result.error === null && !!result.verification?.verified;
  }
}
