/**
 * The public ledger (GET /api/impact, the /impact page): aggregates only. Money in whole cents.
 * A period is one month of the children's choices, or several months merged so that every period
 * holds at least three gifts for its charity.
 */
import * as z from 'zod/mini';

const count = z.int().check(z.nonnegative());
const cents = z.int();

export const impactPayoutSchema = z.object({
  payout: z.int(),
  paidOn: z.string(),
  reference: z.string(),
});

export const impactPeriodSchema = z.object({
  /** First and last month (YYYY-MM), the same for an unmerged month. */
  from: z.string(),
  to: z.string(),
  gifts: count,
  giftCents: cents,
  backupGifts: count,
  backupCents: cents,
  paidCents: cents,
  /** The latest payouts (at most three) that paid the period's gifts, oldest first. */
  payouts: z.array(impactPayoutSchema),
  /** Earlier payouts also paid the period's gifts (every payout is in `ops payouts list`). */
  earlierPayouts: z.optional(z.boolean()),
  waitingCents: cents,
  /** Whole days the oldest gift still waiting has waited since the child chose; null when none waits. */
  oldestWaitDays: z.nullable(count),
});
export type ImpactPeriod = z.infer<typeof impactPeriodSchema>;

export const impactCharitySchema = z.object({
  /** The charity's name, or null for charities with fewer than three gifts in all, shown together. */
  charity: z.nullable(z.string()),
  periods: z.array(impactPeriodSchema),
});
export type ImpactCharity = z.infer<typeof impactCharitySchema>;

export const impactSchema = z.object({
  refreshedAt: z.nullable(z.string()),
  charities: z.array(impactCharitySchema),
  totals: z.object({
    gifts: count,
    giftCents: cents,
    backupGifts: count,
    backupCents: cents,
    paidCents: cents,
    waitingCents: cents,
  }),
  daysToPayout: z.object({ median: z.nullable(z.number()), longest: z.nullable(z.int()), paidGifts: count }),
  fees: z.object({
    shippingCents: cents,
    mailedCards: count,
    printedAtHomeCards: count,
    orderSupportCents: cents,
    directSupportCents: cents,
    directDonations: count,
  }),
  backupRule: z.string(),
});
export type Impact = z.infer<typeof impactSchema>;
