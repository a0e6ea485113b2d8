/**
 * The public ledger's aggregates: rebuilt in two set-based statements from the gift lines, the
 * payouts and the paid orders (a payout recorded or reversed, a new gift line seen by the
 * keeper in services/ledger.ts, the daily after-gift run), read as a
 * few thousand rows by GET /api/impact. Months are UTC months of the code's redemption, as in
 * `ops disbursements`, so the two reconcile to the cent.
 */
import { asc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { LEDGER_PAYOUT_REFS, ledgerMonths, ledgerSummary, organizations, redemptionSelections } from '../db/schema';

export function createLedgerRepository(db: Db) {
  return {
    /** Rebuilds every aggregate (call inside a transaction: readers see the old or the new, whole). */
    async refresh(): Promise<void> {
      // One rebuild at a time: a second waits, then replaces the first's rows whole.
      await db.execute(sql`lock table ledger_months in share row exclusive mode`);
      await db.execute(sql`delete from ledger_months`);
      await db.execute(sql`
        insert into ledger_months (organization_id, month, gifts, gift_cents, backup_gifts, backup_cents,
          paid_cents, waiting_gifts, waiting_cents, oldest_waiting_at, payouts, payout_count)
        with paid as (
          select selection_id, max(payout_id) filter (where amount_cents > 0) as paid_by
          from payout_items group by selection_id having sum(amount_cents) > 0
        ),
        lines as (
          select s.organization_id as org,
            date_trunc('month', r.redeemed_at at time zone 'UTC')::date as month,
            s.amount_cents, s.backup, r.redeemed_at, p.paid_by
          from redemption_selections s
          join redemptions r on r.id = s.redemption_id
          left join paid p on p.selection_id = s.id
          where r.redeemed_at is not null
        ),
        per_payout as (
          select org, month, paid_by, sum(amount_cents) as cents from lines where paid_by is not null group by 1, 2, 3
        ),
        ranked as (
          select pp.org, pp.month, pp.cents, po.id, po.paid_on, po.reference,
            row_number() over (partition by pp.org, pp.month order by po.id desc) as newest
          from per_payout pp join payouts po on po.id = pp.paid_by
        ),
        refs as (
          select org, month, count(*)::int as payout_count,
            jsonb_agg(jsonb_build_object('payout', id, 'paidOn', paid_on, 'reference', reference, 'cents', cents)
              order by id) filter (where newest <= ${LEDGER_PAYOUT_REFS}) as payouts
          from ranked group by 1, 2
        ),
        months as (
          select org, month, count(*)::int as gifts, sum(amount_cents) as gift_cents,
            count(*) filter (where backup)::int as backup_gifts,
            coalesce(sum(amount_cents) filter (where backup), 0) as backup_cents,
            coalesce(sum(amount_cents) filter (where paid_by is not null), 0) as paid_cents,
            count(*) filter (where paid_by is null)::int as waiting_gifts,
            coalesce(sum(amount_cents) filter (where paid_by is null), 0) as waiting_cents,
            min(redeemed_at) filter (where paid_by is null) as oldest_waiting_at
          from lines group by org, month
        )
        select m.org, m.month, m.gifts, m.gift_cents, m.backup_gifts, m.backup_cents, m.paid_cents,
          m.waiting_gifts, m.waiting_cents, m.oldest_waiting_at, coalesce(refs.payouts, '[]'::jsonb),
          coalesce(refs.payout_count, 0)
        from months m left join refs on refs.org = m.org and refs.month = m.month`);
      await db.execute(sql`
        insert into ledger_summary (id, median_days_to_payout, longest_days_to_payout, paid_lines, shipping_cents,
          mailed_cards, printed_at_home_cards, order_support_cents, direct_support_cents, direct_donations, refreshed_at)
        with paid as (
          select selection_id, max(payout_id) filter (where amount_cents > 0) as paid_by
          from payout_items group by selection_id having sum(amount_cents) > 0
        ),
        waits as (
          select (po.paid_on - (r.redeemed_at at time zone 'UTC')::date) as days
          from paid p
          join payouts po on po.id = p.paid_by
          join redemption_selections s on s.id = p.selection_id
          join redemptions r on r.id = s.redemption_id
        ),
        sold as (
          select coalesce(sum(shipping_cents), 0) as shipping_cents,
            count(*) filter (where delivery = 'mail')::int as mailed,
            count(*) filter (where delivery = 'print')::int as printed,
            coalesce(sum(donation_cents), 0) as support_cents
          from orders where status = 'paid'
        ),
        direct as (
          select coalesce(sum(amount_cents), 0) as cents, count(*)::int as n from donations where status = 'paid'
        )
        select 1,
          (select percentile_cont(0.5) within group (order by days) from waits),
          (select max(days) from waits), (select count(*)::int from waits),
          sold.shipping_cents, sold.mailed, sold.printed, sold.support_cents, direct.cents, direct.n, now()
        from sold, direct
        on conflict (id) do update set
          median_days_to_payout = excluded.median_days_to_payout,
          longest_days_to_payout = excluded.longest_days_to_payout,
          paid_lines = excluded.paid_lines, shipping_cents = excluded.shipping_cents,
          mailed_cards = excluded.mailed_cards, printed_at_home_cards = excluded.printed_at_home_cards,
          order_support_cents = excluded.order_support_cents,
          direct_support_cents = excluded.direct_support_cents,
          direct_donations = excluded.direct_donations, refreshed_at = excluded.refreshed_at`);
    },

    /** Every charity-month, with the charity's name, by charity then month. */
    months() {
      return db
        .select({ month: ledgerMonths, organizationName: organizations.organizationName })
        .from(ledgerMonths)
        .innerJoin(organizations, eq(organizations.id, ledgerMonths.organizationId))
        .orderBy(asc(organizations.organizationName), asc(ledgerMonths.organizationId), asc(ledgerMonths.month));
    },

    /** When the aggregates were last rebuilt (a cheap key for a cached answer), or undefined before the first. */
    async refreshedAt(): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: ledgerSummary.refreshedAt })
        .from(ledgerSummary)
        .where(eq(ledgerSummary.id, 1));
      return row?.at;
    },

    /** The newest gift line's id (a child's choice or a backup gift), or null when there is none. */
    async newestLineId(): Promise<number | null> {
      const [row] = await db.select({ id: max(redemptionSelections.id) }).from(redemptionSelections);
      return row?.id ?? null;
    },

    async summary() {
      const [row] = await db.select().from(ledgerSummary).where(eq(ledgerSummary.id, 1));
      return row;
    },
  };
}
export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
