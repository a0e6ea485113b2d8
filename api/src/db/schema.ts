/**
 * The database, in drizzle's schema language. Money is stored in whole cents. Migrations are
 * generated from this file (`pnpm --filter api db:generate`) into ./drizzle and applied at start.
 */
import { DEFAULT_DELIVERY, DELIVERY_METHODS } from '@littlegivers/shared/contract/delivery';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The id the browser sees for a row that identifies a gift or a redemption: random (gen_random_uuid,
 * 122 random bits), so ids cannot be counted or guessed. The serial `id` stays internal (joins, ops).
 */
const publicId = () => uuid('public_id').notNull().defaultRandom();

/**
 * Reconciliation's bookkeeping on a record paid through PayPal (services/reconcile.ts): how often
 * it asked PayPal, when it may ask next (backoff), when it stopped asking (PayPal order expired),
 * and when the buyer's approval last reached the API (the browser's payment data or PayPal's
 * webhook): such a record is most likely paid, and is looked at first.
 */
const reconcileColumns = () => ({
  reconcileAttempts: integer('reconcile_attempts').notNull().default(0),
  reconcileNextAt: timestamp('reconcile_next_at', { withTimezone: true }),
  reconcileClosedAt: timestamp('reconcile_closed_at', { withTimezone: true }),
  approvalReportedAt: timestamp('approval_reported_at', { withTimezone: true }),
});

export const cardTypes = pgTable('card_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  displayName: text('display_name').notNull(),
  publicFacingName: text('public_facing_name').notNull(),
  customText: boolean('custom_text').notNull().default(false),
  anonymous: boolean('anonymous').notNull().default(false),
  header: text('header').notNull(),
  line1: text('line1'),
  line2: text('line2'),
  line3: text('line3'),
  sortOrder: integer('sort_order').notNull().default(0),
  /** The card design (a key of @littlegivers/design's DESIGN_KEYS); content, set by the seed or an import. */
  designKey: text('design_key').notNull().default('neutral'),
});

export const packages = pgTable('packages', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  publicFacingName: text('public_facing_name').notNull(),
  description: text('description').notNull(),
  tracked: boolean('tracked').notNull(),
  costCents: integer('cost_cents').notNull(),
  active: boolean('active').notNull().default(true),
  /** 'mail' (posted by the team), 'print' (print at home) or 'email' (an e-card to a grown-up). */
  delivery: text('delivery', { enum: DELIVERY_METHODS }).notNull().default(DEFAULT_DELIVERY),
});

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  sortOrder: integer('sort_order').notNull(),
  categoryName: text('category_name').notNull(),
  descriptiveText: text('descriptive_text').notNull(),
  imagePath: text('image_path').notNull(),
  mobileBannerImagePath: text('mobile_banner_image_path'),
  bannerImagePath: text('banner_image_path'),
});

export const organizations = pgTable(
  'organizations',
  {
    id: integer('id').primaryKey(),
    active: boolean('active').notNull(),
    organizationName: text('organization_name').notNull(),
    imagePath: text('image_path'),
    /** An art key of @littlegivers/design (CHARITY_ART), or null. */
    image: text('image'),
    tagline: text('tagline'),
    organizationDescription: text('organization_description').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    url: text('url'),
    urlText: text('url_text'),
    ein: text('ein'),
    sample: boolean('sample').notNull().default(false),
  },
  (table) => [index('organizations_category_idx').on(table.categoryId)],
);

export const faqItems = pgTable('faq_items', {
  id: integer('id').primaryKey(),
  heading: text('heading').notNull(),
  text: text('text').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const funIdeas = pgTable('fun_ideas', {
  id: integer('id').primaryKey(),
  heading: text('heading').notNull(),
  text: text('text').notNull(),
  iconPath: text('icon_path'),
  sortOrder: integer('sort_order').notNull(),
});

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    publicId: publicId(),
    orderIdentifier: text('order_identifier').notNull(),
    status: text('status', { enum: ['prePaymentAuthorization', 'paid'] }).notNull(),
    /** 'group': a group card, paid by its givers' contributions when the group closed (db/group-schema.ts). */
    paymentMethod: text('payment_method', { enum: ['paypal', 'skipped', 'group'] }),
    email: text('email').notNull(),
    fromName: text('from_name').notNull(),
    recipientName: text('recipient_name').notNull(),
    /** The package's delivery: 'mail' (the ship-to is set), 'print' or 'email' (no ship-to). */
    delivery: text('delivery', { enum: DELIVERY_METHODS }).notNull().default(DEFAULT_DELIVERY),
    // The ship-to: set on every mailed order, null on a print-at-home one (services/ordering.ts).
    shippingFirstName: text('shipping_first_name'),
    shippingLastName: text('shipping_last_name'),
    shippingAddress1: text('shipping_address1'),
    shippingAddress2: text('shipping_address2'),
    shippingCity: text('shipping_city'),
    shippingState: text('shipping_state'),
    shippingZip: text('shipping_zip'),
    shippingCountry: text('shipping_country'),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    cardTypeId: integer('card_type_id').references(() => cardTypes.id),
    customMessage: text('custom_message'),
    headerFontSize: integer('header_font_size').notNull(),
    headerLineHeight: integer('header_line_height').notNull(),
    cardTemplateId: integer('card_template_id').notNull().default(1),
    giftCents: integer('gift_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    donationCents: integer('donation_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    paypalOrderId: text('paypal_order_id'),
    paypalCaptureId: text('paypal_capture_id'),
    paymentData: jsonb('payment_data'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    printedAt: timestamp('printed_at', { withTimezone: true }),
    /** Tell the purchaser when the code is redeemed (gift step 1 checkbox; receipts issue). */
    notifyWhenUsed: boolean('notify_when_used').notNull().default(true),
    /**
     * Where the gift goes if the code is still unused at one year (services/after-gift.ts); null is
     * "where it's needed most" (shared/contract/after-gift.ts states the rule).
     */
    backupOrganizationId: integer('backup_organization_id').references((): AnyPgColumn => organizations.id),
    /** The purchaser turned off the reminders for this gift (one click in a reminder, or the gift page). */
    remindersOptedOutAt: timestamp('reminders_opted_out_at', { withTimezone: true }),
    ...reconcileColumns(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('orders_public_id_uq').on(table.publicId),
    uniqueIndex('orders_identifier_uq').on(table.orderIdentifier),
    uniqueIndex('orders_paypal_order_uq').on(table.paypalOrderId),
    index('orders_status_idx').on(table.status, table.createdAt),
    index('orders_reconcile_idx').on(table.status, table.reconcileClosedAt, table.reconcileNextAt),
  ],
);

export const orderLineItems = pgTable(
  'order_line_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineItem: text('line_item', { enum: ['giftAmount', 'shipping', 'donation'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    note: text('note'),
  },
  (table) => [index('order_line_items_order_idx').on(table.orderId)],
);

/**
 * One code per paid order. codeHash is an HMAC of the normalised code (lookup); codeCiphertext is
 * AES-256-GCM (the print queue needs the code). Neither reveals the code without the key.
 */
export const redemptions = pgTable(
  'redemptions',
  {
    id: serial('id').primaryKey(),
    publicId: publicId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    codeHash: text('code_hash').notNull(),
    codeCiphertext: text('code_ciphertext').notNull(),
    amountCents: integer('amount_cents').notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('redemptions_public_id_uq').on(table.publicId),
    uniqueIndex('redemptions_order_uq').on(table.orderId),
    uniqueIndex('redemptions_code_uq').on(table.codeHash),
  ],
);

/** A session opened by a correct code; sessionHash is SHA-256 of the session id handed out. */
export const redemptionSessions = pgTable(
  'redemption_sessions',
  {
    id: serial('id').primaryKey(),
    redemptionId: integer('redemption_id')
      .notNull()
      .references(() => redemptions.id),
    sessionHash: text('session_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('redemption_sessions_hash_uq').on(table.sessionHash)],
);

/** The donation made in the child's name. */
export const redemptionSelections = pgTable(
  'redemption_selections',
  {
    id: serial('id').primaryKey(),
    redemptionId: integer('redemption_id')
      .notNull()
      .references(() => redemptions.id),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    amountCents: integer('amount_cents').notNull(),
    recipientName: text('recipient_name').notNull(),
    /** Given to the backup charity at one year because the code was never used (services/after-gift.ts). */
    backup: boolean('backup').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('redemption_selections_redemption_idx').on(table.redemptionId),
    index('redemption_selections_organization_idx').on(table.organizationId, table.createdAt),
  ],
);

export const donations = pgTable(
  'donations',
  {
    id: serial('id').primaryKey(),
    message: text('message'),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['prePaymentAuthorization', 'paid'] }).notNull(),
    paypalOrderId: text('paypal_order_id'),
    paypalCaptureId: text('paypal_capture_id'),
    paymentData: jsonb('payment_data'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...reconcileColumns(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('donations_paypal_order_uq').on(table.paypalOrderId),
    index('donations_status_idx').on(table.status, table.createdAt),
    index('donations_reconcile_idx').on(table.status, table.reconcileClosedAt, table.reconcileNextAt),
  ],
);

/** Webhook events already handled (PayPal retries deliveries). */
export const paypalWebhookEvents = pgTable('paypal_webhook_events', {
  id: text('id').primaryKey(),
  eventType: text('event_type').notNull(),
  resourceId: text('resource_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** State of the local PayPal stand-in (PAYPAL_MODE=fake), kept in the database so every API process sees it. */
export const paypalFakeOrders = pgTable('paypal_fake_orders', {
  id: text('id').primaryKey(),
  status: text('status', { enum: ['CREATED', 'APPROVED', 'COMPLETED', 'VOIDED'] }).notNull(),
  currency: text('currency').notNull(),
  value: text('value').notNull(),
  referenceId: text('reference_id'),
  decline: boolean('decline').notNull().default(false),
  payerId: text('payer_id'),
  captureId: text('capture_id'),
  captureRequestId: text('capture_request_id'),
  /** A refund of the capture (the whole amount): its id and the request id that made it. */
  refundId: text('refund_id'),
  refundRequestId: text('refund_request_id'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * Leases of jobs that must run in one process at a time across all API processes (reconciliation):
 * taken with one conditional upsert while the previous lease has run out, released by its holder.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  leasedUntil: timestamp('leased_until', { withTimezone: true }).notNull(),
});

// ---- Operations (ops CLI): shipping, reissued codes, charity payouts, content version ----

/** When an order was mailed and, for tracked packages, its tracking number (ops ship). */
export const orderShipments = pgTable(
  'order_shipments',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull(),
    trackingNumber: text('tracking_number'),
  },
  (table) => [index('order_shipments_shipped_idx').on(table.shippedAt)],
);

/**
 * Every code replaced by `ops reissue` (a lost token): the old code's hash (it no longer opens
 * anything), when, why, and where the order stood (printed/shipped) before it went back on the
 * print queue.
 */
export const codeReissues = pgTable(
  'code_reissues',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    redemptionId: integer('redemption_id')
      .notNull()
      .references(() => redemptions.id),
    previousCodeHash: text('previous_code_hash').notNull(),
    reason: text('reason'),
    previousPrintedAt: timestamp('previous_printed_at', { withTimezone: true }),
    previousShippedAt: timestamp('previous_shipped_at', { withTimezone: true }),
    previousTrackingNumber: text('previous_tracking_number'),
    reissuedAt: timestamp('reissued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('code_reissues_order_idx').on(table.orderId, table.reissuedAt)],
);

/**
 * A secret link to an order (a card's download, the purchaser's page, an e-card's page): a token
 * of 256 random bits, handed out once; `token_hash` (SHA-256) is the lookup, `token_ciphertext`
 * (AES-GCM under the code vault's key) lets a message or an answer give the same link again;
 * `revoked_at` when a reissue replaces it.
 */
const secretLinkColumns = () => ({
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id),
  tokenHash: text('token_hash').notNull(),
  tokenCiphertext: text('token_ciphertext').notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** A secret link table's indexes: one row a token, and the links of an order. */
const secretLinkIndexes = (table: string) => (columns: { tokenHash: AnyPgColumn; orderId: AnyPgColumn }) => [
  uniqueIndex(`${table}_token_uq`).on(columns.tokenHash),
  index(`${table}_order_idx`).on(columns.orderId),
];

/**
 * The download links of print-at-home cards (GET /api/cardDownload/{token}): the token is 256
 * random bits handed out in the paid answer and the receipt; `token_hash` (SHA-256) is the lookup,
 * `token_ciphertext` (AES-GCM under the code vault's key) lets the paid answer and the receipt
 * give the same link again. Issued in the transaction that marks the order paid, valid 30 days,
 * revoked (`revoked_at`) when the code is reissued. See docs/adr/0010-card-download-token.md.
 */
export const cardDownloads = pgTable(
  'card_downloads',
  { ...secretLinkColumns(), expiresAt: timestamp('expires_at', { withTimezone: true }).notNull() },
  secretLinkIndexes('card_downloads'),
);

/**
 * The purchaser's link (the secret page where the purchaser sees the gift and, for an e-card,
 * changes its delivery): 256 random bits, handed out in the receipt; `token_hash` (SHA-256) is the
 * lookup, `token_ciphertext` (AES-GCM under the code vault's key) lets the receipt be rendered
 * later. Issued in the transaction that marks the order paid. See docs/ecard.md.
 */
export const purchaserLinks = pgTable('purchaser_links', secretLinkColumns(), secretLinkIndexes('purchaser_links'));

/**
 * An e-card's delivery to a grown-up (delivery 'email'): who gets it, the day and time zone
 * chosen, the instant that means (8:00 local, or the moment of paying for 'today'), and the outbox
 * message that carries it (`mail_id`: the newest one; its status says whether it went).
 */
export const ecardDeliveries = pgTable(
  'ecard_deliveries',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    grownUpName: text('grown_up_name').notNull(),
    grownUpEmail: text('grown_up_email').notNull(),
    /** YYYY-MM-DD in `time_zone`. */
    sendOn: text('send_on').notNull(),
    timeZone: text('time_zone').notNull(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    mailId: integer('mail_id'),
    /**
     * When the card the child holds was last e-mailed (the sender records each e-card that went:
     * the first, a resend, a reissue); null while none has gone. The gift's year counts from it
     * (gift-timeline).
     */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ecard_deliveries_send_idx').on(table.sendAt)],
);

/** The e-card page's links (like card_downloads: hash for lookup, ciphertext for the message); revoked by a reissue. */
export const ecardLinks = pgTable('ecard_links', secretLinkColumns(), secretLinkIndexes('ecard_links'));

/** Every change of an e-card's delivery (by the purchaser, an operator or the sender): what, when, by whom. */
export const deliveryChanges = pgTable(
  'delivery_changes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    actor: text('actor', { enum: ['purchaser', 'ops', 'system'] }).notNull(),
    change: text('change').notNull(),
    details: jsonb('details').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('delivery_changes_order_idx').on(table.orderId, table.createdAt)],
);

/**
 * A payout to the charities recorded by `ops disbursements --mark-paid`: when and how the money
 * left (paid_on, method, reference such as a check number or transfer id). Append-only: a trigger
 * refuses UPDATE, DELETE and TRUNCATE (migration 0009). A correction is a new row with a signed
 * total that names the payout it corrects (`ops payouts reverse`).
 */
export const payouts = pgTable('payouts', {
  id: serial('id').primaryKey(),
  periodFrom: timestamp('period_from', { withTimezone: true }).notNull(),
  periodTo: timestamp('period_to', { withTimezone: true }).notNull(),
  giftCount: integer('gift_count').notNull(),
  /** Signed: a reversal is negative. */
  totalCents: integer('total_cents').notNull(),
  paidOn: date('paid_on', { mode: 'string' }).notNull(),
  method: text('method').notNull(),
  reference: text('reference').notNull(),
  correctsPayoutId: integer('corrects_payout_id').references((): AnyPgColumn => payouts.id),
  reason: text('reason'),
  createdAt: createdAt(),
});

/**
 * The gift lines (redemption selections) a payout covered, signed like their payout: a line is paid
 * while its amounts add up to more than zero, so a reversed line can be paid again. Append-only too.
 */
export const payoutItems = pgTable(
  'payout_items',
  {
    id: serial('id').primaryKey(),
    payoutId: integer('payout_id')
      .notNull()
      .references(() => payouts.id),
    selectionId: integer('selection_id')
      .notNull()
      .references(() => redemptionSelections.id),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    amountCents: integer('amount_cents').notNull(),
  },
  (table) => [
    uniqueIndex('payout_items_payout_selection_uq').on(table.payoutId, table.selectionId),
    index('payout_items_selection_idx').on(table.selectionId),
  ],
);

/**
 * One row (id 1): bumped by `ops content import` whenever content changes, so API processes that
 * cache content can notice (poll it, or LISTEN lg_content_version on PostgreSQL).
 */
export const contentVersion = pgTable('content_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- The versions of content (every change of a row, and who made it) ----
export * from './content-history-schema';
// ---- Group gifts: the group and its contributions ----
export * from './group-schema';
// ---- The public ledger's aggregates (/impact) ----
export * from './ledger-schema';
// ---- Mail (receipts and notifications): the outbox lives in its own module ----
export * from './mail-schema';
// ---- The staff console: accounts, passkeys, sessions, the audit trail ----
export * from './staff-schema';
