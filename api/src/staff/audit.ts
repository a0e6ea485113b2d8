/**
 * The audit trail's one writer: who (account, e-mail, role), from where (address, browser), what
 * (action, target, outcome) and the prior and resulting state of the record. Rows are append-only (the database
 * refuses UPDATE, DELETE and TRUNCATE of staff_audit).
 */
import type { Repositories } from '../repositories';

export interface AuditActor {
  staffId: number | null;
  staffEmail: string | null;
  role: string | null;
  ip: string | null;
  userAgent: string | null;
}

export interface AuditEntry {
  action: string;
  target?: string | null;
  outcome: string;
  before?: unknown;
  after?: unknown;
}

/** Who acted when `ops` did it (the command line has no account, address or browser). */
export const OPS_ACTOR: AuditActor = {
  staffId: null,
  staffEmail: 'ops (command line)',
  role: null,
  ip: null,
  userAgent: null,
};

/** JSON as stored: dates as ISO strings, undefined as null. */
function snapshot(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

export function recordAudit(repositories: Repositories, actor: AuditActor, entry: AuditEntry): Promise<void> {
  return repositories.staff.audit({
    ...actor,
    userAgent: actor.userAgent?.slice(0, 300) ?? null,
    action: entry.action,
    target: entry.target ?? null,
    outcome: entry.outcome.slice(0, 500),
    before: snapshot(entry.before),
    after: snapshot(entry.after),
  });
}
