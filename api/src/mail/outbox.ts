/**
 * The outbox repository: queue a message inside the caller's transaction (once per idempotency
 * key), claim due messages for delivery (FOR UPDATE SKIP LOCKED, with a lease), record the
 * outcome, list and retry. All times come from the database clock, so processes agree.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type MailKind, type MailStatus, mailOutbox } from '../db/mail-schema';
import type { MailDataByKind } from './message-data';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** A claim not finished within this time is considered abandoned (its process died). */
export const CLAIM_LEASE_MS = 10 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;

/** Queues a message; returns false when its event already queued one (same idempotency key). */
export async function queueMail<K extends MailKind>(
  tx: Db,
  message: { key: string; kind: K; to: string; data: MailDataByKind[K] },
): Promise<boolean> {
  const inserted = await tx
    .insert(mailOutbox)
    .values({ idempotencyKey: message.key, kind: message.kind, toAddress: message.to, data: message.data })
    .onConflictDoNothing({ target: mailOutbox.idempotencyKey })
    .returning({ id: mailOutbox.id });
  return inserted.length > 0;
}

/**
 * Claims up to `limit` due messages for this sender: pending ones whose time has come, and
 * claims whose lease ran out. Rows another sender is claiming right now are skipped.
 */
export async function claimDue(db: Db, limit: number): Promise<{ token: string; rows: OutboxRow[] }> {
  const token = randomUUID();
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
        and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(mailOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({
      status: 'sending',
      claimToken: token,
      lockedUntil: sql`now() + ${`${CLAIM_LEASE_MS} milliseconds`}::interval`,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return { token, rows: rows.sort((a, b) => a.id - b.id) };
}

/** Records a delivery; only the holder of the claim can (a stale sender changes nothing). */
export async function markSent(
  db: Db,
  id: number,
  token: string,
  delivered: { transport: string; messageId: string; subject: string; html: string; text: string },
): Promise<boolean> {
  const updated = await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      lockedUntil: null,
      lastError: null,
      ...delivered,
    })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.claimToken, token), eq(mailOutbox.status, 'sending')))
    .returning({ id: mailOutbox.id });
  return updated.length > 0;
}

/** Delay before the next attempt after `attempts` failed ones: base, 2x, 4x, … up to an hour. */
export function backoffMs(attempts: number, baseMs: number): number {
  return Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** Records a failed attempt: due again after the backoff, or failed for good after the last attempt. */
export async function markAttemptFailed(
  db: Db,
  row: Pick<OutboxRow, 'id' | 'attempts'>,
  token: string,
  error: string,
  policy: { maxAttempts: number; retryBaseMs: number },
): Promise<MailStatus> {
  const status: MailStatus = row.attempts >= policy.maxAttempts ? 'failed' : 'pending';
  await db
    .update(mailOutbox)
    .set({
      status,
      lastError: error.slice(0, 500),
      lockedUntil: null,
      nextAttemptAt: sql`now() + ${`${backoffMs(row.attempts, policy.retryBaseMs)} milliseconds`}::interval`,
    })
    .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.claimToken, token), eq(mailOutbox.status, 'sending')));
  return status;
}

export async function listMail(db: Db, filter: { status?: MailStatus; limit?: number } = {}): Promise<OutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(filter.status ? eq(mailOutbox.status, filter.status) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(filter.limit ?? 100);
}

export async function getMail(db: Db, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/** Puts failed messages (all of them, or the given ids) back in the queue with fresh attempts. */
export async function retryFailed(db: Db, ids?: number[]): Promise<number[]> {
  const updated = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lastError: null })
    .where(and(eq(mailOutbox.status, 'failed'), ids ? inArray(mailOutbox.id, ids) : undefined))
    .returning({ id: mailOutbox.id });
  return updated.map((row) => row.id);
}

export async function countByStatus(db: Db): Promise<Record<MailStatus, number>> {
  const rows = await db
    .select({ status: mailOutbox.status, count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  const counts: Record<MailStatus, number> = { pending: 0, sending: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}
