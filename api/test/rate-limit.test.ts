/** Runs in `test` (limits in memory) and in `test:redis` (limits in Redis). */
import { TOO_MANY_GUESSES } from '../src/services/redemption';
import { buildTestApp, paidOrderWithCode, type TestApp, usingRedis } from './helpers';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => t.close());

const guess = (app: TestApp['app'], code: string, remoteAddress = '203.0.113.7') =>
  app.inject({
    method: 'POST',
    url: '/api/redemptionSession',
    payload: { redemptionCode: code, captcha: null },
    remoteAddress,
  });

describe(`wrong redemption codes are limited per client (${usingRedis ? 'Redis' : 'memory'})`, () => {
  it('20 wrong codes from one client end in 429 with a clear message', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof guess>> | undefined;
    for (let i = 0; i < 20; i += 1) {
      last = await guess(t.app, `WRONG-CODE-${i}`);
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual(Array(10).fill(429));
    expect(last?.json()).toEqual({ message: TOO_MANY_GUESSES });
    expect(last?.headers['retry-after']).toBeDefined();
  });

  it('a blocked client cannot try even a right code; another client still can', async () => {
    const { code } = await paidOrderWithCode(t.app);
    for (let i = 0; i < 10; i += 1) expect((await guess(t.app, `NOPE-${i}`)).statusCode).toBe(200);
    expect((await guess(t.app, code)).statusCode).toBe(429);
    const other = await guess(t.app, code, '198.51.100.9');
    expect(other.statusCode).toBe(200);
    expect(other.json()).toHaveProperty('sessionId');
  });

  it('right codes do not use up the allowance', async () => {
    const { code } = await paidOrderWithCode(t.app);
    for (let i = 0; i < 9; i += 1) expect((await guess(t.app, `NOPE-${i}`)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await guess(t.app, code)).json()).toHaveProperty('sessionId');
    expect((await guess(t.app, 'NOPE-LAST')).statusCode).toBe(200);
    expect((await guess(t.app, 'NOPE-OVER')).statusCode).toBe(429);
  });

  it('concurrent wrong guesses cannot slip past the limit', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => guess(t.app, `RACE-${i}`)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(20);
  });

  it('every route has a per-client request limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 62; i += 1) {
      statuses.push(
        (await t.app.inject({ method: 'GET', url: '/api/altcha/challenge', remoteAddress: '192.0.2.1' })).statusCode,
      );
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    const limited = await t.app.inject({ method: 'GET', url: '/api/altcha/challenge', remoteAddress: '192.0.2.1' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many requests/);
  });
});

describe('client keys for the guess limit', () => {
  it('count IPv4 addresses one by one and IPv6 per /64', async () => {
    const { guessKey } = await import('../src/lib/guess-limiter');
    expect(guessKey('203.0.113.7')).toBe('203.0.113.7');
    expect(guessKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(guessKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(guessKey('2001:0db8:0001:0002:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(guessKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });
});
