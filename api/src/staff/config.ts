/**
 * The staff console's settings: where the console lives (sign-in links point there, and it is the
 * WebAuthn origin), the relying party id of passkeys, the session time-outs, how long an e-mailed
 * link works and how many sign-in attempts a client may make a minute. Read by src/config.ts.
 */
import { z } from 'zod';

export const staffEnvShape = {
  /** The console's address: e-mailed links open `<this>/sign-in#link=…`; its origin is the WebAuthn origin. */
  STAFF_CONSOLE_URL: z.url().default('http://localhost:3000/staff'),
  /** The passkeys' relying party id (the console's host name, or a parent domain of it). */
  STAFF_RP_ID: z.string().min(1).optional(),
  /** A session unused this long ends. */
  STAFF_SESSION_IDLE_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 60_000),
  /** A session ends this long after sign-in, used or not. */
  STAFF_SESSION_MAX_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(12 * 60 * 60_000),
  /** An e-mailed sign-in link works once, within this time. */
  STAFF_LINK_TTL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60_000),
  /** Sign-in attempts (link requests, link and passkey sign-ins) per client per minute. */
  STAFF_SIGN_IN_LIMIT: z.coerce.number().int().positive().default(10),
};

type StaffEnv = z.output<z.ZodObject<typeof staffEnvShape>> & { APP_ENV: string };

export interface StaffConfig {
  consoleUrl: string;
  /** The origin the browser reports in WebAuthn answers (the console's origin). */
  origin: string;
  rpId: string;
  sessionIdleMs: number;
  sessionMaxMs: number;
  linkTtlMs: number;
  signInLimit: number;
  /** The session cookie carries Secure (production; always over https there). */
  secureCookie: boolean;
}

export function staffConfigFrom(env: StaffEnv): StaffConfig {
  const url = new URL(env.STAFF_CONSOLE_URL);
  return {
    consoleUrl: env.STAFF_CONSOLE_URL.replace(/\/$/, ''),
    origin: url.origin,
    rpId: env.STAFF_RP_ID ?? url.hostname,
    sessionIdleMs: env.STAFF_SESSION_IDLE_MS,
    sessionMaxMs: env.STAFF_SESSION_MAX_MS,
    linkTtlMs: env.STAFF_LINK_TTL_MS,
    signInLimit: env.STAFF_SIGN_IN_LIMIT,
    secureCookie: env.APP_ENV === 'production',
  };
}
