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
import { reachedAt, reachedJoins } from './gift-timeline';

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
     * Queues the reminder of `days` for every open gift whose card reached the child at least that
     * long ago and less than `until` days ago (the next reminder's or the notice's day), unless its
     * purchaser turned reminders off: to the grown-up of an e-card, to the purchaser of a mailed or
     * print-at-home card. When the card reached the child is the gift timeline's rule
     * (`reachedAt`): a card not sent yet is never reminded of. The row keeps no link: the sender
     * reveals the e-card's or the reissued card's live link when it sends.
     */
    async queueReminders(now: Date, days: number, until: number, kidspageUrl: string): Promise<number> {
      const result = await db.execute(sql`
        insert into mail_outbox (idempotency_key, kind, to_address, data)
        select 'gift-reminder:' || o.id || ':' || ${days}::int, 'gift-reminder',
          case when o.delivery = 'email' and reach_e.grown_up_email is not null then reach_e.grown_up_email else o.email end,
          jsonb_build_object('orderIdentifier', o.order_identifier, 'orderPublicId', o.public_id,
            'recipientName', o.recipient_name, 'fromName', o.from_name, 'paidAt', o.paid_at, 'days', ${days}::int,
            'delivery', o.delivery, 'kidspageUrl', ${kidspageUrl}::text, 'reachedAt', ${reachedAt},
            'reissuedAt', (select max(c.reissued_at) from code_reissues c where c.order_id = o.id))
        from redemptions r join orders o on o.id = r.order_id
        ${reachedJoins}
        where r.redeemed_at is null and o.status = 'paid' and o.reminders_opted_out_at is null
          and ${reachedAt} <= ${at(now)} - ${DAY(days)}
          and ${reachedAt} > ${at(now)} - ${DAY(until)}
        on conflict (idempotency_key) do nothing`);
      return affected(result);
    },

    /**
     * Queues the notice "your gift goes to the backup charity on <date>" for open gifts within
     * `before` days of their backup day (one year after the card reached the child). One notice per
     * gift and backup day: a new card after a notice (a reissue, an e-card sent again) restarts the
     * year, and the purchaser is told the new day when it comes near.
     */
    async queueBackupNotices(now: Date, backupAfterDays: number, before: number, kidspageUrl: string): Promise<number> {
      const result = await db.execute(sql`
        insert into mail_outbox (idempotency_key, kind, to_address, data)
        select 'backup-notice:' || o.id || ':' || to_char((${reachedAt} + ${DAY(backupAfterDays)}) at time zone 'UTC', 'YYYY-MM-DD'),
          'backup-notice', o.email,
          jsonb_build_object('orderIdentifier', o.order_identifier, 'orderPublicId', o.public_id,
            'recipientName', o.recipient_name, 'paidAt', o.paid_at, 'reachedAt', ${reachedAt},
            'backupOn', ${reachedAt} + ${DAY(backupAfterDays)},
            'backupCharity', b.organization_name, 'kidspageUrl', ${kidspageUrl}::text)
        from redemptions r join orders o on o.id = r.order_id
        ${reachedJoins}
        left join organizations b on b.id = o.backup_organization_id and b.active
        where r.redeemed_at is null and o.status = 'paid'
          and ${reachedAt} <= ${at(now)} - ${DAY(backupAfterDays - before)}
          and ${reachedAt} > ${at(now)} - ${DAY(backupAfterDays)}
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
     * Gives every open gift whose card reached the child at least `backupAfterDays` ago (a card
     * not sent yet never) to its backup charity (the purchaser's,
     * while active; else `neededMostId`), in the child's name, marked as a backup gift: the code is
     * redeemed at `now` and its gift line written, in one statement. Returns how many.
     */
    async giveBackupGifts(now: Date, backupAfterDays: number, neededMostId: number): Promise<number> {
      const result = await db.execute(sql`
        with due as (
          update redemptions r set redeemed_at = ${at(now)}
          from orders o
          ${reachedJoins}
          where o.id = r.order_id and r.redeemed_at is null and o.status = 'paid'
            and ${reachedAt} <= ${at(now)} - ${DAY(backupAfterDays)}
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
    /**
     * The facts of a gift's timeline (gift-timeline) and what its trail shows: the code's use, its
     * gift lines, the payouts that paid them, the e-card's last sending, the newest reissue.
     */
    async trailOf(orderId: number) {
      const result = await db.execute(sql`
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
          e.sent_at as emailed_at, e.send_at as ecard_send_at,
          (select max(c.reissued_at) from code_reissues c where c.order_id = r.order_id) as reissued_at
        from redemptions r left join ecard_deliveries e on e.order_id = r.order_id
        where r.order_id = ${orderId}`);
      const rows = (result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
      type Moment = string | Date | null;
      const row = rows[0] as
        | {
            redeemed_at: Moment;
            lines: unknown;
            paid: unknown;
            emailed_at: Moment;
            ecard_send_at: Moment;
            reissued_at: Moment;
          }
        | undefined;
      const date = (value: Moment | undefined) => (value === null || value === undefined ? null : new Date(value));
      const iso = (value: Moment | undefined) => date(value)?.toISOString() ?? null;
      return {
        redeemedAt: iso(row?.redeemed_at),
        lines: (row?.lines ?? []) as { organization: string; backup: boolean }[],
        paid: ((row?.paid ?? []) as { payout: number; paidOn: string; organization: string }[]).sort(
          (a, b) => a.payout - b.payout || a.organization.localeCompare(b.organization),
        ),
        emailedAt: iso(row?.emailed_at),
        ecardSendAt: date(row?.ecard_send_at),
        reissuedAt: date(row?.reissued_at),
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
