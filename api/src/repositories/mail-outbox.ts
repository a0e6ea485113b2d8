/**
 * The mail outbox (receipts and notifications): queue a message inside the caller's transaction
 * (once per idempotency key), read what an event's message will say, claim due messages for
 * delivery (FOR UPDATE SKIP LOCKED, with a short lease its sender keeps renewing), record each
 * message's outcome as it happens, list and retry. All times come from the database clock, so
 * processes agree.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  cardDownloads,
  cardTypes,
  deliveryChanges,
  ecardLinks,
  type MailKind,
  type MailStatus,
  mailOutbox,
  orders,
  organizations,
  packages,
  redemptionSelections,
  redemptions,
} from '../db/schema';

export { MAIL_STATUSES, type MailKind, type MailStatus } from '../db/schema';
export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The rows a statement touched (node-postgres and PGlite report them differently). */
function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}

/**
 * A claim not renewed within this time is abandoned (its process died): the next pass of any
 * sender takes its messages again. A live sender renews its claim every CLAIM_RENEW_MS, however
 * long its batch takes, so only a dead sender's messages wait, and for at most this long.
 */
export const CLAIM_LEASE_MS = 30_000;
export const CLAIM_RENEW_MS = 10_000;
const MAX_BACKOFF_MS = 60 * 60_000;

/** Delay before the next attempt after `attempts` failed ones: base, 2x, 4x, … up to an hour. */
export function backoffMs(attempts: number, baseMs: number): number {
  return Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** What a delivered message keeps (the local mailbox shows it). */
export interface Delivered {
  id: number;
  transport: string;
  messageId: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * `clock` decides which messages are due; without it the database's `now()` does (every process
 * agrees on it). Tests pass a controlled clock to step the poll through a message's time.
 */
/** A payout's lines (`pi`, `p`), each with its choice (`s`, `r`), order (`o`) and charity (`org`). */
const payoutLinesWithOrders = sql`from payout_items pi
  join payouts p on p.id = pi.payout_id
  join redemption_selections s on s.id = pi.selection_id
  join redemptions r on r.id = s.redemption_id
  join orders o on o.id = r.order_id
  join organizations org on org.id = pi.organization_id`;

export function createMailOutboxRepository(db: Db, options: { clock?: () => Date } = {}) {
  const now = () => (options.clock ? sql`${options.clock().toISOString()}::timestamptz` : sql`now()`);
  return {
    /** Queues a message; returns false when its event already queued one (same idempotency key). */
    async queue(message: { key: string; kind: MailKind; to: string; data: unknown }): Promise<boolean> {
      const inserted = await db
        .insert(mailOutbox)
        .values({ idempotencyKey: message.key, kind: message.kind, toAddress: message.to, data: message.data })
        .onConflictDoNothing({ target: mailOutbox.idempotencyKey })
        .returning({ id: mailOutbox.id });
      return inserted.length > 0;
    },

    /**
     * Queues a message not to go before `at` (a scheduled e-card); returns its id, or undefined when
     * its event already queued one (same idempotency key).
     */
    async schedule(message: { key: string; kind: MailKind; to: string; data: unknown; at: Date }) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          idempotencyKey: message.key,
          kind: message.kind,
          toAddress: message.to,
          data: message.data,
          nextAttemptAt: message.at,
        })
        .onConflictDoNothing({ target: mailOutbox.idempotencyKey })
        .returning({ id: mailOutbox.id });
      return row?.id;
    },

    /**
     * Changes a message that has not been claimed yet: its address, part of its data, its time
     * (`at`, or now). Returns false when a sender has it or it went (nothing changed).
     */
    async reschedule(id: number, change: { to?: string; data?: Record<string, unknown>; at?: Date | 'now' }) {
      const updated = await db
        .update(mailOutbox)
        .set({
          ...(change.to ? { toAddress: change.to } : {}),
          ...(change.data ? { data: sql`${mailOutbox.data} || ${JSON.stringify(change.data)}::jsonb` } : {}),
          ...(change.at ? { nextAttemptAt: change.at === 'now' ? sql`now()` : change.at } : {}),
        })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')))
        .returning({ id: mailOutbox.id });
      return updated.length > 0;
    },

    /** Withdraws a message not claimed yet (marked failed, with the reason); false when a sender has it or it went. */
    async cancel(id: number, reason = 'replaced') {
      const updated = await db
        .update(mailOutbox)
        .set({ status: 'failed', lastError: reason })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')))
        .returning({ id: mailOutbox.id });
      return updated.length > 0;
    },

    /**
     * After an e-card went: when the card reached the child (`ecard_deliveries.sent_at`, the gift
     * timeline's start), the purchaser's note "your gift was sent to …" (once per message) and the
     * record of the delivery's change.
     */
    async recordEcardSent(row: { id: number; toAddress: string; data: unknown }) {
      const data = row.data as {
        orderId: number;
        orderIdentifier: string;
        recipientName: string;
        purchaserEmail: string;
      };
      // The card the child holds went now: the gift's year counts from here (gift-timeline).
      await db.execute(sql`
        update ecard_deliveries e set sent_at = m.sent_at
        from mail_outbox m
        where m.id = ${row.id} and m.status = 'sent' and e.order_id = ${data.orderId}
          and (e.sent_at is null or e.sent_at < m.sent_at)`);
      const queued = await db
        .insert(mailOutbox)
        .values({
          idempotencyKey: `ecard-sent:${row.id}`,
          kind: 'ecard-sent',
          toAddress: data.purchaserEmail,
          data: {
            orderIdentifier: data.orderIdentifier,
            recipientName: data.recipientName,
            grownUpEmail: row.toAddress,
            sentAt: new Date().toISOString(),
          },
        })
        .onConflictDoNothing({ target: mailOutbox.idempotencyKey })
        .returning({ id: mailOutbox.id });
      if (queued.length > 0)
        await db
          .insert(deliveryChanges)
          .values({ orderId: data.orderId, actor: 'system', change: 'sent', details: { mailId: row.id } });
    },

    /**
     * Payout recorded: "your gift reached <charity>" to each purchaser who asked to be told, once
     * per gift (key `gift-reached:<order>`): a payout reversed and paid again tells nobody twice.
     * Names the charities this payout paid for the order.
     */
    async queueGiftReached(payoutId: number): Promise<number> {
      const result = await db.execute(sql`
        insert into mail_outbox (idempotency_key, kind, to_address, data)
        select 'gift-reached:' || o.id, 'gift-reached', o.email,
          jsonb_build_object('orderIdentifier', o.order_identifier, 'orderPublicId', o.public_id,
            'recipientName', o.recipient_name, 'charities', jsonb_agg(distinct org.organization_name),
            'paidOn', p.paid_on, 'payoutId', p.id, 'backup', bool_or(s.backup))
        ${payoutLinesWithOrders}
        where pi.payout_id = ${payoutId} and pi.amount_cents > 0 and o.notify_when_used
        group by o.id, p.id
        on conflict (idempotency_key) do nothing`);
      return affected(result);
    },

    /**
     * Payout reversed: each purchaser told that a payout paid their gift hears, plainly, that it
     * was reversed (one message per order and reversal). Names the charities of the reversed lines.
     */
    async queuePayoutReversed(reversalId: number): Promise<number> {
      const result = await db.execute(sql`
        insert into mail_outbox (idempotency_key, kind, to_address, data)
        select 'payout-reversed:' || o.id || ':' || p.id, 'payout-reversed', o.email,
          jsonb_build_object('orderIdentifier', o.order_identifier, 'orderPublicId', o.public_id,
            'recipientName', o.recipient_name, 'charities', jsonb_agg(distinct org.organization_name),
            'payoutId', p.corrects_payout_id, 'reversedOn', p.paid_on)
        ${payoutLinesWithOrders}
        where pi.payout_id = ${reversalId} and pi.amount_cents < 0
          and exists (select 1 from mail_outbox told where told.idempotency_key = 'gift-reached:' || o.id)
        group by o.id, p.id
        on conflict (idempotency_key) do nothing`);
      return affected(result);
    },

    /** A print-at-home card reissued: its new link to the purchaser (once per reissue). */
    async queueCardReissued(
      order: { id: number; email: string; orderIdentifier: string; recipientName: string },
      reissuedAt: Date,
      tokenCiphertext: string,
    ): Promise<void> {
      await db
        .insert(mailOutbox)
        .values({
          idempotencyKey: `card-reissued:${order.id}:${reissuedAt.getTime()}`,
          kind: 'card-reissued',
          toAddress: order.email,
          data: {
            orderIdentifier: order.orderIdentifier,
            recipientName: order.recipientName,
            reissuedAt: reissuedAt.toISOString(),
            download: { tokenCiphertext },
          },
        })
        .onConflictDoNothing({ target: mailOutbox.idempotencyKey });
    },

    /**
     * Why a claimed message about a gift no longer goes (undefined: it does): an e-card, a reminder
     * or the backup notice once the gift's code was used; a reminder once the purchaser turned the
     * gift's reminders off. The sender asks just before it sends.
     */
    async withdrawnBecause(row: Pick<OutboxRow, 'kind' | 'data'>): Promise<string | undefined> {
      if (row.kind !== 'ecard' && row.kind !== 'gift-reminder' && row.kind !== 'backup-notice') return undefined;
      const data = row.data as { orderId?: number; orderPublicId?: string };
      const [gift] = await db
        .select({ redeemedAt: redemptions.redeemedAt, remindersOff: orders.remindersOptedOutAt })
        .from(orders)
        .leftJoin(redemptions, eq(redemptions.orderId, orders.id))
        .where(
          typeof data.orderId === 'number'
            ? eq(orders.id, data.orderId)
            : eq(orders.publicId, String(data.orderPublicId)),
        );
      if (gift?.redeemedAt) return 'withdrawn: the code was used';
      if (row.kind === 'gift-reminder' && gift?.remindersOff) return 'withdrawn: reminders turned off';
      return undefined;
    },

    /** Withdraws a claimed message that no longer goes (marked failed, with the reason); only its claim's holder can. */
    async withdraw(id: number, token: string, reason: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: 'failed', lastError: reason, lockedUntil: null })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.claimToken, token), eq(mailOutbox.status, 'sending')));
    },

    /** Whether the purchaser turned a gift's reminders off (the mail then offers no opt-out). */
    async remindersOff(orderPublicId: string): Promise<boolean> {
      const [row] = await db
        .select({ at: orders.remindersOptedOutAt })
        .from(orders)
        .where(eq(orders.publicId, orderPublicId));
      return !!row?.at;
    },

    /** A reissued print-at-home card's live download link (ciphertext), for a reminder. */
    async liveDownloadLink(orderPublicId: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .select({ tokenCiphertext: cardDownloads.tokenCiphertext })
        .from(cardDownloads)
        .innerJoin(orders, eq(orders.id, cardDownloads.orderId))
        .where(
          and(eq(orders.publicId, orderPublicId), isNull(cardDownloads.revokedAt), gt(cardDownloads.expiresAt, now)),
        )
        .orderBy(desc(cardDownloads.id))
        .limit(1);
      return row?.tokenCiphertext;
    },

    /** An order with its package and greeting (the receipt and the shipped message). */
    async orderForMail(orderId: number) {
      const [row] = await db
        .select({ order: orders, pkg: packages, cardType: cardTypes })
        .from(orders)
        .innerJoin(packages, eq(packages.id, orders.packageId))
        .leftJoin(cardTypes, eq(cardTypes.id, orders.cardTypeId))
        .where(eq(orders.id, orderId));
      return row;
    },

    /**
     * The e-card page link a message about an order may carry: the ciphertext of the order's
     * newest link not revoked (a reissue revokes the old ones), or undefined.
     */
    async liveEcardLink(orderPublicId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ tokenCiphertext: ecardLinks.tokenCiphertext })
        .from(ecardLinks)
        .innerJoin(orders, eq(orders.id, ecardLinks.orderId))
        .where(and(eq(orders.publicId, orderPublicId), isNull(ecardLinks.revokedAt)))
        .orderBy(desc(ecardLinks.id))
        .limit(1);
      return row?.tokenCiphertext;
    },

    /** A redemption with its order and the names of the charities chosen, in the order chosen. */
    async redemptionForMail(redemptionId: number) {
      const [row] = await db
        .select({ order: orders, redemption: redemptions })
        .from(redemptions)
        .innerJoin(orders, eq(orders.id, redemptions.orderId))
        .where(eq(redemptions.id, redemptionId));
      if (!row) return undefined;
      const selections = await db
        .select({ organizationId: redemptionSelections.organizationId })
        .from(redemptionSelections)
        .where(eq(redemptionSelections.redemptionId, redemptionId));
      const orgIds = [...new Set(selections.map((selection) => selection.organizationId))];
      const orgs = orgIds.length
        ? await db
            .select({ id: organizations.id, name: organizations.organizationName })
            .from(organizations)
            .where(inArray(organizations.id, orgIds))
        : [];
      const charities = orgIds
        .map((id) => orgs.find((org) => org.id === id)?.name)
        .filter((name): name is string => !!name);
      return { ...row, charities };
    },

    /**
     * Claims up to `limit` due messages for this sender: pending ones whose time has come, and
     * claims whose lease ran out. Rows another sender is claiming right now are skipped.
     */
    async claimDue(limit: number): Promise<{ token: string; rows: OutboxRow[] }> {
      const token = randomUUID();
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          or(
            and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now())),
            and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.lockedUntil, now())),
          ),
        )
        .orderBy(mailOutbox.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(mailOutbox)
        .set({
          status: 'sending',
          claimToken: token,
          lockedUntil: sql`${now()} + ${`${CLAIM_LEASE_MS} milliseconds`}::interval`,
          attempts: sql`${mailOutbox.attempts} + 1`,
        })
        .where(inArray(mailOutbox.id, due))
        .returning();
      return { token, rows: rows.sort((a, b) => a.id - b.id) };
    },

    /** Keeps this sender's claim alive: its messages not yet recorded are leased again from now. */
    async renewClaim(token: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ lockedUntil: sql`${now()} + ${`${CLAIM_LEASE_MS} milliseconds`}::interval` })
        .where(and(eq(mailOutbox.claimToken, token), eq(mailOutbox.status, 'sending')));
    },

    /**
     * Records one message as delivered, at once (a crash after this never sends it again), with
     * what follows from it in the same transaction: after an e-card, the purchaser's note and the
     * delivery's record. Only the holder of the claim can (a stale sender changes nothing).
     * Returns whether it was recorded.
     */
    async markSent(token: string, delivered: Delivered, row: OutboxRow): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(mailOutbox)
          .set({
            status: 'sent',
            sentAt: now(),
            lockedUntil: null,
            lastError: null,
            transport: delivered.transport,
            messageId: delivered.messageId,
            subject: delivered.subject,
            html: delivered.html,
            text: delivered.text,
          })
          .where(
            and(eq(mailOutbox.id, delivered.id), eq(mailOutbox.claimToken, token), eq(mailOutbox.status, 'sending')),
          )
          .returning({ id: mailOutbox.id });
        if (updated.length === 0) return false;
        if (row.kind === 'ecard') await createMailOutboxRepository(tx as unknown as Db, options).recordEcardSent(row);
        return true;
      });
    },

    /** Records a failed attempt: due again after the backoff, or failed for good after the last attempt. */
    async markAttemptFailed(
      row: Pick<OutboxRow, 'id' | 'attempts'>,
      token: string,
      error: string,
      policy: { maxAttempts: number; retryBaseMs: number },
    ): Promise<MailStatus> {
      const status: MailStatus = row.attempts >= policy.maxAttempts ? 'failed' : 'pending';
      await db
        .update(mailOutbox)
        .set({
          status,
          lastError: error.slice(0, 500),
          lockedUntil: null,
          nextAttemptAt: sql`now() + ${`${backoffMs(row.attempts, policy.retryBaseMs)} milliseconds`}::interval`,
        })
        .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.claimToken, token), eq(mailOutbox.status, 'sending')));
      return status;
    },

    list(filter: { status?: MailStatus; limit?: number } = {}): Promise<OutboxRow[]> {
      return db
        .select()
        .from(mailOutbox)
        .where(filter.status ? eq(mailOutbox.status, filter.status) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(filter.limit ?? 100);
    },

    async get(id: number): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row;
    },

    /** Puts failed messages (all of them, or the given ids) back in the queue with fresh attempts. */
    async retryFailed(ids?: number[]): Promise<number[]> {
      const updated = await db
        .update(mailOutbox)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lastError: null })
        .where(and(eq(mailOutbox.status, 'failed'), ids ? inArray(mailOutbox.id, ids) : undefined))
        .returning({ id: mailOutbox.id });
      return updated.map((row) => row.id);
    },

    async countByStatus(): Promise<Record<MailStatus, number>> {
      const rows = await db
        .select({ status: mailOutbox.status, count: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .groupBy(mailOutbox.status);
      const counts: Record<MailStatus, number> = { pending: 0, sending: 0, sent: 0, failed: 0 };
      for (const row of rows) counts[row.status] = Number(row.count);
      return counts;
    },
  };
}
export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;
