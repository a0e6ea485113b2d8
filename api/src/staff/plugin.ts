/**
 * The staff API (/api/staff): every route of the route table, each behind the same guard.
 *   - The session: the HttpOnly, SameSite=Strict cookie `lg_staff` (path /api/staff, Secure in
 *     production) names a server-side session; none or a dead one is 401.
 *   - The role: the route's role or a higher one, else 403.
 *   - CSRF: every write carries the session's token in x-csrf-token (else 403), and a write whose
 *     Origin is not an app's origin is refused (403), the sign-in writes included.
 *   - The audit trail: every write that passed the guard is recorded, with its outcome.
 * A route added to this scope in any other way than the table stops the API at start (onRoute).
 */
import { timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import { CSRF_HEADER, roleAllows } from '@littlegivers/shared/contract/schemas/staff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';
import { OpsError } from '../lib/ops-error';
import { StaffAuthError } from '../services/staff-auth';
import { type AuditActor, recordAudit } from './audit';
import type { StaffContext, StaffRouteRow } from './route-kit';
import { staffRouteTable } from './route-table';
import { clearSessionCookie, STAFF_COOKIE } from './session-cookie';

const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function originAllowed(app: FastifyInstance, request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true; // not a browser's cross-site form or fetch
  return origin === app.config.staff.origin;
}

/**
 * The status and message of a refused write (services throw OpsError with the operator's wording;
 * one that names fields, such as a content edit's, sends them too: { field: message }).
 */
function refusal(error: unknown): { status: number; message: string; fields?: unknown } | undefined {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  if (error instanceof OpsError) {
    const fields = (error as OpsError & { fields?: unknown }).fields;
    return { status: 422, message: error.message, ...(fields ? { fields } : {}) };
  }
  if (error instanceof StaffAuthError) return { status: 400, message: error.message };
  const validation = (error as { validation?: unknown; statusCode?: number }).validation;
  if (validation) return undefined;
  return undefined;
}

function register(app: FastifyInstance, row: StaffRouteRow): void {
  const { operation } = row;
  const isWrite = WRITE_METHODS.has(row.method);
  app.route({
    method: row.method,
    url: row.path,
    config: {
      staffRoute: row,
      ...(operation.signIn ? { rateLimit: { max: app.config.staff.signInLimit, timeWindow: '1 minute' } } : {}),
    },
    schema: {
      hide: true,
      ...(operation.body ? { body: operation.body } : {}),
      ...(operation.query ? { querystring: operation.query } : {}),
      ...(operation.params ? { params: operation.params } : {}),
    },
    // Before validation: a request without the right session or role learns nothing about its input.
    onRequest: async (request, reply) => {
      if (isWrite && !originAllowed(app, request))
        throw new HttpError(403, 'Refused: this request came from another site.');
      if (row.role === 'public') return;
      const token = request.cookies[STAFF_COOKIE];
      const signedIn = token ? await app.staffAuth.session(token, new Date()) : undefined;
      if (!signedIn) {
        if (token) clearSessionCookie(app, reply);
        throw new HttpError(401, 'Please sign in.');
      }
      if (!roleAllows(signedIn.account.role, row.role)) throw new HttpError(403, 'Your role does not allow this.');
      const sent = request.headers[CSRF_HEADER];
      if (isWrite && (typeof sent !== 'string' || !sameText(sent, signedIn.session.csrfToken)))
        throw new HttpError(403, 'Refused: the request has no valid CSRF token. Reload the page.');
      request.staff = signedIn;
    },
    handler: async (request, reply) => {
      const signedIn = request.staff ?? null;
      const details: { target?: string | null; before?: unknown; after?: unknown } = {};
      const ctx: StaffContext = {
        app,
        request,
        reply,
        signedIn,
        from: { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null },
        now: new Date(),
        personalData: signedIn ? roleAllows(signedIn.account.role, 'operator') : false,
        audit: (entry) => Object.assign(details, entry),
      };
      const actor = (): AuditActor => {
        const account = ctx.signedIn?.account ?? request.staff?.account;
        return {
          staffId: account?.id ?? null,
          staffEmail: account?.email ?? null,
          role: account?.role ?? null,
          ip: ctx.from.ip,
          userAgent: ctx.from.userAgent,
        };
      };
      const input = { body: request.body, query: request.query, params: request.params };
      try {
        const result = await operation.handler(input, ctx);
        if (isWrite && operation.action)
          await recordAudit(app.repositories, actor(), { action: operation.action, outcome: 'ok', ...details });
        return result;
      } catch (error) {
        const refused = refusal(error);
        if (isWrite && operation.action)
          await recordAudit(app.repositories, actor(), {
            action: operation.action,
            outcome: refused ? `refused: ${refused.message}` : 'failed',
            ...details,
          }).catch((auditError) => request.log.error({ err: auditError }, 'audit entry not written'));
        if (refused)
          return reply
            .code(refused.status)
            .send({ message: refused.message, ...(refused.fields ? { fields: refused.fields } : {}) });
        throw error;
      }
    },
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    staff?: NonNullable<Awaited<ReturnType<FastifyInstance['staffAuth']['session']>>>;
  }
  interface FastifyContextConfig {
    staffRoute?: StaffRouteRow;
  }
}

/** Registered under /api/staff. */
export async function staffApi(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
  app.addHook('onRoute', (route) => {
    if (!(route.config as { staffRoute?: unknown } | undefined)?.staffRoute && route.method !== 'HEAD')
      throw new Error(`${route.method} ${route.url}: a staff route must be declared in staff/route-table.ts`);
  });
  for (const row of staffRouteTable) register(app, row);
  // Session-bound answers are never cached.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
}
