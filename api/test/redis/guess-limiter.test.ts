/** `test:redis`: the Redis guess limiter's scripts against a real server (the window is PEXPIRE). */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { RedisGuessLimiter } from '../../src/lib/guess-limiter';

let redis: Redis;
let prefix: string;
beforeAll(() => {
  redis = new Redis(process.env.REDIS_URL as string, { maxRetriesPerRequest: 2 });
});
beforeEach(() => {
  prefix = `lgtest-guess-${randomBytes(6).toString('hex')}`;
});
afterAll(async () => {
  const keys = await redis.keys('lgtest-guess-*');
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe('RedisGuessLimiter', () => {
  it('counts guesses per key under its prefix, with the window as the expiry', async () => {
    const limiter = new RedisGuessLimiter(redis, 60_000, prefix);
    expect(await limiter.take('a')).toBe(1);
    expect(await limiter.take('a')).toBe(2);
    expect(await limiter.take('b')).toBe(1);
    expect(await redis.get(`${prefix}:guess:a`)).toBe('2');
    const ttl = await redis.pttl(`${prefix}:guess:a`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('does not extend the window on later guesses', async () => {
    const limiter = new RedisGuessLimiter(redis, 60_000, prefix);
    await limiter.take('a');
    await redis.pexpire(`${prefix}:guess:a`, 5_000);
    await limiter.take('a');
    expect(await redis.pttl(`${prefix}:guess:a`)).toBeLessThanOrEqual(5_000);
  });

  it('starts a new count once the window has passed', async () => {
    const limiter = new RedisGuessLimiter(redis, 150, prefix);
    await limiter.take('a');
    expect(await limiter.take('a')).toBe(2);
    await sleep(300);
    expect(await limiter.take('a')).toBe(1);
  });

  it('gives a slot back, never below zero, and creates nothing for an unknown key', async () => {
    const limiter = new RedisGuessLimiter(redis, 60_000, prefix);
    await limiter.take('a');
    await limiter.take('a');
    await limiter.giveBack('a');
    expect(await redis.get(`${prefix}:guess:a`)).toBe('1');
    await limiter.giveBack('a');
    await limiter.giveBack('a');
    expect(await redis.get(`${prefix}:guess:a`)).toBe('0');
    expect(await limiter.take('a')).toBe(1);
    await limiter.giveBack('unknown');
    expect(await redis.exists(`${prefix}:guess:unknown`)).toBe(0);
  });
});
