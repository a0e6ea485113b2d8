/**
 * Staff sign-in: accounts (`ops staff add`), one-time e-mailed links (the first sign-in and
 * recovery, through the outbox), passkeys (WebAuthn, @simplewebauthn/server) and server-side
 * sessions. Tokens (links, sessions) are 32 random bytes; only their SHA-256 is stored. A session
 * ends when revoked, when unused for STAFF_SESSION_IDLE_MS, or STAFF_SESSION_MAX_MS after sign-in.
 * Asking for a link says the same whether or not the address has an account (no enumeration), and
 * takes the same time: the route answers first, and the lookup and the mail happen after
 * (`requestLinkAfterAnswer`).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { StaffRole } from '../db/schema';
import type { CodeVault } from '../lib/code-vault';
import { OpsError } from '../lib/ops-error';
import type { Repositories } from '../repositories';
import type { StaffAccount, StaffSession } from '../repositories/staff';
import type { StaffConfig } from '../staff/config';

/** A WebAuthn ceremony must be finished within this time. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
const RP_NAME = 'Little Givers staff';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A challenge is stored under the hash of its id and of what it belongs to: the session adding a
 * passkey, or the browser signing in (the secret of its ceremony cookie). Only that session or that
 * browser can take it; no one else can even name it, so nothing another client does touches it.
 */
function challengeKey(challengeId: string, owner: { session: number } | { browser: string }): string {
  return hashToken(`${challengeId}:${'session' in owner ? `session ${owner.session}` : `browser ${owner.browser}`}`);
}

/** The secret a browser's sign-in ceremonies are bound to (its ceremony cookie): kept if it has one. */
export function ceremonySecret(existing: string | undefined): string {
  return existing && /^[A-Za-z0-9_-]{43}$/.test(existing) ? existing : newToken();
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Where a request came from (kept with sessions and audit entries). */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

/** A new session: its token (the cookie, shown once) and its CSRF token. */
export interface NewSession {
  token: string;
  csrfToken: string;
  session: StaffSession;
  account: StaffAccount;
}

const PASSKEY_TAKEN = 'This passkey is already registered.';

export class StaffAuthError extends Error {
  override name = 'StaffAuthError';
}

export interface StaffAuthOptions {
  repositories: Repositories;
  vault: CodeVault;
  config: StaffConfig;
}

export function createStaffAuth({ repositories, vault, config }: StaffAuthOptions) {
  const { staff } = repositories;
  /** Link requests answered and not yet done (awaited when the API closes, and by tests). */
  const pendingRequests = new Set<Promise<unknown>>();

  async function queueLink(tx: Repositories, account: StaffAccount, reason: 'invite' | 'sign-in', now: Date) {
    const token = newToken();
    const expiresAt = new Date(now.getTime() + config.linkTtlMs);
    const linkId = await tx.staff.addLink({ staffId: account.id, tokenHash: hashToken(token), expiresAt });
    await tx.mailOutbox.queue({
      key: `staff-sign-in:${linkId}`,
      kind: 'staff-sign-in',
      to: account.email,
      data: {
        tokenCiphertext: vault.encrypt(token),
        expiresAt: expiresAt.toISOString(),
        validMinutes: Math.round(config.linkTtlMs / 60_000),
        reason,
      },
    });
  }

  async function openSession(
    account: StaffAccount,
    method: 'link' | 'passkey',
    from: RequestOrigin,
    now: Date,
  ): Promise<NewSession> {
    const token = newToken();
    const csrfToken = newToken();
    const session = await staff.addSession({
      staffId: account.id,
      tokenHash: hashToken(token),
      csrfToken,
      method,
      createdAt: now,
      lastSeenAt: now,
      ip: from.ip,
      userAgent: from.userAgent?.slice(0, 300) ?? null,
    });
    return { token, csrfToken, session, account };
  }

  return {
    /**
     * Adds an account (or finds it) and e-mails a new one its first sign-in link. An existing
     * account keeps its role unless `role` differs: then the role changes (and its sessions end).
     */
    async addStaff(
      email: string,
      role: StaffRole,
      now: Date,
    ): Promise<{ account: StaffAccount; outcome: 'added' | 'unchanged' | 'role-changed'; before?: StaffAccount }> {
      const address = normalizeEmail(email);
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) throw new OpsError(`not an e-mail address: ${email}`, 64);
      return repositories.transaction(async (tx) => {
        const { account, created } = await tx.staff.addAccount(address, role);
        if (created) {
          await queueLink(tx, account, 'invite', now);
          return { account, outcome: 'added' };
        }
        if (account.role === role) return { account, outcome: 'unchanged' };
        const changed = (await tx.staff.setRole(account.id, role)) as StaffAccount;
        await tx.staff.revokeSessionsOf(account.id, now);
        return { account: changed, outcome: 'role-changed', before: account };
      });
    },

    /** Disables an account (or enables it again) and ends its sessions. */
    async setDisabled(accountId: number, disabled: boolean, now: Date) {
      return repositories.transaction(async (tx) => {
        const before = await tx.staff.accountById(accountId);
        if (!before) throw new StaffAuthError('no such staff account');
        const after = await tx.staff.setDisabled(accountId, disabled ? now : null);
        const revoked = disabled ? await tx.staff.revokeSessionsOf(accountId, now) : 0;
        return { before, after: after as StaffAccount, revoked };
      });
    },

    /** E-mails a sign-in link when the address belongs to an active account; says nothing either way. */
    async requestLink(email: string, now: Date): Promise<{ sent: boolean }> {
      const account = await staff.accountByEmail(normalizeEmail(email));
      if (!account || account.disabledAt) return { sent: false };
      await repositories.transaction((tx) => queueLink(tx, account, 'sign-in', now));
      return { sent: true };
    },

    /**
     * The request of the sign-in route: queued for once the answer is on its way, so an address
     * with an account and one without cost the route exactly the same work. A failure is handed to
     * `onError` (the log).
     */
    requestLinkAfterAnswer(email: string, now: Date, onError: (error: unknown) => void): void {
      const done: Promise<unknown> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => this.requestLink(email, now))
        .catch(onError)
        .finally(() => pendingRequests.delete(done));
      pendingRequests.add(done);
    },

    /** Resolves when every link request answered so far is done. */
    async linkRequestsDone(): Promise<void> {
      while (pendingRequests.size > 0) await Promise.all([...pendingRequests]);
    },

    /** Signs in with an e-mailed link: once, before it expires, for an active account. */
    async signInWithLink(token: string, from: RequestOrigin, now: Date): Promise<NewSession | undefined> {
      const staffId = await staff.consumeLink(hashToken(token), now);
      if (staffId === undefined) return undefined;
      const account = await staff.accountById(staffId);
      if (!account || account.disabledAt) return undefined;
      return openSession(account, 'link', from, now);
    },

    /** The live session of a cookie's token (touching it), with its account. */
    session(token: string, now: Date) {
      return staff.liveSession(hashToken(token), now, {
        idleMs: config.sessionIdleMs,
        absoluteMs: config.sessionMaxMs,
      });
    },

    signOut(sessionId: number, now: Date) {
      return staff.revokeSession(sessionId, now);
    },

    /** WebAuthn registration options for a signed-in account (its passkeys excluded), bound to its session. */
    async registrationOptions(account: StaffAccount, session: StaffSession, now: Date) {
      const existing = await staff.passkeysOf(account.id);
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID: config.rpId,
        userName: account.email,
        userID: new TextEncoder().encode(`staff-${account.id}`),
        attestationType: 'none',
        excludeCredentials: existing.map((key) => ({ id: key.credentialId, transports: key.transports })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      const challengeId = randomUUID();
      await staff.addChallenge(
        {
          id: challengeKey(challengeId, { session: session.id }),
          purpose: 'register',
          staffId: account.id,
          challenge: options.challenge,
          expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
        },
        now,
      );
      return { challengeId, options };
    },

    /** Verifies a registration answer and stores the passkey. */
    async registerPasskey(
      account: StaffAccount,
      session: StaffSession,
      challengeId: string,
      response: RegistrationResponseJSON,
      label: string,
      now: Date,
    ) {
      const challenge = await staff.takeChallenge(challengeKey(challengeId, { session: session.id }), 'register', now);
      if (!challenge || challenge.staffId !== account.id)
        throw new StaffAuthError('The passkey request expired; try again.');
      const verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge.challenge,
        expectedOrigin: config.origin,
        expectedRPID: config.rpId,
        requireUserVerification: true,
      }).catch(() => ({ verified: false as const }));
      if (!verification.verified) throw new StaffAuthError('The passkey could not be verified.');
      const { credential } = verification.registrationInfo;
      if (await staff.passkeyByCredentialId(credential.id)) throw new StaffAuthError(PASSKEY_TAKEN);
      const added = await staff.addPasskey({
        staffId: account.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        label: label.trim().slice(0, 60) || `passkey added ${now.toISOString().slice(0, 10)}`,
        createdAt: now,
      });
      // Stored at the same moment by another request: the unique index had the last word.
      if (!added) throw new StaffAuthError(PASSKEY_TAKEN);
      return added;
    },

    /**
     * Sign-in options: no account named (discoverable passkeys), so nothing can be enumerated. The
     * challenge is bound to the browser's ceremony secret (its cookie, set by the route).
     */
    async signInOptions(browser: string, now: Date) {
      const options = await generateAuthenticationOptions({ rpID: config.rpId, userVerification: 'required' });
      const challengeId = randomUUID();
      await staff.addChallenge(
        {
          id: challengeKey(challengeId, { browser }),
          purpose: 'sign-in',
          staffId: null,
          challenge: options.challenge,
          expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
        },
        now,
      );
      return { challengeId, options };
    },

    /** Verifies a passkey answer and opens a session; undefined when it is not good. */
    async signInWithPasskey(
      challengeId: string,
      browser: string | undefined,
      response: AuthenticationResponseJSON,
      from: RequestOrigin,
      now: Date,
    ): Promise<NewSession | undefined> {
      if (!browser) return undefined;
      const challenge = await staff.takeChallenge(challengeKey(challengeId, { browser }), 'sign-in', now);
      if (!challenge) return undefined;
      const passkey = await staff.passkeyByCredentialId(response.id);
      if (!passkey) return undefined;
      const account = await staff.accountById(passkey.staffId);
      if (!account || account.disabledAt) return undefined;
      const verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge.challenge,
        expectedOrigin: config.origin,
        expectedRPID: config.rpId,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
          counter: passkey.counter,
          transports: passkey.transports as never,
        },
        requireUserVerification: true,
      }).catch(() => undefined);
      if (!verification?.verified) return undefined;
      await staff.passkeyUsed(passkey.id, verification.authenticationInfo.newCounter, now);
      return openSession(account, 'passkey', from, now);
    },
  };
}
