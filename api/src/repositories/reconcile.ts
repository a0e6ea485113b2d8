/**
 * Reconciliation's SQL (services/reconcile.ts): the lease that lets one run at a time go ahead
 * across every API process (renewed while its run lives), the bounded batch of unpaid orders and
 * donations due for a look (the likeliest paid first), and the bookkeeping of each look (backoff, or closed once
 * its PayPal order has expired).
 */
import { and, asc, desc, eq, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { donations, jobLeases, orders } from '../db/schema';

/** A record waiting for payment, as reconciliation sees it. */
export interface DueRecord {
  kind: 'order' | 'donation';
  id: number;
  paypalOrderId: string;
  createdAt: Date;
  attempts: number;
}

const tables = { order: orders, donation: donations } as const;
// Both tables have the payable and reconcile columns; drizzle cannot query a union of tables.
const payableTable = (kind: DueRecord['kind']) => tables[kind] as unknown as typeof donations;

export function createReconcileRepository(db: Db) {
  return {
    /**
     * Takes the lease of `name` for `holder` until `until` if nobody holds it or the last lease has
     * run out at `now` (the caller's clock; the database's without it): a holder that died. One
     * conditional upsert, so two processes never both get it.
     */
    async tryLease(name: string, holder: string, until: Date, now?: Date): Promise<boolean> {
      const taken = await db
        .insert(jobLeases)
        .values({ name, holder, leasedUntil: until })
        .onConflictDoUpdate({
          target: jobLeases.name,
          set: { holder, leasedUntil: until },
          setWhere: lt(jobLeases.leasedUntil, now ?? sql`now()`),
        })
        .returning({ holder: jobLeases.holder });
      return taken[0]?.holder === holder;
    },
    /** Extends the lease of a live holder to `until`; false when it is no longer the holder. */
    async renewLease(name: string, holder: string, until: Date): Promise<boolean> {
      const renewed = await db
        .update(jobLeases)
        .set({ leasedUntil: until })
        .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)))
        .returning({ holder: jobLeases.holder });
      return renewed.length > 0;
    },
    /** Hands the lease back (deleted, so the next run takes it at once, whatever the clocks say). */
    async releaseLease(name: string, holder: string) {
      await db.delete(jobLeases).where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
    },

    /**
     * Marks that the buyer's approval of the record reached the API (payment data, a webhook): it is
     * looked at first, and at the next run whatever its backoff said.
     */
    async reportApproval(record: Pick<DueRecord, 'kind' | 'id'>) {
      const table = payableTable(record.kind);
      await db
        .update(table)
        .set({ approvalReportedAt: sql`now()`, reconcileNextAt: null })
        .where(and(eq(table.id, record.id), eq(table.status, 'prePaymentAuthorization')));
    },

    /**
     * Up to `limit` unpaid, open records created before `olderThan` whose next look is due, the
     * likeliest paid first: those whose approval was reported, the most recent report first; then
     * those looked at least often (one never looked at may have been approved just before a crash,
     * one found unapproved again and again was abandoned), the newest first.
     */
    async due(limit: number, window: { olderThan: Date; now: Date }): Promise<DueRecord[]> {
      const found = await Promise.all(
        (['order', 'donation'] as const).map(async (kind) => {
          const table = payableTable(kind);
          const rows = await db
            .select({
              id: table.id,
              paypalOrderId: table.paypalOrderId,
              createdAt: table.createdAt,
              attempts: table.reconcileAttempts,
              reportedAt: table.approvalReportedAt,
            })
            .from(table)
            .where(
              and(
                eq(table.status, 'prePaymentAuthorization'),
                isNull(table.reconcileClosedAt),
                isNotNull(table.paypalOrderId),
                lt(table.createdAt, window.olderThan),
                or(isNull(table.reconcileNextAt), lte(table.reconcileNextAt, window.now)),
              ),
            )
            .orderBy(
              sql`${table.approvalReportedAt} desc nulls last`,
              asc(table.reconcileAttempts),
              desc(table.createdAt),
              desc(table.id),
            )
            .limit(limit);
          return rows.map((row) => ({ ...row, kind, paypalOrderId: row.paypalOrderId ?? '' }));
        }),
      );
      const reported = (record: { reportedAt: Date | null }) => record.reportedAt?.getTime() ?? -1;
      return found
        .flat()
        .sort(
          (a, b) =>
            reported(b) - reported(a) || a.attempts - b.attempts || b.createdAt.getTime() - a.createdAt.getTime(),
        )
        .slice(0, limit)
        .map(({ reportedAt: _reportedAt, ...record }) => record);
    },

    /** Counts one more look at the record and sets when the next one is due. */
    async defer(record: Pick<DueRecord, 'kind' | 'id'>, nextAt: Date) {
      const table = payableTable(record.kind);
      await db
        .update(table)
        .set({ reconcileAttempts: sql`${table.reconcileAttempts} + 1`, reconcileNextAt: nextAt })
        .where(eq(table.id, record.id));
    },

    /** Stops looking at the record (its PayPal order expired); a late capture still settles it. */
    async close(record: Pick<DueRecord, 'kind' | 'id'>) {
      const table = payableTable(record.kind);
      await db
        .update(table)
        .set({ reconcileClosedAt: sql`now()` })
        .where(and(eq(table.id, record.id), isNull(table.reconcileClosedAt)));
    },

    /** Closes, without asking PayPal, every unpaid record created before `cutoff`; returns how many. */
    async closeCreatedBefore(cutoff: Date): Promise<number> {
      let closed = 0;
      for (const kind of ['order', 'donation'] as const) {
        const table = payableTable(kind);
        const rows = await db
          .update(table)
          .set({ reconcileClosedAt: sql`now()` })
          .where(
            and(
              eq(table.status, 'prePaymentAuthorization'),
              isNull(table.reconcileClosedAt),
              lt(table.createdAt, cutoff),
            ),
          )
          .returning({ id: table.id });
        closed += rows.length;
      }
      return closed;
    },
  };
}
export type ReconcileRepository = ReturnType<typeof createReconcileRepository>;
