/**
 * Group gifts (docs/group-gifts.md): a group is one card (an order, unpaid until the group closes)
 * with a share link and an organizer link (their tokens stored as SHA-256, lib/secret-token.ts),
 * and its contributions, each its own PayPal order, captured and receipted on its own.
 */

import { GROUP_STATES } from '@littlegivers/shared/contract/group';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './schema';

/** A mailed group card's postage (gift_groups.postage_state). */
export const POSTAGE_STATES = ['due', 'paid', 'refund-due', 'refunded'] as const;

export const giftGroups = pgTable(
  'gift_groups',
  {
    id: serial('id').primaryKey(),
    /** The card: an order of status prePaymentAuthorization, paid by the close for the total. */
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    shareTokenHash: text('share_token_hash').notNull(),
    organizerTokenHash: text('organizer_token_hash').notNull(),
    /** The closing day (YYYY-MM-DD) in the organizer's zone, and its 8:00 there. */
    closesOn: text('closes_on').notNull(),
    timeZone: text('time_zone').notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    state: text('state', { enum: GROUP_STATES }).notNull().default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A mailed card's postage, paid by the organizer when starting (null: nothing to pay, the
     * links work at once). Its state: due (the start's PayPal order made, the links dead until it
     * is captured), paid, refund-due (the card will not go: cancelled, or closed with no part), refunded.
     */
    postageCents: integer('postage_cents'),
    postageState: text('postage_state', { enum: POSTAGE_STATES }),
    postagePaypalOrderId: text('postage_paypal_order_id'),
    postageCaptureId: text('postage_capture_id'),
    postagePaymentData: jsonb('postage_payment_data'),
    postagePaidAt: timestamp('postage_paid_at', { withTimezone: true }),
    postageRefundId: text('postage_refund_id'),
    postageRefundedAt: timestamp('postage_refunded_at', { withTimezone: true }),
    /**
     * The started message's links (vault ciphertexts) while the postage is due: the message goes
     * when the postage is captured, and this is cleared then.
     */
    pendingLinks: jsonb('pending_links').$type<{ shareCiphertext: string; organizerCiphertext: string }>(),
  },
  (table) => [
    uniqueIndex('gift_groups_order_uq').on(table.orderId),
    uniqueIndex('gift_groups_share_uq').on(table.shareTokenHash),
    uniqueIndex('gift_groups_organizer_uq').on(table.organizerTokenHash),
    index('gift_groups_due_idx').on(table.state, table.closesAt),
  ],
);

/**
 * pending (its PayPal order made), paid (counted in the card), refund-due (captured, to be given
 * back: the group was cancelled, or had closed when it was paid), refunded.
 */
export const CONTRIBUTION_STATES = ['pending', 'paid', 'refund-due', 'refunded'] as const;

export const groupContributions = pgTable(
  'group_contributions',
  {
    id: serial('id').primaryKey(),
    publicId: uuid('public_id').notNull().defaultRandom(),
    groupId: integer('group_id')
      .notNull()
      .references(() => giftGroups.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    line: text('line'),
    showAmount: boolean('show_amount').notNull().default(false),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: CONTRIBUTION_STATES }).notNull().default('pending'),
    paypalOrderId: text('paypal_order_id'),
    paypalCaptureId: text('paypal_capture_id'),
    paymentData: jsonb('payment_data'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Refunded: why ('cancelled', or 'late': captured after the group closed) and PayPal's refund id. */
    refundReason: text('refund_reason', { enum: ['cancelled', 'late'] }),
    paypalRefundId: text('paypal_refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    uniqueIndex('group_contributions_public_id_uq').on(table.publicId),
    uniqueIndex('group_contributions_paypal_order_uq').on(table.paypalOrderId),
    index('group_contributions_group_idx').on(table.groupId, table.status),
  ],
);
