/**
 * How a staff API operation is written: its input schemas (the shared contract's zod schemas),
 * its audit action name and its handler, which gets the parsed input and a context (the app, the
 * signed-in account, where the request came from, the time, and `audit()` to say what changed).
 * Its method, path and role are not here: they are declared in the one route table
 * (route-table.ts), the only way a staff route is registered (plugin.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import type { StaffRole } from '../db/schema';
import type { StaffAccount, StaffSession } from '../repositories/staff';
import type { RequestOrigin } from '../services/staff-auth';

type Schema = z.ZodMiniType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

export interface StaffContext {
  app: FastifyInstance;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The signed-in account and session; null on the sign-in routes. */
  signedIn: { account: StaffAccount; session: StaffSession } | null;
  from: RequestOrigin;
  now: Date;
  /** Operators and admins see personal data (e-mails, addresses, names); viewers do not. */
  personalData: boolean;
  /** What a write acted on and changed (recorded in the audit trail with its outcome). */
  audit: (details: { target?: string | null; before?: unknown; after?: unknown }) => void;
}

export interface StaffOperation {
  /** The audit trail's name of a write, e.g. 'orders.ship'; reads need none. */
  action?: string;
  body?: Schema;
  query?: Schema;
  params?: Schema;
  /** Sign-in routes: rate limited per client (STAFF_SIGN_IN_LIMIT a minute). */
  signIn?: boolean;
  /** The operation in the OpenAPI document, with its answer's schema (per role: the roles' forms in one union). */
  doc: StaffOperationDoc;
  handler: (input: { body: unknown; query: unknown; params: unknown }, ctx: StaffContext) => Promise<unknown>;
}

/**
 * An operation in the OpenAPI document: what it does and answers, its stable name, and its
 * answer's schema (shared/src/contract/schemas/staff-*.ts), through which the API sends the
 * answer (`status` when it is not a 200). A file download names its media types instead (`file`).
 */
export interface StaffOperationDoc {
  summary: string;
  operationId: string;
  response?: Schema;
  status?: 200 | 202;
  file?: { description: string; mediaTypes: string[] };
}

/** Declares an operation with typed input, and an answer its schema describes. */
export function operation<
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
  R extends Schema | undefined = undefined,
>(def: {
  action?: string;
  body?: B;
  query?: Q;
  params?: P;
  signIn?: boolean;
  doc: StaffOperationDoc & { response?: R };
  handler: (
    input: { body: Out<B>; query: Out<Q>; params: Out<P> },
    ctx: StaffContext,
  ) => Promise<R extends Schema ? z.input<R> : unknown>;
}): StaffOperation {
  return def as StaffOperation;
}

export type RouteRole = 'public' | StaffRole;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One row of the route table. */
export interface StaffRouteRow {
  method: Method;
  /** Under /api/staff. */
  path: string;
  role: RouteRole;
  operation: StaffOperation;
}
