/** `test:redis`: two API instances on one Redis share the limits. */
import { randomBytes } from 'node:crypto';
import { ECARDS_PER_RECIPIENT_PER_DAY, ecardLimitMessage } from '@littlegivers/shared/contract/ecard-policy';
import { SHIP_TO_FIELDS } from '@littlegivers/shared/contract/schemas/order';
import { dayIn } from '@littlegivers/shared/contract/send-day';
import { buildTestApp, type TestApp, validOrderPayload } from '../helpers';

let a: TestApp;
let b: TestApp;
beforeEach(async () => {
  const prefix = `lgshared-${randomBytes(6).toString('hex')}`;
  // Separate databases and separate Redis connections: only Redis is shared.
  a = await buildTestApp({ env: { RATE_LIMIT_PREFIX: prefix }, redis: 'new' });
  b = await buildTestApp({ env: { RATE_LIMIT_PREFIX: prefix }, redis: 'new' });
});
afterEach(async () => {
  await a.close();
  await b.close();
});

describe('two API instances sharing one Redis', () => {
  it('hold one limit of wrong codes between them', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const app = i % 2 === 0 ? a.app : b.app;
      const response = await app.inject({
        method: 'POST',
        url: '/api/redemptionSession',
        payload: { redemptionCode: `WRONG-${i}`, captcha: null },
        remoteAddress: '203.0.113.50',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual(Array(10).fill(429));
  });

  it("hold one day's limit of e-cards to an address between them, whatever the address's case", async () => {
    const noAddress = Object.fromEntries(SHIP_TO_FIELDS.map((field) => [field, undefined]));
    const statuses: number[] = [];
    let refusal = '';
    for (let i = 0; i <= ECARDS_PER_RECIPIENT_PER_DAY; i += 1) {
      const app = i % 2 === 0 ? a.app : b.app;
      const response = await app.inject({
        method: 'POST',
        url: '/api/Order',
        payload: validOrderPayload({
          ...noAddress,
          package: 5,
          delivery: 'email',
          grownUpName: 'Pat',
          grownUpEmail: i % 2 ? 'Shared@Example.com' : 'shared@example.com',
          sendOn: dayIn(new Date(), 'UTC'),
          timeZone: 'UTC',
          purchaseAccount: { emailAddress: `buyer-${i}@example.com` },
        }),
        remoteAddress: `203.0.113.${60 + i}`,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) refusal = response.json().message;
    }
    expect(statuses).toEqual([...Array(ECARDS_PER_RECIPIENT_PER_DAY).fill(200), 429]);
    expect(refusal).toBe(`grownUpEmail: ${ecardLimitMessage('recipient', ECARDS_PER_RECIPIENT_PER_DAY)}`);
  });

  it('hold one per-route request limit between them', async () => {
    let ok = 0;
    for (let i = 0; i < 64; i += 1) {
      const app = i % 2 === 0 ? a.app : b.app;
      const response = await app.inject({ method: 'GET', url: '/api/altcha/challenge', remoteAddress: '203.0.113.51' });
      if (response.statusCode === 200) ok += 1;
      else expect(response.statusCode).toBe(429);
    }
    expect(ok).toBe(60);
  });
});
