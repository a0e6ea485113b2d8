/** The in-memory guess limiter on its own: counting, giving back, and the window that resets. */
import { afterEach, beforeEach, vi } from 'vitest';
import { guessKey, MemoryGuessLimiter } from '../src/lib/guess-limiter';

const WINDOW_MS = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('MemoryGuessLimiter', () => {
  it('counts guesses per key within the window', async () => {
    const limiter = new MemoryGuessLimiter(WINDOW_MS);
    expect(await limiter.take('a')).toBe(1);
    expect(await limiter.take('a')).toBe(2);
    expect(await limiter.take('a')).toBe(3);
    expect(await limiter.take('b')).toBe(1);
  });

  it('starts a new count once the window has passed, not a moment before', async () => {
    const limiter = new MemoryGuessLimiter(WINDOW_MS);
    for (let i = 0; i < 5; i += 1) await limiter.take('a');
    vi.advanceTimersByTime(WINDOW_MS - 1);
    expect(await limiter.take('a')).toBe(6);
    vi.advanceTimersByTime(1);
    expect(await limiter.take('a')).toBe(1);
    expect(await limiter.take('a')).toBe(2);
  });

  it('a new window lasts the full window from its first guess', async () => {
    const limiter = new MemoryGuessLimiter(WINDOW_MS);
    await limiter.take('a');
    vi.advanceTimersByTime(WINDOW_MS + 10);
    expect(await limiter.take('a')).toBe(1);
    vi.advanceTimersByTime(WINDOW_MS - 1);
    expect(await limiter.take('a')).toBe(2);
  });

  it('gives a slot back, never below zero, and only to its own key', async () => {
    const limiter = new MemoryGuessLimiter(WINDOW_MS);
    await limiter.take('a');
    await limiter.take('a');
    await limiter.take('b');
    await limiter.giveBack('a');
    expect(await limiter.take('a')).toBe(2);
    await limiter.giveBack('a');
    await limiter.giveBack('a');
    await limiter.giveBack('a');
    expect(await limiter.take('a')).toBe(1);
    expect(await limiter.take('b')).toBe(2);
    await limiter.giveBack('unknown');
    expect(await limiter.take('unknown')).toBe(1);
  });

  it('sweeping expired keys (past 100,000 keys) keeps the counts still in their window', async () => {
    const limiter = new MemoryGuessLimiter(WINDOW_MS);
    for (let i = 0; i < 100_000; i += 1) await limiter.take(`old-${i}`);
    vi.advanceTimersByTime(WINDOW_MS / 2);
    // The 100,001st key: no sweep yet (nothing has expired anyway).
    for (let i = 0; i < 3; i += 1) await limiter.take('live');
    vi.advanceTimersByTime(WINDOW_MS / 2);
    // Every 'old' key has expired: this new key sweeps them, and must keep 'live'.
    expect(await limiter.take('new')).toBe(1);
    expect(await limiter.take('live')).toBe(4);
    expect(await limiter.take('old-7')).toBe(1);
    expect(limiter.size).toBe(3);
  });

  it('sweeps only past 100,000 keys, and counts a key as expired at the very end of its window', async () => {
    const limiter = new MemoryGuessLimiter(WINDOW_MS);
    for (let i = 0; i < 100_000; i += 1) await limiter.take(`old-${i}`);
    vi.advanceTimersByTime(WINDOW_MS);
    // Exactly 100,000 keys: the next new key is added without a sweep.
    await limiter.take('a');
    expect(limiter.size).toBe(100_001);
    // More than 100,000: the next new key sweeps every key whose window has ended, even just now.
    await limiter.take('b');
    expect(limiter.size).toBe(2);
  });
});

describe('guessKey', () => {
  it('keeps an IPv4 address whole, also when mapped into IPv6', () => {
    expect(guessKey('203.0.113.7')).toBe('203.0.113.7');
    expect(guessKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address per /64: lower case, leading zeros dropped, :: expanded', () => {
    expect(guessKey('2001:DB8:00A0:0000:1:2:3:4')).toBe('2001:db8:a0:0::/64');
    expect(guessKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(guessKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(guessKey('::1')).toBe('0:0:0:0::/64');
    expect(guessKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(guessKey('2001:db8:1::')).toBe('2001:db8:1:0::/64');
    // The groups after :: reach into the first four.
    expect(guessKey('2001::5:6:7:8:9:a')).toBe('2001:0:5:6::/64');
    expect(guessKey('::3:4:5:6:7:8')).toBe('0:0:3:4::/64');
  });

  it('gives two addresses of one /64 the same key, and of two /64s different keys', () => {
    expect(guessKey('2001:db8:5:6::1')).toBe(guessKey('2001:db8:5:6:ffff:ffff:ffff:ffff'));
    expect(guessKey('2001:db8:5:6::1')).not.toBe(guessKey('2001:db8:5:7::1'));
  });
});
