/**
 * The e-cards the API sends in the nonprofit's name, counted a day per buyer (the purchaser's
 * email) and per recipient address (ECARDS_PER_PAYER_PER_DAY, ECARDS_PER_RECIPIENT_PER_DAY). The
 * counters are the guess limiter's (lib/guess-limiter.ts): in Redis with REDIS_URL, shared by every
 * API process; while Redis cannot be reached, and without it, in the process (a gift is never
 * refused because Redis is down; the limit then holds per process). Addresses are keyed by their
 * SHA-256, never written to Redis as they are.
 */
import { createHash } from 'node:crypto';
import { ecardLimitMessage } from '@littlegivers/shared/contract/ecard-policy';
import type { Redis } from 'ioredis';
import { type GuessLimiter, MemoryGuessLimiter, RedisGuessLimiter } from './guess-limiter';
import { HttpError } from './http-error';

/** The window of both limits. */
export const ECARD_LIMIT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** E-cards a day for one buyer and to one address (config `ecardLimits`). */
export interface EcardLimits {
  payer: number;
  recipient: number;
}

/** Who an e-card is counted against, and the field a refusal names. */
export interface EcardSend {
  /** The purchaser's email (absent: a change that moves a message, not a new one). */
  payer?: { address: string; field: string };
  recipient: { address: string; field: string };
}

export interface EcardSendLimit {
  /**
   * Counts one e-card against its payer and recipient, or refuses it (429 naming the field, and
   * nothing counted). Returns what gives the slots back (the e-card was not sent after all).
   */
  take(send: EcardSend): Promise<() => Promise<void>>;
}

function keyOf(kind: keyof EcardLimits, address: string): string {
  return `${kind}:${createHash('sha256').update(address.trim().toLowerCase()).digest('hex')}`;
}

export function createEcardSendLimit(counter: GuessLimiter, limits: EcardLimits): EcardSendLimit {
  return {
    async take(send) {
      const taken: string[] = [];
      const giveBack = async () => {
        for (const key of taken.splice(0)) await counter.giveBack(key);
      };
      for (const kind of ['recipient', 'payer'] as const) {
        const who = send[kind];
        if (!who) continue;
        const key = keyOf(kind, who.address);
        const count = await counter.take(key);
        taken.push(key);
        if (count > limits[kind]) {
          await giveBack();
          throw new HttpError(429, `${who.field}: ${ecardLimitMessage(kind, limits[kind])}`);
        }
      }
      return giveBack;
    },
  };
}

/** Redis's counters, or the process's own for a count Redis cannot take or give back now. */
export function sharedOrLocal(shared: GuessLimiter, local: GuessLimiter): GuessLimiter {
  return {
    take: (key) => shared.take(key).catch(() => local.take(key)),
    giveBack: (key) => shared.giveBack(key).catch(() => local.giveBack(key)),
  };
}

/** The limit of an API process: Redis's counters when it has Redis (its own while Redis is down), else its own. */
export function ecardSendLimitFor(redis: Redis | undefined, prefix: string, limits: EcardLimits): EcardSendLimit {
  const local = new MemoryGuessLimiter(ECARD_LIMIT_WINDOW_MS);
  return createEcardSendLimit(
    redis ? sharedOrLocal(new RedisGuessLimiter(redis, ECARD_LIMIT_WINDOW_MS, prefix, 'ecard'), local) : local,
    limits,
  );
}
