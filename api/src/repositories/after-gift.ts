/**
 * The daily after-gift run's statements, each one set-based over every open gift (a code paid for
 * and not yet used), each safe to run twice or from two processes at once: messages are queued
 * once per idempotency key (the outbox's unique key), and a backup gift redeems the code with the
 * same conditional update a child's redemption uses (`redeemed_at is null`). Times come from the
 * caller's clock (`now`), so a test can move it.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, organizations } from '../db/schema';

const DAY = (days: number) => sql`(${days}::int * interval '1 day')`;
/** A moment of the caller's clock as a SQL timestamp. */
const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

/** The rows a statement touched (node-postgres and PGlite report them differently). */
function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number; rows?: unknown[] };
  return r.rowCount ?? r.affectedRows ?? r.rows?.length ?? 0;
}

export function createAfterGiftRepository(db: Db) {
  return {
    /**
     * Queues the reminder of `days` for every open gift at least that old and younger than
     * `until` days (the next reminder's age), unless its purchaser turned reminders off: to the
     * grown-up of an e-card, to the purchaser of a mailed or print-at-home card. A gift's age
     * counts from when it reached its reader: payment for a mailed or print-at-home card, the
     * e-card's send time for an e-card (one sent on a later day is never reminded of before it
     * went). The row keeps no link: the sender reveals the e-card's live link when it sends.
     */
    async queueReminders(now: Date, days: number, until: number, kidspageUrl: string): Promise<number> {
      const result = await db.execute(sql`
        insert into mail_outbox (idempotency_key, kind, to_address, data)
        select 'gift-reminder:' || o.id || ':' || ${days}::int, 'gift-reminder',
          case when o.delivery = 'email' and e.grown_up_email is not null then e.grown_up_email else o.email end,
          jsonb_build_object('orderIdentifier', o.order_identifier, 'orderPublicId', o.public_id,
            'recipientName', o.recipient_name, 'fromName', o.from_name, 'paidAt', o.paid_at, 'days', ${days}::int,
            'delivery', o.delivery, 'kidspageUrl', ${kidspageUrl}::text)
        from redemptions r join orders o on o.id = r.order_id
        left join ecard_deliveries e on e.order_id = o.id
        where r.redeemed_at is null and o.status = 'paid' and o.reminders_opted_out_at is null
          and coalesce(e.send_at, o.paid_at) <= ${at(now)} - ${DAY(days)}
          and coalesce(e.send_at, o.paid_at) > ${at(now)} - ${DAY(until)}
        on conflict (idempotency_key) do nothing`);
      return affected(result);
    },

    /** Queues the notice "your gift goes to the backup charity on <date>" for open gifts within `before` days of it. */
    async queueBackupNotices(now: Date, backupAfterDays: number, before: number, kidspageUrl: string): Promise<number> {
      const result = await db.execute(sql`
        insert into mail_outbox (idempotency_key, kind, to_address, data)
        select 'backup-notice:' || o.id, 'backup-notice', o.email,
          jsonb_build_object('orderIdentifier', o.order_identifier, 'orderPublicId', o.public_id,
            'recipientName', o.recipient_name, 'paidAt', o.paid_at,
            'backupOn', o.paid_at + ${DAY(backupAfterDays)},
            'backupCharity', b.organization_name, 'kidspageUrl', ${kidspageUrl}::text)
        from redemptions r join orders o on o.id = r.order_id
        left join organizations b on b.id = o.backup_organization_id and b.active
        where r.redeemed_at is null and o.status = 'paid'
          and o.paid_at <= ${at(now)} - ${DAY(backupAfterDays - before)}
          and o.paid_at > ${at(now)} - ${DAY(backupAfterDays)}
        on conflict (idempotency_key) do nothing`);
      return affected(result);
    },

    /**
     * The charity "where it's needed most" as of `now` (NEEDED_MOST_RULE: least received over the
     * twelve months before `now`, children's choices and backup gifts alike), or undefined when none is active.
     */
    async neededMost(now: Date): Promise<number | undefined> {
      const result = await db.execute<{ id: number }>(sql`
        select o.id from organizations o
        left join (
          select organization_id, sum(amount_cents) as cents from redemption_selections
          where created_at >= ${at(now)} - interval '12 months' and created_at < ${at(now)}
          group by organization_id
        ) chosen on chosen.organization_id = o.id
        where o.active
        order by coalesce(chosen.cents, 0), o.organization_name, o.id
        limit 1`);
      const rows = (result as unknown as { rows?: { id: number }[] }).rows ?? (result as unknown as { id: number }[]);
      return rows[0] ? Number(rows[0].id) : undefined;
    },

    /**
     * Gives every open gift at least `backupAfterDays` old to its backup charity (the purchaser's,
     * while active; else `neededMostId`), in the child's name, marked as a backup gift: the code is
     * redeemed at `now` and its gift line written, in one statement. Returns how many.
     */
    async giveBackupGifts(now: Date, backupAfterDays: number, neededMostId: number): Promise<number> {
      const result = await db.execute(sql`
        with due as (
          update redemptions r set redeemed_at = ${at(now)}
          from orders o
          where o.id = r.order_id and r.redeemed_at is null and o.status = 'paid'
            and o.paid_at <= ${at(now)} - ${DAY(backupAfterDays)}
          returning r.id, r.amount_cents, o.recipient_name, o.backup_organization_id
        )
        insert into redemption_selections (redemption_id, organization_id, amount_cents, recipient_name, backup, created_at)
        select due.id, coalesce(b.id, ${neededMostId}::int), due.amount_cents, due.recipient_name, true, ${at(now)}
        from due left join organizations b on b.id = due.backup_organization_id and b.active`);
      return affected(result);
    },

    /** The purchaser's settings of a gift. */
    async setBackupCharity(orderId: number, organizationId: number | null) {
      await db.update(orders).set({ backupOrganizationId: organizationId }).where(eq(orders.id, orderId));
    },
    /** Turns the reminders of a gift off (the first time counts; a second click changes nothing). */
    async optOutOfReminders(orderId: number, at: Date) {
      await db
        .update(orders)
        .set({ remindersOptedOutAt: at })
        .where(and(eq(orders.id, orderId), isNull(orders.remindersOptedOutAt)));
    },
    async optInToReminders(orderId: number) {
      await db.update(orders).set({ remindersOptedOutAt: null }).where(eq(orders.id, orderId));
    },
    /** What the gift's trail shows: the code's use, its gift lines, the payouts that paid them, the e-card's sending. */
    async trailOf(orderId: number) {
      const result = await db.execute<{
        redeemed_at: string | null;
        lines: { organization: string; backup: boolean }[] | null;
        paid: { payout: number; paidOn: string; organization: string }[] | null;
        emailed_at: string | null;
      }>(sql`
        select r.redeemed_at,
          (select jsonb_agg(jsonb_build_object('organization', org.organization_name, 'backup', s.backup) order by s.id)
             from redemption_selections s join organizations org on org.id = s.organization_id
             where s.redemption_id = r.id) as lines,
          (select jsonb_agg(distinct jsonb_build_object('payout', po.id, 'paidOn', po.paid_on, 'organization', org.organization_name))
             from (select pi.selection_id, max(pi.payout_id) filter (where pi.amount_cents > 0) as paid_by
                   from payout_items pi join redemption_selections s on s.id = pi.selection_id
                   where s.redemption_id = r.id group by pi.selection_id having sum(pi.amount_cents) > 0) p
             join payouts po on po.id = p.paid_by
             join redemption_selections s on s.id = p.selection_id
             join organizations org on org.id = s.organization_id) as paid,
          (select m.sent_at from ecard_deliveries e join mail_outbox m on m.id = e.mail_id
             where e.order_id = r.order_id and m.status = 'sent') as emailed_at
        from redemptions r where r.order_id = ${orderId}`);
      const rows = (result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
      const row = rows[0] as
        | { redeemed_at: string | Date | null; lines: unknown; paid: unknown; emailed_at: string | Date | null }
        | undefined;
      const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());
      return {
        redeemedAt: iso(row?.redeemed_at ?? null),
        lines: (row?.lines ?? []) as { organization: string; backup: boolean }[],
        paid: ((row?.paid ?? []) as { payout: number; paidOn: string; organization: string }[]).sort(
          (a, b) => a.payout - b.payout || a.organization.localeCompare(b.organization),
        ),
        emailedAt: iso(row?.emailed_at ?? null),
      };
    },
    /** The charities a backup may be: the active ones, by name. */
    activeOrganizations() {
      return db
        .select({ id: organizations.id, name: organizations.organizationName })
        .from(organizations)
        .where(eq(organizations.active, true))
        .orderBy(organizations.organizationName);
    },
    async setNotifyWhenUsed(orderId: number, notify: boolean) {
      await db.update(orders).set({ notifyWhenUsed: notify }).where(eq(orders.id, orderId));
    },
    async activeOrganization(id: number) {
      const [row] = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(and(eq(organizations.id, id), eq(organizations.active, true)));
      return row;
    },
  };
}
export type AfterGiftRepository = ReturnType<typeof createAfterGiftRepository>;
