/**
 * Helpers of the staff console tests: an account of a role, signed in through its e-mailed link
 * (the token read from the outbox row, as the sender reveals it), and requests with its cookie
 * and CSRF token.
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { mailOutbox, type StaffRole } from '../../src/db/schema';
import type { StaffSignInData } from '../../src/mail/message-data';

export const ORIGIN = 'http://localhost:3000';

/** The token of the newest sign-in link e-mailed to `email`. */
export async function lastLinkToken(app: FastifyInstance, email: string): Promise<string> {
  const [row] = await app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (row?.kind !== 'staff-sign-in') throw new Error(`no sign-in link for ${email}`);
  return app.vault.decrypt((row.data as StaffSignInData).tokenCiphertext);
}

export interface SignedIn {
  email: string;
  cookie: string;
  csrfToken: string;
  /** A request with this session's cookie; writes carry its CSRF token unless `csrf: false`. */
  request: (options: InjectOptions & { csrf?: string | false }) => Promise<LightMyRequestResponse>;
}

export function cookieFrom(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const first = (Array.isArray(header) ? header[0] : header) as string | undefined;
  if (!first) throw new Error('no cookie set');
  return first.split(';')[0] as string;
}

export async function signInWithLink(app: FastifyInstance, token: string) {
  return app.inject({
    method: 'POST',
    url: '/api/staff/auth/link',
    headers: { origin: ORIGIN },
    payload: { token },
  });
}

let counter = 0;

/** A new account of `role`, signed in with its invitation link. */
export async function signedInAs(app: FastifyInstance, role: StaffRole, email?: string): Promise<SignedIn> {
  counter += 1;
  const address = email ?? `${role}-${counter}-${Date.now()}@staff.example`;
  await app.staffAuth.addStaff(address, role, new Date());
  const response = await signInWithLink(app, await lastLinkToken(app, address));
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = cookieFrom(response);
  const { csrfToken } = response.json() as { csrfToken: string };
  return {
    email: address,
    cookie,
    csrfToken,
    request: ({ csrf, headers, ...options }) =>
      app.inject({
        ...options,
        headers: {
          origin: ORIGIN,
          cookie,
          ...(csrf === false ? {} : { 'x-csrf-token': csrf ?? csrfToken }),
          ...headers,
        },
      } as InjectOptions),
  };
}
