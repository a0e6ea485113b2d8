/**
 * The staff console's tables: staff accounts and their roles, passkeys (WebAuthn credentials),
 * one-time sign-in links, server-side sessions, WebAuthn challenges waiting for an answer, and the
 * append-only audit trail of every staff write (a trigger refuses UPDATE, DELETE and TRUNCATE:
 * see the migration). Secrets (link and session tokens) are stored as SHA-256 hashes only.
 */
import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const STAFF_ROLES = ['viewer', 'operator', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A disabled account cannot sign in; its sessions are revoked when it is disabled. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('staff_accounts_email_uq').on(table.email)],
);

export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    /** The credential id, base64url. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** What the person called it ("laptop"), or the date it was added. */
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('staff_passkeys_credential_uq').on(table.credentialId),
    index('staff_passkeys_staff_idx').on(table.staffId),
  ],
);

export const staffSignInLinks = pgTable(
  'staff_sign_in_links',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('staff_sign_in_links_token_uq').on(table.tokenHash)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    tokenHash: text('token_hash').notNull(),
    /** Sent back in the x-csrf-token header of every write; useless without the session cookie. */
    csrfToken: text('csrf_token').notNull(),
    /** 'link' (an e-mailed link) or 'passkey'. */
    method: text('method', { enum: ['link', 'passkey'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [
    uniqueIndex('staff_sessions_token_uq').on(table.tokenHash),
    index('staff_sessions_staff_idx').on(table.staffId),
  ],
);

/** A WebAuthn challenge handed out and not yet answered (single use, short-lived). */
export const staffChallenges = pgTable('staff_challenges', {
  id: text('id').primaryKey(),
  purpose: text('purpose', { enum: ['register', 'sign-in'] }).notNull(),
  /** Registration: the account adding a passkey; sign-in: null (discoverable credentials). */
  staffId: integer('staff_id').references(() => staffAccounts.id),
  challenge: text('challenge').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Every staff write: who, what, when, from where, the prior and resulting state. Append-only. */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for an attempt without an account (a sign-in link asked for an unknown address). */
    staffId: integer('staff_id'),
    staffEmail: text('staff_email'),
    role: text('role'),
    /** The route's action name, e.g. 'orders.ship'. */
    action: text('action').notNull(),
    /** What it acted on (an order identifier, a content row), when one thing. */
    target: text('target'),
    /** 'ok', or the refusal's message. */
    outcome: text('outcome').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [index('staff_audit_at_idx').on(table.at), index('staff_audit_staff_idx').on(table.staffId)],
);
