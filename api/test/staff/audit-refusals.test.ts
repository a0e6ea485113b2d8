/**
 * The audit trail keeps every refused staff write and every failed sign-in: who (the account, or
 * "anonymous"), why and from which address; the wrong role, no or another session's CSRF token,
 * another site's Origin, a made-up cookie, a schema refusal, a bad link or passkey. Anonymous link
 * requests are recorded the same way, and no address can flood the trail: after its share of a
 * minute (REFUSALS_PER_ADDRESS_PER_MINUTE) the rest of that minute goes unrecorded.
 */
import { REFUSALS_PER_ADDRESS_PER_MINUTE } from '../../src/staff/refusal-limit';
import { buildTestApp, type TestApp } from '../helpers';
import { ORIGIN, type SignedIn, signedInAs } from './staff-helpers';

let t: TestApp;
let viewer: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  t = await buildTestApp({ env: { STAFF_SIGN_IN_LIMIT: '1000' } });
  viewer = await signedInAs(t.app, 'viewer');
  admin = await signedInAs(t.app, 'admin');
});
afterAll(() => t.close());

let address = 0;
/** A client address of its own for each request (the trail's limit is per address). */
const nextAddress = () => {
  address += 1;
  return `198.51.100.${address}`;
};

/** The newest audit row. */
async function newest() {
  const [row] = await t.app.repositories.staff.listAudit({ limit: 1 });
  return row;
}

describe('refused staff writes', () => {
  it.each([
    {
      name: 'the wrong role',
      send: (remoteAddress: string) =>
        viewer.request({ method: 'POST', url: '/api/staff/orders/ship', payload: {}, remoteAddress }),
      status: 403,
      actor: () => viewer.email,
      action: 'orders.ship',
      reason: 'refused: Your role does not allow this.',
    },
    {
      name: 'no CSRF token',
      send: (remoteAddress: string) =>
        admin.request({ method: 'POST', url: '/api/staff/accounts', payload: {}, csrf: false, remoteAddress }),
      status: 403,
      actor: () => admin.email,
      action: 'staff.add',
      reason: 'refused: Refused: the request has no valid CSRF token. Reload the page.',
    },
    {
      name: "another session's CSRF token",
      send: (remoteAddress: string) =>
        admin.request({
          method: 'POST',
          url: '/api/staff/accounts',
          payload: {},
          csrf: viewer.csrfToken,
          remoteAddress,
        }),
      status: 403,
      actor: () => admin.email,
      action: 'staff.add',
      reason: 'refused: Refused: the request has no valid CSRF token. Reload the page.',
    },
    {
      name: "another site's Origin",
      send: (remoteAddress: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/staff/outbox/1/retry',
          headers: { origin: 'https://evil.example' },
          remoteAddress,
        }),
      status: 403,
      actor: () => 'anonymous',
      action: 'outbox.retry',
      reason: 'refused: Refused: this request came from another site.',
    },
    {
      name: 'a made-up session cookie',
      send: (remoteAddress: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/staff/payouts',
          headers: { origin: ORIGIN, cookie: 'lg_staff=made-up', 'x-csrf-token': 'x' },
          payload: {},
          remoteAddress,
        }),
      status: 401,
      actor: () => 'anonymous',
      action: 'payouts.record',
      reason: 'refused: Please sign in.',
    },
    {
      name: 'a schema refusal (naming the field)',
      send: (remoteAddress: string) =>
        admin.request({
          method: 'POST',
          url: '/api/staff/accounts',
          payload: { email: 'not an address', role: 'viewer' },
          remoteAddress,
        }),
      status: 400,
      actor: () => admin.email,
      action: 'staff.add',
      reason: /^refused: email: /,
    },
    {
      name: 'a used or made-up sign-in link',
      send: (remoteAddress: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/staff/auth/link',
          headers: { origin: ORIGIN },
          payload: { token: 'A'.repeat(43) },
          remoteAddress,
        }),
      status: 400,
      actor: () => 'anonymous',
      action: 'auth.sign-in-link',
      reason: 'refused: This sign-in link was already used or has expired. Ask for a new one.',
    },
    {
      name: 'a passkey sign-in without a ceremony',
      send: (remoteAddress: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/staff/auth/passkey',
          headers: { origin: ORIGIN },
          payload: {
            challengeId: '00000000-0000-4000-8000-000000000000',
            response: { id: 'x', rawId: 'x', type: 'public-key', response: {}, clientExtensionResults: {} },
          },
          remoteAddress,
        }),
      status: 400,
      actor: () => 'anonymous',
      action: 'auth.sign-in-passkey',
      reason: /^refused: /,
    },
  ])('records $name: who, why, from where', async ({ send, status, actor, action, reason }) => {
    const from = nextAddress();
    const response = await send(from);
    expect(response.statusCode, response.body).toBe(status);
    const row = await newest();
    expect(row).toMatchObject({ staffEmail: actor(), action, ip: from });
    if (typeof reason === 'string') expect(row?.outcome).toBe(reason);
    else expect(row?.outcome).toMatch(reason);
  });

  it('records anonymous link requests the same way (anonymous, the address asked for, the client)', async () => {
    const from = nextAddress();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/link-request',
      headers: { origin: ORIGIN },
      payload: { email: 'Someone@Staff.example' },
      remoteAddress: from,
    });
    expect(response.statusCode).toBe(202);
    expect(await newest()).toMatchObject({
      staffEmail: 'anonymous',
      action: 'auth.link-requested',
      target: 'someone@staff.example',
      outcome: 'ok',
      ip: from,
    });
    await t.app.staffAuth.linkRequestsDone();
  });
});

describe('the trail cannot be flooded', () => {
  it('keeps an address to its share of a minute, saying so, and still records the others', async () => {
    const flooder = nextAddress();
    const before = await t.app.repositories.staff.countAudit();
    for (let i = 0; i < REFUSALS_PER_ADDRESS_PER_MINUTE * 3; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: i % 2 ? '/api/staff/auth/link-request' : '/api/staff/orders/ship',
        headers: { origin: ORIGIN, ...(i % 2 ? {} : { cookie: 'lg_staff=made-up' }) },
        payload: { email: `flood-${i}@staff.example` },
        remoteAddress: flooder,
      });
      expect(response.statusCode).toBeLessThan(500);
    }
    const written = (await t.app.repositories.staff.countAudit()) - before;
    expect(written).toBe(REFUSALS_PER_ADDRESS_PER_MINUTE);
    const [last] = await t.app.repositories.staff.listAudit({ limit: 1 });
    expect(last?.outcome).toMatch(/\(the last entry recorded from this address this minute\)$/);

    const other = nextAddress();
    await viewer.request({ method: 'POST', url: '/api/staff/orders/ship', payload: {}, remoteAddress: other });
    expect(await newest()).toMatchObject({ staffEmail: viewer.email, ip: other });
    await t.app.staffAuth.linkRequestsDone();
  });
});
