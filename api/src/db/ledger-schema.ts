/**
 * The public ledger's aggregates (GET /api/impact, the /impact page): one row per charity and
 * month of the children's choices, and one summary row. Kept current where the money moves (a
 * gift chosen, a backup gift, a payout recorded or reversed, the daily after-gift run), so the
 * page reads a few thousand rows instead of every gift (repositories/ledger.ts).
 */
import { bigint, date, integer, jsonb, numeric, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './schema';

/** How many payouts a charity-month names (the latest ones); `payout_count` counts them all. */
export const LEDGER_PAYOUT_REFS = 3;

const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** A payout as the ledger names it: its number, the day it was paid, its reference. */
export interface LedgerPayoutRef {
  payout: number;
  paidOn: string;
  reference: string;
  cents: number;
}

export const ledgerMonths = pgTable(
  'ledger_months',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** First day of the month (UTC) in which the children chose these gifts. */
    month: date('month', { mode: 'string' }).notNull(),
    gifts: integer('gifts').notNull().default(0),
    giftCents: cents('gift_cents'),
    backupGifts: integer('backup_gifts').notNull().default(0),
    backupCents: cents('backup_cents'),
    paidCents: cents('paid_cents'),
    waitingGifts: integer('waiting_gifts').notNull().default(0),
    waitingCents: cents('waiting_cents'),
    /** The earliest choice among the gifts still waiting to be paid. */
    oldestWaitingAt: timestamp('oldest_waiting_at', { withTimezone: true }),
    /** The latest payouts (at most LEDGER_PAYOUT_REFS) that paid these gifts (net of reversals), oldest first. */
    payouts: jsonb('payouts').$type<LedgerPayoutRef[]>().notNull().default([]),
    /** How many payouts paid these gifts in all. */
    payoutCount: integer('payout_count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.month] })],
);

export const ledgerSummary = pgTable('ledger_summary', {
  id: integer('id').primaryKey(),
  /** Days from a child's choice to the payout that paid it, over every paid gift line. */
  medianDaysToPayout: numeric('median_days_to_payout', { mode: 'number' }),
  longestDaysToPayout: integer('longest_days_to_payout'),
  paidLines: integer('paid_lines').notNull().default(0),
  shippingCents: cents('shipping_cents'),
  mailedCards: integer('mailed_cards').notNull().default(0),
  printedAtHomeCards: integer('printed_at_home_cards').notNull().default(0),
  orderSupportCents: cents('order_support_cents'),
  directSupportCents: cents('direct_support_cents'),
  directDonations: integer('direct_donations').notNull().default(0),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
});
