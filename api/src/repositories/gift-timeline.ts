/**
 * The gift timeline's rule (shared/src/contract/gift-timeline.ts, `reachedOf`) in SQL, for the
 * set-based statements of the daily after-gift run: when the card the child holds reached them.
 * `api/test/after-gift/timeline.test.ts` holds this expression and `giftTimeline` to the same answer
 * for every delivery and state. Use it with `reachedJoins` over `orders o`.
 */
import { sql } from 'drizzle-orm';

/** The joins `reachedAt` reads: the e-card's delivery and the mailed card's shipment. */
export const reachedJoins = sql`left join ecard_deliveries reach_e on reach_e.order_id = o.id
  left join order_shipments reach_s on reach_s.order_id = o.id`;

/**
 * When the card the child holds reached them (null while it has not): an e-card's last sending,
 * a mailed card's mailing (else its printing), a print-at-home card's payment or newest reissue.
 */
export const reachedAt = sql`(case o.delivery
  when 'email' then reach_e.sent_at
  when 'mail' then coalesce(reach_s.shipped_at, o.printed_at)
  when 'print' then greatest(o.paid_at,
    (select max(c.reissued_at) from code_reissues c where c.order_id = o.id))
  end)`;
