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
