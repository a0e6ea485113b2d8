/** The staff session cookie `lg_staff`: HttpOnly, SameSite=Strict, path /api/staff, Secure in production. */
import type { FastifyInstance, FastifyReply } from 'fastify';

export const STAFF_COOKIE = 'lg_staff';

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string): void {
  reply.setCookie(STAFF_COOKIE, token, {
    path: '/api/staff',
    httpOnly: true,
    sameSite: 'strict',
    secure: app.config.staff.secureCookie,
    maxAge: Math.floor(app.config.staff.sessionMaxMs / 1000),
  });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(STAFF_COOKIE, {
    path: '/api/staff',
    httpOnly: true,
    sameSite: 'strict',
    secure: app.config.staff.secureCookie,
  });
}

/**
 * The ceremony cookie `lg_staff_ceremony`: a browser's secret that its passkey sign-in challenges
 * are bound to (HttpOnly, SameSite=Strict, path /api/staff/auth, as long as a challenge lives).
 */
export const CEREMONY_COOKIE = 'lg_staff_ceremony';

export function setCeremonyCookie(app: FastifyInstance, reply: FastifyReply, secret: string, maxAgeMs: number): void {
  reply.setCookie(CEREMONY_COOKIE, secret, {
    path: '/api/staff/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure: app.config.staff.secureCookie,
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}
