/**
 * The staff API's answers (/api/staff), other than the orders' (./staff-orders.ts) and the
 * content's (./staff-content.ts): the API sends each answer through its schema (the OpenAPI
 * document lists them, tag `staff`), and the console reads it with the same schema, tolerantly
 * (docs/contracts.md: unknown fields pass, an unknown value of a closed enum drops its list item
 * with a log line, an open enum's reads as 'other'). Where a viewer must not see personal data the
 * answer has a schema per role, as the orders do: the viewers' form has no personal data fields.
 */
import * as z from 'zod/mini';
import { PRINT_FILES, STAFF_ROLES } from '../staff';

const when = z.string();
const whenOrNull = z.nullable(z.string());

/** A plain acknowledgement (a link asked for, signed out). */
export const staffMessageSchema = z.object({ message: z.string() });

/** GET /api/staff/session, and a sign-in's answer: the signed-in person and the session's CSRF token. */
export const staffSessionSchema = z.object({
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  method: z.enum(['link', 'passkey']),
  csrfToken: z.string(),
  passkeys: z.number(),
});
export type StaffSessionInfo = z.infer<typeof staffSessionSchema>;

/** A WebAuthn ceremony's options, as @simplewebauthn makes them (passed to the browser untouched). */
export const staffPasskeyOptionsSchema = z.object({
  challengeId: z.string(),
  options: z.record(z.string(), z.unknown()),
});

/** GET /api/staff/passkeys: the signed-in person's own passkeys. */
export const staffPasskeySchema = z.object({
  id: z.number(),
  label: z.string(),
  createdAt: when,
  lastUsedAt: whenOrNull,
});
export const staffPasskeyListSchema = z.array(staffPasskeySchema);
/** POST /api/staff/passkeys: the passkey added. */
export const staffPasskeyAddedSchema = z.object({ id: z.number(), label: z.string() });

/** GET /api/staff/dashboard: the day at a glance, as counts (no personal data: every role sees it). */
export const staffDashboardSchema = z.object({
  today: z.object({ orders: z.number(), totalCents: z.number() }),
  printQueue: z.number(),
  unshipped: z.number(),
  unopened: z.object({ count: z.number(), totalCents: z.number() }),
  failedMessages: z.number(),
});
export type StaffDashboard = z.infer<typeof staffDashboardSchema>;

/** A paid gift whose code was never used, as every role sees it: no e-mail, no name. */
export const staffUnopenedGiftSchema = z.object({
  orderIdentifier: z.string(),
  paidAt: when,
  ageDays: z.number(),
  amountCents: z.number(),
  shippedAt: whenOrNull,
});
const unopenedPersonalData = { email: z.string(), recipientName: z.string(), fromName: z.string() };
/** An unopened gift as operators and admins see it: who bought it and for whom. */
export const staffUnopenedGiftWithPersonalDataSchema = z.extend(staffUnopenedGiftSchema, unopenedPersonalData);
/** GET /api/staff/unopened: the operators' form, else the viewers'. */
export const staffUnopenedListSchema = z.array(
  z.union([staffUnopenedGiftWithPersonalDataSchema, staffUnopenedGiftSchema]),
);
/** How the console reads an unopened gift of either role. */
export const staffUnopenedListReadSchema = z.array(
  z.extend(staffUnopenedGiftSchema, {
    email: z.optional(z.string()),
    recipientName: z.optional(z.string()),
    fromName: z.optional(z.string()),
  }),
);

/** POST /api/staff/orders/ship: what shipping one order did. */
export const staffShipResultSchema = z.object({
  orderIdentifier: z.string(),
  outcome: z.enum(['shipped', 'already-shipped', 'tracking-updated']),
  shippedAt: when,
  trackingNumber: z.nullable(z.string()),
});

/** POST /api/staff/orders/ship-csv: a report line per row of the file. */
export const staffShipCsvReportSchema = z.object({
  rows: z.array(
    z.object({
      line: z.number(),
      orderIdentifier: z.string(),
      trackingNumber: z.string(),
      outcome: z.enum(['shipped', 'already-shipped', 'tracking-updated', 'refused']),
      message: z.string(),
    }),
  ),
});

/** POST /api/staff/orders/:identifier/reissue: a new code (its download link for a print-at-home card). */
export const staffReissueSchema = z.object({
  outcome: z.enum(['reissued', 'already-reissued']),
  reissuedAt: when,
  downloadUrl: z.nullable(z.string()),
});

/** GET /api/staff/print/batches: the batches on disk, newest first, and their files. */
export const staffPrintBatchListSchema = z.array(z.object({ batch: z.string(), files: z.array(z.enum(PRINT_FILES)) }));
/** POST /api/staff/print/batches: the batch made (none when nothing waits), what it printed and held back. */
export const staffPrintBatchMadeSchema = z.object({
  batch: z.nullable(z.string()),
  printed: z.array(z.string()),
  held: z.array(z.object({ orderIdentifier: z.string(), reason: z.string() })),
  files: z.array(z.enum(PRINT_FILES)),
});

/** GET /api/staff/outbox: the messages by status, and the newest 200 (of a status when asked). */
export const staffOutboxSchema = z.object({
  counts: z.record(z.string(), z.number()),
  messages: z.array(
    z.object({
      id: z.number(),
      kind: z.string(),
      to: z.string(),
      status: z.string(),
      attempts: z.number(),
      createdAt: when,
      sentAt: whenOrNull,
      subject: z.nullable(z.string()),
      lastError: z.nullable(z.string()),
    }),
  ),
});
/** POST /api/staff/outbox/:id/retry: the messages queued again (none when it was not failed). */
export const staffOutboxRetrySchema = z.object({ retried: z.array(z.number()) });

/** A charity's share of a payout period. */
export const payoutOrganizationTotalSchema = z.object({
  organizationName: z.string(),
  ein: z.nullable(z.string()),
  giftCount: z.number(),
  totalCents: z.number(),
  toPayCents: z.number(),
});
export type PayoutOrganizationTotal = z.infer<typeof payoutOrganizationTotalSchema>;

/** A payout period's reconciliation: gifts per charity, checked to the cent. */
export const payoutPeriodTotalsSchema = z.object({
  redeemedCodes: z.number(),
  redeemedCodesCents: z.number(),
  rowsCents: z.number(),
  capturedGiftCents: z.number(),
  toPayCents: z.number(),
  alreadyPaidCents: z.number(),
  differences: z.array(z.string()),
  reconciled: z.boolean(),
});
export type PayoutPeriodTotals = z.infer<typeof payoutPeriodTotalsSchema>;

/** GET /api/staff/payouts: the period's totals and its charities (the gift lines stay on the server). */
export const staffPayoutPeriodSchema = z.extend(payoutPeriodTotalsSchema, {
  organizations: z.array(payoutOrganizationTotalSchema),
});

/** POST /api/staff/payouts: a payout recorded, or nothing new to record. */
export const staffPayoutRecordedSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('recorded'), payoutId: z.number(), giftCount: z.number(), totalCents: z.number() }),
  z.object({ outcome: z.literal('nothing-new'), payoutIds: z.array(z.number()) }),
]);

/** A staff account as the console shows it. */
export const staffAccountSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  disabled: z.boolean(),
});
/** GET /api/staff/accounts: every account, with its passkeys and open sessions counted. */
export const staffAccountListSchema = z.array(
  z.extend(staffAccountSchema, { passkeys: z.number(), openSessions: z.number() }),
);
/** POST /api/staff/accounts: the account added or changed. */
export const staffAccountAddedSchema = z.object({
  outcome: z.enum(['added', 'unchanged', 'role-changed']),
  account: staffAccountSchema,
});
/** POST /api/staff/accounts/:id/disable and /enable: the account, and the sessions a disable ended. */
export const staffAccountSetSchema = z.object({ account: staffAccountSchema, sessionsEnded: z.number() });
/** POST /api/staff/accounts/:id/end-sessions. */
export const staffSessionsEndedSchema = z.object({ sessionsEnded: z.number() });

/** GET /api/staff/audit: the newest 100 entries of the audit trail (before an id, when asked). */
export const staffAuditListSchema = z.array(
  z.object({
    id: z.number(),
    at: when,
    staffEmail: z.nullable(z.string()),
    role: z.nullable(z.string()),
    action: z.string(),
    target: z.nullable(z.string()),
    outcome: z.string(),
    ip: z.nullable(z.string()),
    userAgent: z.nullable(z.string()),
    before: z.unknown(),
    after: z.unknown(),
  }),
);

/**
 * A giver's part of a group card as every role sees it: no name, no e-mail. `status`: counted (in
 * the card's total), refund due (to be given back: the card was cancelled, or had gone), refunded.
 */
export const staffGroupPartSchema = z.object({
  amountCents: z.number(),
  status: z.string(),
  paidAt: whenOrNull,
  refundedAt: whenOrNull,
  /** Why a part was (or is to be) refunded: 'cancelled', or 'late' (paid after the card went). */
  refundReason: z.nullable(z.string()),
});
/** An audit record of a group card's order as every role sees it: when, what, how it ended. */
export const staffGroupAuditSchema = z.object({
  at: when,
  action: z.string(),
  target: z.nullable(z.string()),
  outcome: z.string(),
});

/** A group card (GET /api/staff/orders/:identifier/group) as every role sees it: no name, no e-mail. */
export const staffGroupSchema = z.object({
  orderIdentifier: z.string(),
  /** open, closed or cancelled (docs/group-gifts.md). */
  state: z.string(),
  closesAt: when,
  closedAt: whenOrNull,
  /** The counted parts' sum (the card's gift once it closed). */
  countedCents: z.number(),
  /** A mailed card's postage, paid by the organizer when starting (due, paid, refund-due, refunded); null when none. */
  postage: z.nullable(
    z.object({ amountCents: z.number(), state: z.string(), paidAt: whenOrNull, refundedAt: whenOrNull }),
  ),
  contributions: z.array(staffGroupPartSchema),
  audit: z.array(staffGroupAuditSchema),
});
/** A group card as operators and admins see it: each giver's name and e-mail, who did each audited action. */
export const staffGroupWithPersonalDataSchema = z.extend(staffGroupSchema, {
  contributions: z.array(z.extend(staffGroupPartSchema, { name: z.string(), email: z.string() })),
  audit: z.array(z.extend(staffGroupAuditSchema, { staffEmail: z.nullable(z.string()) })),
});
/** GET /api/staff/orders/:identifier/group: the operators' form, else the viewers'. */
export const staffGroupAnswerSchema = z.union([staffGroupWithPersonalDataSchema, staffGroupSchema]);
/** How the console reads a group card of either role. */
export const staffGroupReadSchema = z.extend(staffGroupSchema, {
  contributions: z.array(
    z.extend(staffGroupPartSchema, { name: z.optional(z.string()), email: z.optional(z.string()) }),
  ),
  audit: z.array(z.extend(staffGroupAuditSchema, { staffEmail: z.optional(z.nullable(z.string())) })),
});
