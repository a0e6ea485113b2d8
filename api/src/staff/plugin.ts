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
import { z } from 'zod';
import { HttpError } from '../lib/http-error';
import { httpRefusal } from '../lib/refusal';
import { validationMessage } from '../lib/validation-message';
import { StaffAuthError } from '../services/staff-auth';
import { type AuditActor, type AuditEntry, recordAudit } from './audit';
import { createRefusalLimit, type RefusalLimit } from './refusal-limit';
import type { StaffContext, StaffRouteRow } from './route-kit';
import { staffRouteTable } from './route-table';
import { clearSessionCookie, STAFF_COOKIE } from './session-cookie';

/** A file download's answer in the OpenAPI document: its bytes, as each of its media types. */
function fileAnswer(file: { description: string; mediaTypes: string[] }) {
  const bytes = z.string().meta({ format: 'binary' });
  return {
    description: file.description,
    content: Object.fromEntries(file.mediaTypes.map((type) => [type, { schema: bytes }])),
  };
}

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
 * The status and message of a refused write (the API's refusals, ../lib/refusal.ts, with the
 * operator's wording; one that names fields, such as a content edit's, sends them too).
 */
function refusal(error: unknown): { status: number; message: string; fields?: unknown } | undefined {
  const refused = httpRefusal(error);
  if (refused) return { status: refused.status, ...refused.body };
  if (error instanceof StaffAuthError) return { status: 400, message: error.message };
  const validation = (error as { validation?: unknown; statusCode?: number }).validation;
  if (validation) return undefined;
  return undefined;
}

const ANONYMOUS = 'anonymous';

function actorOf(request: FastifyRequest): AuditActor {
  const account = request.staff?.account;
  return {
    staffId: account?.id ?? null,
    staffEmail: account?.email ?? ANONYMOUS,
    role: account?.role ?? null,
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent'] ?? null,
  };
}

/**
 * Records an entry of an anonymous client or a refusal unless its address (or everyone) already
 * had its share of this minute.
 */
async function auditLimited(
  app: FastifyInstance,
  limit: RefusalLimit,
  request: FastifyRequest,
  actor: AuditActor,
  entry: AuditEntry,
): Promise<void> {
  const verdict = limit(actor.ip, new Date());
  if (verdict === 'skip') return;
  const outcome = `${entry.outcome}${verdict === 'record-last' ? ' (the last entry recorded from this address this minute)' : ''}`;
  await recordAudit(app.repositories, actor, { ...entry, outcome }).catch((auditError) =>
    request.log.error({ err: auditError }, 'audit entry not written'),
  );
}

function register(app: FastifyInstance, row: StaffRouteRow, limit: RefusalLimit): void {
  const { operation } = row;
  const isWrite = WRITE_METHODS.has(row.method);
  const action = operation.action ?? `${row.method} ${row.path}`;
  app.route({
    method: row.method,
    url: row.path,
    config: {
      staffRoute: row,
      ...(operation.signIn ? { rateLimit: { max: app.config.staff.signInLimit, timeWindow: '1 minute' } } : {}),
    },
    schema: {
      // In the OpenAPI document with its answer's schema, which the answer is sent through.
      tags: ['staff'],
      summary: operation.doc.summary,
      operationId: operation.doc.operationId,
      ...(operation.doc.response ? { response: { [operation.doc.status ?? 200]: operation.doc.response } } : {}),
      ...(operation.doc.file ? { response: { 200: fileAnswer(operation.doc.file) } } : {}),
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
      request.staff = signedIn; // known from here on, for the audit row of a refusal too
      if (!roleAllows(signedIn.account.role, row.role)) throw new HttpError(403, 'Your role does not allow this.');
      const sent = request.headers[CSRF_HEADER];
      if (isWrite && (typeof sent !== 'string' || !sameText(sent, signedIn.session.csrfToken)))
        throw new HttpError(403, 'Refused: the request has no valid CSRF token. Reload the page.');
    },
    // A write refused before its handler ran (Origin, session, role, CSRF token, schema).
    onError: async (request, _reply, error) => {
      if (!isWrite || request.staffAudited) return;
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status === 429 || status >= 500) return; // rate limited (the flood itself); failures are logged
      request.staffAudited = true;
      await auditLimited(app, limit, request, actorOf(request), {
        action,
        outcome: `refused: ${validationMessage(error) ?? error.message}`,
      });
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
          staffEmail: account?.email ?? ANONYMOUS,
          role: account?.role ?? null,
          ip: ctx.from.ip,
          userAgent: ctx.from.userAgent,
        };
      };
      const input = { body: request.body, query: request.query, params: request.params };
      try {
        const result = await operation.handler(input, ctx);
        if (isWrite && operation.action) {
          const entry = { action: operation.action, outcome: 'ok', ...details };
          // Anyone may ask for a sign-in link: those rows are limited like refusals.
          if (ctx.signedIn) await recordAudit(app.repositories, actor(), entry);
          else await auditLimited(app, limit, request, actor(), entry);
        }
        return result;
      } catch (error) {
        const refused = refusal(error);
        if (isWrite) {
          request.staffAudited = true;
          if (refused)
            await auditLimited(app, limit, request, actor(), {
              action,
              outcome: `refused: ${refused.message}`,
              ...details,
            });
          else
            await recordAudit(app.repositories, actor(), { action, outcome: 'failed', ...details }).catch(
              (auditError) => request.log.error({ err: auditError }, 'audit entry not written'),
            );
        }
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
    /** This write's audit row is written (or deliberately left out by the refusal limit). */
    staffAudited?: boolean;
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
  const limit = createRefusalLimit();
  for (const row of staffRouteTable) register(app, row, limit);
  // Link requests answered just before closing still run to the end.
  // (An app that failed to start may close before the staff services were decorated.)
  app.addHook('onClose', async (instance) => {
    if (instance.hasDecorator('staffAuth')) await instance.staffAuth.linkRequestsDone();
  });
  // Session-bound answers are never cached.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
}
