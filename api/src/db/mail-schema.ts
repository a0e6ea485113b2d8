/**
 * The mail outbox: one row per message, written in the same transaction as the event it reports
 * (order paid, donation paid, order shipped, code redeemed). The sender loop claims rows with
 * FOR UPDATE SKIP LOCKED, renders and delivers them (SMTP, or the local mailbox), and records the
 * outcome. `idempotencyKey` is unique: an event queues its message at most once.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const MAIL_KINDS = [
  'order-receipt',
  'order-shipped',
  'gift-opened',
  'donation-receipt',
  'ecard',
  'ecard-sent',
  'gift-reminder',
  'backup-notice',
  'gift-reached',
  'payout-reversed',
  'card-reissued',
  'staff-sign-in',
  'contribution-receipt',
  'group-notice',
  'postage-receipt',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    toAddress: text('to_address').notNull(),
    /** What the template needs, as of the event (never a redemption code). */
    data: jsonb('data').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A claim lasts until then; a sender that died mid-delivery leaves it to be claimed again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    claimToken: text('claim_token'),
    lastError: text('last_error'),
    /** 'smtp' or 'mailbox' (the local mailbox in this database). */
    transport: text('transport'),
    messageId: text('message_id'),
    subject: text('subject'),
    html: text('html'),
    text: text('text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('mail_outbox_key_uq').on(table.idempotencyKey),
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
  ],
);
