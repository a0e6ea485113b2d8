/**
 * Signing in and out of the staff console: ask for an e-mailed link (the same answer whether or
 * not the address has an account), sign in with it (once, before it expires), sign in with a
 * passkey, add a passkey, sign out. Each sign-in sets the session cookie and answers the session.
 */
import {
  linkRequestSchema,
  linkSignInSchema,
  passkeyRegisterSchema,
  passkeySignInSchema,
  type StaffSessionInfo,
} from '@littlegivers/shared/contract/schemas/staff';
import {
  staffMessageSchema,
  staffPasskeyAddedSchema,
  staffPasskeyListSchema,
  staffPasskeyOptionsSchema,
  staffSessionSchema,
} from '@littlegivers/shared/contract/schemas/staff-answers';
import { HttpError } from '../../lib/http-error';
import type { StaffAccount } from '../../repositories/staff';
import { CHALLENGE_TTL_MS, ceremonySecret, type NewSession } from '../../services/staff-auth';
import { operation, type StaffContext } from '../../staff/route-kit';
import { CEREMONY_COOKIE, clearSessionCookie, setCeremonyCookie, setSessionCookie } from '../../staff/session-cookie';

export const LINK_SENT_MESSAGE =
  'If that address belongs to a staff account, a sign-in link is on its way. It works once, for a short time.';

/** The account as the console shows it (and the audit trail keeps it). */
export function accountView(account: StaffAccount) {
  return { id: account.id, email: account.email, role: account.role, disabled: account.disabledAt !== null };
}

async function sessionInfo(ctx: StaffContext, signedIn: { account: StaffAccount; session: NewSession['session'] }) {
  const passkeys = await ctx.app.repositories.staff.passkeysOf(signedIn.account.id);
  const info: StaffSessionInfo = {
    email: signedIn.account.email,
    role: signedIn.account.role,
    method: signedIn.session.method,
    csrfToken: signedIn.session.csrfToken,
    passkeys: passkeys.length,
  };
  return info;
}

function signedInNow(ctx: StaffContext, opened: NewSession) {
  setSessionCookie(ctx.app, ctx.reply, opened.token);
  ctx.signedIn = { account: opened.account, session: opened.session };
  ctx.audit({ target: opened.account.email, after: { method: opened.session.method, sessionId: opened.session.id } });
  return sessionInfo(ctx, ctx.signedIn);
}

function signedIn(ctx: StaffContext) {
  if (!ctx.signedIn) throw new HttpError(401, 'Please sign in.');
  return ctx.signedIn;
}

export const requestLink = operation({
  action: 'auth.link-requested',
  signIn: true,
  body: linkRequestSchema,
  doc: {
    summary: 'Asks for a sign-in link by e-mail: 202 with the same message whether or not the address has an account',
    operationId: 'postStaffAuthLinkRequest',
    response: staffMessageSchema,
    status: 202,
  },
  handler: async ({ body }, ctx) => {
    // The same work for every address: whether it has an account is looked up after the answer.
    ctx.app.staffAuth.requestLinkAfterAnswer(body.email, ctx.now, (error) =>
      ctx.request.log.error({ err: error }, 'sign-in link request failed'),
    );
    ctx.audit({ target: body.email.toLowerCase() });
    ctx.reply.code(202);
    return { message: LINK_SENT_MESSAGE };
  },
});

export const signInWithLink = operation({
  action: 'auth.sign-in-link',
  signIn: true,
  body: linkSignInSchema,
  doc: {
    summary: 'Signs in with an e-mailed link (once, before it expires): sets the session cookie, answers the session',
    operationId: 'postStaffAuthLink',
    response: staffSessionSchema,
  },
  handler: async ({ body }, ctx) => {
    const opened = await ctx.app.staffAuth.signInWithLink(body.token, ctx.from, ctx.now);
    if (!opened) throw new HttpError(400, 'This sign-in link was already used or has expired. Ask for a new one.');
    return signedInNow(ctx, opened);
  },
});

/** The browser's ceremony secret is kept in its cookie (a new one if it has none) for the challenge's life. */
export const passkeySignInOptions = operation({
  signIn: true,
  doc: {
    summary: "A passkey sign-in's challenge and options (WebAuthn), bound to this browser by a short-lived cookie",
    operationId: 'postStaffAuthPasskeyOptions',
    response: staffPasskeyOptionsSchema,
  },
  handler: async (_input, ctx) => {
    const secret = ceremonySecret(ctx.request.cookies[CEREMONY_COOKIE]);
    setCeremonyCookie(ctx.app, ctx.reply, secret, CHALLENGE_TTL_MS);
    const { challengeId, options } = await ctx.app.staffAuth.signInOptions(secret, ctx.now);
    return { challengeId, options: { ...options } };
  },
});

export const signInWithPasskey = operation({
  action: 'auth.sign-in-passkey',
  signIn: true,
  body: passkeySignInSchema,
  doc: {
    summary: "Signs in with a passkey's answer to the challenge: sets the session cookie, answers the session",
    operationId: 'postStaffAuthPasskey',
    response: staffSessionSchema,
  },
  handler: async ({ body }, ctx) => {
    const opened = await ctx.app.staffAuth.signInWithPasskey(
      body.challengeId,
      ctx.request.cookies[CEREMONY_COOKIE],
      body.response as never,
      ctx.from,
      ctx.now,
    );
    if (!opened) throw new HttpError(400, 'That passkey did not sign you in. Try again, or ask for a sign-in link.');
    return signedInNow(ctx, opened);
  },
});

export const currentSession = operation({
  doc: {
    summary: "The signed-in person (e-mail, role, how they signed in, passkeys counted) and the session's CSRF token",
    operationId: 'getStaffSession',
    response: staffSessionSchema,
  },
  handler: async (_input, ctx) => sessionInfo(ctx, signedIn(ctx)),
});

export const signOut = operation({
  action: 'auth.sign-out',
  doc: {
    summary: 'Signs out: ends the session and clears its cookie',
    operationId: 'postStaffSessionSignOut',
    response: staffMessageSchema,
  },
  handler: async (_input, ctx) => {
    const { session } = signedIn(ctx);
    await ctx.app.staffAuth.signOut(session.id, ctx.now);
    clearSessionCookie(ctx.app, ctx.reply);
    ctx.audit({ after: { sessionId: session.id, revoked: true } });
    return { message: 'Signed out.' };
  },
});

export const passkeyRegistrationOptions = operation({
  doc: {
    summary: "Adding a passkey to the signed-in account: the ceremony's challenge and options (WebAuthn)",
    operationId: 'postStaffPasskeyOptions',
    response: staffPasskeyOptionsSchema,
  },
  handler: async (_input, ctx) => {
    const { account, session } = signedIn(ctx);
    const { challengeId, options } = await ctx.app.staffAuth.registrationOptions(account, session, ctx.now);
    return { challengeId, options: { ...options } };
  },
});

export const registerPasskey = operation({
  action: 'auth.passkey-added',
  body: passkeyRegisterSchema,
  doc: {
    summary: "Adds a passkey to the signed-in account from the browser's answer to the challenge",
    operationId: 'postStaffPasskey',
    response: staffPasskeyAddedSchema,
  },
  handler: async ({ body }, ctx) => {
    const { account, session } = signedIn(ctx);
    const passkey = await ctx.app.staffAuth.registerPasskey(
      account,
      session,
      body.challengeId,
      body.response as never,
      body.label ?? '',
      ctx.now,
    );
    ctx.audit({ target: account.email, after: { passkeyId: passkey.id, label: passkey.label } });
    return { id: passkey.id, label: passkey.label };
  },
});

export const listPasskeys = operation({
  doc: {
    summary: "The signed-in account's passkeys: label, when added, when last used",
    operationId: 'getStaffPasskeyList',
    response: staffPasskeyListSchema,
  },
  handler: async (_input, ctx) => {
    const keys = await ctx.app.repositories.staff.passkeysOf(signedIn(ctx).account.id);
    return keys.map((key) => ({
      id: key.id,
      label: key.label,
      createdAt: key.createdAt.toISOString(),
      lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    }));
  },
});
