/**
 * Passkey ceremonies belong to the client that started them: a sign-in challenge to the browser
 * that asked (its ceremony cookie), a registration challenge to the session that asked. Another
 * client asking for options, signed in or not, expires nothing; a challenge works once. Passkeys
 * must verify their user (PIN or biometric), and a credential already stored is refused by name.
 * A software authenticator (software-authenticator.ts) answers as a platform authenticator would.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../helpers';
import { softwareAuthenticator } from './software-authenticator';
import { cookieFrom, lastLinkToken, ORIGIN, type SignedIn, signedInAs, signInWithLink } from './staff-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { STAFF_SIGN_IN_LIMIT: '1000' } });
});
afterAll(() => t.close());

const RP = { origin: ORIGIN, rpId: 'localhost' };

/** The `name=value` of the cookie `name` an answer sets. */
function setCookie(response: LightMyRequestResponse, name: string): string | undefined {
  const header = response.headers['set-cookie'];
  const all = (Array.isArray(header) ? header : header ? [header] : []) as string[];
  return all.map((line) => line.split(';')[0] as string).find((pair) => pair.startsWith(`${name}=`));
}

/** A browser with no session: it keeps the cookies the staff API sets on it. */
function browser(app: FastifyInstance) {
  let cookie: string | undefined;
  return {
    async signInOptions() {
      const response = await app.inject({
        method: 'POST',
        url: '/api/staff/auth/passkey/options',
        headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
        payload: {},
      });
      cookie = setCookie(response, 'lg_staff_ceremony') ?? cookie;
      return response.json() as { challengeId: string; options: { challenge: string; userVerification: string } };
    },
    signIn(challengeId: string, response: Record<string, unknown>) {
      return app.inject({
        method: 'POST',
        url: '/api/staff/auth/passkey',
        headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
        payload: { challengeId, response },
      });
    },
  };
}

async function registrationOptions(member: SignedIn) {
  const response = await member.request({ method: 'POST', url: '/api/staff/passkeys/options', payload: {} });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    challengeId: string;
    options: { challenge: string; authenticatorSelection: { userVerification: string } };
  };
}

function register(member: SignedIn, challengeId: string, response: Record<string, unknown>) {
  return member.request({
    method: 'POST',
    url: '/api/staff/passkeys',
    payload: { challengeId, response, label: 'test key' },
  });
}

describe('adding a passkey', () => {
  it('is not expired by anyone else asking for options, signed in or not', async () => {
    const admin = await signedInAs(t.app, 'admin');
    const other = await signedInAs(t.app, 'viewer');
    const key = softwareAuthenticator(RP);
    const { challengeId, options } = await registrationOptions(admin);
    // The probe's attack: anyone, without a session, asks for sign-in options; a colleague adds a key.
    for (let i = 0; i < 5; i++) await browser(t.app).signInOptions();
    await registrationOptions(other);

    const added = await register(admin, challengeId, key.register(options));
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ label: 'test key' });
  });

  it("belongs to the session that asked: the same account's other session cannot answer it", async () => {
    const email = `two-sessions-${Date.now()}@staff.example`;
    const first = await signedInAs(t.app, 'operator', email);
    await t.app.staffAuth.requestLink(email, new Date());
    const second = await signInWithLink(t.app, await lastLinkToken(t.app, email));
    const secondCookie = cookieFrom(second);
    const { csrfToken } = second.json() as { csrfToken: string };
    const key = softwareAuthenticator(RP);
    const { challengeId, options } = await registrationOptions(first);

    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/staff/passkeys',
      headers: { origin: ORIGIN, cookie: secondCookie, 'x-csrf-token': csrfToken },
      payload: { challengeId, response: key.register(options) },
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ message: 'The passkey request expired; try again.' });
  });

  it('requires user verification and refuses a passkey already stored, by name', async () => {
    const admin = await signedInAs(t.app, 'admin');
    const first = await registrationOptions(admin);
    expect(first.options.authenticatorSelection.userVerification).toBe('required');
    const presenceOnly = softwareAuthenticator({ ...RP, userVerified: false });
    const refused = await register(admin, first.challengeId, presenceOnly.register(first.options));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'The passkey could not be verified.' });

    const key = softwareAuthenticator(RP);
    const again = await registrationOptions(admin);
    expect((await register(admin, again.challengeId, key.register(again.options))).statusCode).toBe(200);
    // The same credential id offered again (by this account or another): a refusal, not a 500.
    const colleague = await signedInAs(t.app, 'operator');
    const twin = softwareAuthenticator({ ...RP, credentialId: Buffer.from(key.credentialId, 'base64url') });
    const third = await registrationOptions(colleague);
    const duplicate = await register(colleague, third.challengeId, twin.register(third.options));
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({ message: 'This passkey is already registered.' });
  });
});

describe('signing in with a passkey', () => {
  let key: ReturnType<typeof softwareAuthenticator>;
  let email: string;
  beforeAll(async () => {
    const admin = await signedInAs(t.app, 'admin');
    email = admin.email;
    key = softwareAuthenticator(RP);
    const { challengeId, options } = await registrationOptions(admin);
    expect((await register(admin, challengeId, key.register(options))).statusCode).toBe(200);
  });

  it("is not expired by another browser's request (A asks, B asks, A signs in)", async () => {
    const a = browser(t.app);
    const b = browser(t.app);
    const asked = await a.signInOptions();
    expect(asked.options.userVerification).toBe('required');
    for (let i = 0; i < 5; i++) await b.signInOptions();
    const signedIn = await a.signIn(asked.challengeId, key.signIn(asked.options));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ email, method: 'passkey' });
  });

  it('answers only the browser that asked, once', async () => {
    const a = browser(t.app);
    const b = browser(t.app);
    const asked = await a.signInOptions();
    await b.signInOptions();
    const answer = key.signIn(asked.options);
    // Another browser with the challenge id and a valid answer: refused, and A's ceremony still works.
    expect((await b.signIn(asked.challengeId, answer)).statusCode).toBe(400);
    expect((await browser(t.app).signIn(asked.challengeId, answer)).statusCode).toBe(400);
    expect((await a.signIn(asked.challengeId, key.signIn(asked.options))).statusCode).toBe(200);
    // Used: a replay is refused.
    expect((await a.signIn(asked.challengeId, key.signIn(asked.options))).statusCode).toBe(400);
  });

  it('keeps two ceremonies of one browser apart (each works once)', async () => {
    const a = browser(t.app);
    const first = await a.signInOptions();
    const second = await a.signInOptions();
    expect((await a.signIn(first.challengeId, key.signIn(first.options))).statusCode).toBe(200);
    expect((await a.signIn(second.challengeId, key.signIn(second.options))).statusCode).toBe(200);
  });

  it('refuses a passkey that reports presence without user verification', async () => {
    const a = browser(t.app);
    const asked = await a.signInOptions();
    const refused = await a.signIn(asked.challengeId, key.signIn(asked.options, { userVerified: false }));
    expect(refused.statusCode).toBe(400);
    const again = await a.signInOptions();
    expect((await a.signIn(again.challengeId, key.signIn(again.options))).statusCode).toBe(200);
  });
});
