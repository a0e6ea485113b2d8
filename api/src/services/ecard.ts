/**
 * E-cards (delivery 'email', docs/ecard.md): the message to the grown-up is an outbox row
 * scheduled for its time (`next_attempt_at`), so it survives restarts and goes exactly once
 * whichever API process's sender claims it (services/mail-sender.ts). The e-card page's link is a
 * 256-bit token (hash for lookup, AES-GCM ciphertext for the message), revoked by a reissue. The
 * purchaser changes the delivery from their page until it goes, then may send it again at once,
 * to the same or a corrected address, up to ECARD_RESENDS_PER_DAY times in any 24 hours; every
 * change is recorded (`delivery_changes`). A resend, and a change to another address, count against
 * the day's limits per buyer and per address (lib/ecard-send-limit.ts).
 */
import { cardInputFromGreeting, NEUTRAL_DESIGN_KEY } from '@littlegivers/design';
import { displayPurchaserName } from '@littlegivers/shared/contract/greeting';
import { ECARD_PAGE_PATH, type EcardView } from '@littlegivers/shared/contract/schemas/ecard-view';
import {
  ecardDeliverySchema,
  grownUpEmailSchema,
  grownUpNameSchema,
} from '@littlegivers/shared/contract/schemas/grown-up';
import {
  type DeliveryChange,
  ECARD_RESENDS_PER_DAY,
  type EmailView,
} from '@littlegivers/shared/contract/schemas/purchaser-view';
import { SECRET_TOKEN_PATTERN, secretPageUrl } from '@littlegivers/shared/contract/schemas/secret-link';
import { dayIn, sendAtFor } from '@littlegivers/shared/contract/send-day';
import type { CodeVault } from '../lib/code-vault';
import type { EcardSendLimit } from '../lib/ecard-send-limit';
import { HttpError } from '../lib/http-error';
import { orderGreeting } from '../lib/order-greeting';
import { hashSecretToken, newSecretToken } from '../lib/secret-token';
import type { EcardData } from '../mail/message-data';
import type { Repositories } from '../repositories';
import type { DeliveryChangeActor } from '../repositories/ecards';
import type { OrderRow } from '../repositories/orders';
import { type PrintQueueEntry, printQueueEntry } from './print-queue';

/** The window of ECARD_RESENDS_PER_DAY: a sent e-card may be sent again that often in any 24 hours. */
const RESEND_WINDOW_MS = 24 * 60 * 60 * 1000;

export const ALREADY_SENT = 'The card has already gone: you can send it again instead.';
export const NOT_YET_SENT = 'The card has not gone yet: change it, or send it now.';
export const NOT_AN_ECARD = 'This gift is not an e-card.';
export const CODE_USED = 'The code on this card has been used: the card is not sent again.';

/** The e-card page URL of a token (SITE_URL + /ecard#token). */
export function ecardPageUrl(siteUrl: string, token: string): string {
  return secretPageUrl(siteUrl, ECARD_PAGE_PATH, token);
}

/** Issues an e-card page link inside the caller's transaction; returns its ciphertext (for the message) and the token. */
export async function issueEcardLink(tx: Repositories, vault: CodeVault, orderId: number) {
  const token = newSecretToken();
  const tokenCiphertext = vault.encrypt(token);
  await tx.ecards.insertLink({ orderId, tokenHash: hashSecretToken(token), tokenCiphertext });
  return { token, tokenCiphertext };
}

/** What the message says, from the order and its delivery (never the code). */
async function ecardData(tx: Repositories, order: OrderRow, tokenCiphertext: string): Promise<EcardData> {
  const row = await tx.mailOutbox.orderForMail(order.id);
  const delivery = await tx.ecards.delivery(order.id);
  if (!row || !delivery) throw new Error(`order ${order.id} has no e-card delivery`);
  const greeting = orderGreeting(order, row.cardType);
  const fromName = displayPurchaserName(order.fromName);
  return {
    orderId: order.id,
    orderIdentifier: order.orderIdentifier,
    fromName,
    recipientName: order.recipientName,
    grownUpName: delivery.delivery.grownUpName,
    purchaserEmail: order.email,
    greeting: { header: greeting.header, lines: greeting.lines },
    card: cardInputFromGreeting(row.cardType?.designKey ?? NEUTRAL_DESIGN_KEY, greeting, [
      order.recipientName,
      fromName,
    ]),
    link: { tokenCiphertext },
  };
}

/**
 * Queues the e-card message (once per key) for `at`, to the delivery's grown-up, and makes it the
 * delivery's current message. In the caller's transaction.
 */
export async function scheduleEcard(
  tx: Repositories,
  order: OrderRow,
  options: { key: string; at: Date; tokenCiphertext: string },
): Promise<number | undefined> {
  const delivery = await tx.ecards.delivery(order.id);
  if (!delivery) return undefined;
  const mailId = await tx.mailOutbox.schedule({
    key: options.key,
    kind: 'ecard',
    to: delivery.delivery.grownUpEmail,
    data: await ecardData(tx, order, options.tokenCiphertext),
    at: options.at,
  });
  if (mailId !== undefined) await tx.ecards.updateDelivery(order.id, { mailId, sendAt: options.at });
  return mailId;
}

/** Paid: the e-card's link and its message, for 8:00 on its day in its zone (today: now). */
export async function scheduleOnPaid(tx: Repositories, vault: CodeVault, order: OrderRow, paidAt: Date) {
  const delivery = await tx.ecards.delivery(order.id);
  if (!delivery) return;
  const at = sendAtFor(delivery.delivery.sendOn, delivery.delivery.timeZone, paidAt);
  const { tokenCiphertext } = await issueEcardLink(tx, vault, order.id);
  await scheduleEcard(tx, order, { key: `ecard:${order.id}:paid`, at, tokenCiphertext });
  await tx.ecards.recordChange(order.id, 'system', 'scheduled', { sendAt: at.toISOString() });
}

/**
 * Reissued code: the old links die, a new link goes to the grown-up: now once the card went, on
 * its own day while it waits (the waiting message is replaced: it would carry a dead link; the
 * surprise keeps its day). Returns the new page URL for the operator.
 */
export async function reissueEcard(
  tx: Repositories,
  vault: CodeVault,
  order: OrderRow,
  options: { now: Date; siteUrl: string },
): Promise<string> {
  await tx.ecards.revokeLinks(order.id, options.now);
  const current = await tx.ecards.delivery(order.id, { lock: true });
  const waiting = current?.mail?.status === 'pending' ? current.mail : undefined;
  if (waiting) await tx.mailOutbox.cancel(waiting.id);
  const { token, tokenCiphertext } = await issueEcardLink(tx, vault, order.id);
  await scheduleEcard(tx, order, {
    key: `ecard:${order.id}:reissue:${options.now.getTime()}`,
    at: waiting && waiting.nextAttemptAt > options.now ? waiting.nextAttemptAt : options.now,
    tokenCiphertext,
  });
  await tx.ecards.recordChange(order.id, 'ops', 'reissued', {});
  return ecardPageUrl(options.siteUrl, token);
}

export interface EcardServiceDeps {
  repositories: Repositories;
  vault: CodeVault;
  siteUrl: string;
  /** The day's limits per buyer and per address: a resend counts against both, a new address against its own. */
  ecardSendLimit: EcardSendLimit;
}

/** Two addresses are the same mailbox whatever their case. */
function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function createEcardService({ repositories, vault, siteUrl, ecardSendLimit }: EcardServiceDeps) {
  /** A group card's givers, every one in the order they gave (nothing for a card from one buyer). */
  async function giversOf(orderId: number): Promise<{ givers?: string[] }> {
    const group = await repositories.groups.findByOrderId(orderId);
    if (!group) return {};
    const parts = await repositories.groups.contributions(group.id);
    return { givers: parts.filter((part) => part.status === 'paid').map((part) => part.name) };
  }

  async function cardRow(token: string) {
    if (!SECRET_TOKEN_PATTERN.test(token)) return undefined;
    return repositories.ecards.findCard(hashSecretToken(token));
  }

  /** The purchaser's view of the delivery, or undefined for another method. */
  async function emailView(orderId: number, now = new Date()): Promise<EmailView | undefined> {
    const row = await repositories.ecards.delivery(orderId);
    if (!row) return undefined;
    const { delivery, mail } = row;
    const sentAt = mail?.status === 'sent' ? (mail.sentAt ?? null) : null;
    const allowance = sentAt ? await resendAllowance(repositories, orderId, now) : null;
    return {
      grownUpName: delivery.grownUpName,
      grownUpEmail: delivery.grownUpEmail,
      sendOn: delivery.sendOn,
      timeZone: delivery.timeZone,
      sendAt: delivery.sendAt.toISOString(),
      sentAt: sentAt?.toISOString() ?? null,
      resendFrom: allowance?.nextAt?.toISOString() ?? null,
      ...(allowance ? { resendsLeft: allowance.left } : {}),
    };
  }

  /** Records a change of the delivery. */
  function record(tx: Repositories, orderId: number, actor: DeliveryChangeActor, change: string, details: object) {
    return tx.ecards.recordChange(orderId, actor, change, details as Record<string, unknown>);
  }

  return {
    emailView,

    /** The e-card page's view, or undefined alike for a malformed, unknown or revoked token. */
    async view(token: string): Promise<EcardView | undefined> {
      const row = await cardRow(token);
      if (!row) return undefined;
      const card = printQueueEntry(row, vault);
      return {
        recipientName: card.recipientName,
        fromName: displayPurchaserName(card.fromName),
        grownUpName: row.delivery.grownUpName,
        greeting: { header: card.greetingHeader, lines: card.greetingLines },
        greetingCustom: card.greetingCustom,
        designKey: card.designKey,
        code: card.redemptionCode,
        amount: card.amount,
        redeemed: card.redeemed,
        ...(await giversOf(card.orderId)),
      };
    },

    /** The card a token opens, as the print-at-home PDF draws it. */
    async cardOf(token: string): Promise<PrintQueueEntry | undefined> {
      const row = await cardRow(token);
      return row ? printQueueEntry(row, vault) : undefined;
    },

    /**
     * The purchaser changes the delivery (their page): before it goes, any field or 'send now';
     * after, 'resend' (ECARD_RESENDS_PER_DAY in any 24 hours); nothing once the code was used.
     * Every change is recorded. Throws the HTTP answer to give.
     */
    async change(orderId: number, request: Omit<DeliveryChange, 'token'>, now = new Date()): Promise<void> {
      // Slots of the day's limits taken for this change, given back when it does not happen.
      let giveBack = async () => {};
      await repositories
        .transaction(async (tx) => {
          const current = await tx.ecards.delivery(orderId, { lock: true });
          const order = await tx.orders.findById(orderId);
          if (!current || !order) throw new HttpError(409, NOT_AN_ECARD);
          // A used code (the child chose, or the backup gift was made): no card goes after it.
          if (await tx.ecards.codeUsed(orderId)) throw new HttpError(409, CODE_USED);
          const { delivery, mail } = current;
          const name = request.grownUpName ?? delivery.grownUpName;
          const email = request.grownUpEmail ?? delivery.grownUpEmail;
          const waiting = mail?.status === 'pending';

          if (request.action === 'resend') {
            if (waiting || mail?.status === 'sending') throw new HttpError(409, NOT_YET_SENT);
            const allowance = await resendAllowance(tx, orderId, now);
            if (allowance.nextAt)
              throw new HttpError(
                429,
                `The card was sent again ${ECARD_RESENDS_PER_DAY} times in the last 24 hours: you can send it again from ${allowance.nextAt.toISOString()}.`,
              );
            const checked = parseOrThrow({ grownUpName: name, grownUpEmail: email });
            giveBack = await ecardSendLimit.take({
              payer: { address: order.email, field: 'action' },
              recipient: { address: checked.grownUpEmail, field: 'grownUpEmail' },
            });
            await tx.ecards.updateDelivery(orderId, {
              grownUpName: checked.grownUpName,
              grownUpEmail: checked.grownUpEmail,
            });
            const link = await tx.ecards.newestLiveLink(orderId);
            if (!link) throw new HttpError(409, 'The card link was replaced: write to us and we will send it.');
            await scheduleEcard(tx, order, {
              key: `ecard:${orderId}:resend:${now.getTime()}`,
              at: now,
              tokenCiphertext: link.tokenCiphertext,
            });
            await tx.ecards.recordChange(
              orderId,
              'purchaser',
              'resend',
              { grownUpName: checked.grownUpName, grownUpEmail: checked.grownUpEmail },
              now,
            );
            return;
          }

          if (!waiting || !mail) throw new HttpError(409, ALREADY_SENT);
          const sendNow = request.action === 'sendNow';
          const zone = request.timeZone ?? delivery.timeZone;
          const next = ecardDeliverySchema.safeParse({
            grownUpName: name,
            grownUpEmail: email,
            sendOn: sendNow ? dayIn(now, zone) : (request.sendOn ?? delivery.sendOn),
            timeZone: zone,
          });
          if (!next.success) throw badRequest(next.error.issues[0]);
          const at = sendAtFor(next.data.sendOn, next.data.timeZone, now);
          if (!sameAddress(next.data.grownUpEmail, delivery.grownUpEmail))
            giveBack = await ecardSendLimit.take({
              recipient: { address: next.data.grownUpEmail, field: 'grownUpEmail' },
            });
          const changed = await tx.mailOutbox.reschedule(mail.id, {
            to: next.data.grownUpEmail,
            data: { grownUpName: next.data.grownUpName },
            at,
          });
          if (!changed) throw new HttpError(409, ALREADY_SENT);
          await tx.ecards.updateDelivery(orderId, { ...next.data, sendAt: at });
          await record(tx, orderId, 'purchaser', sendNow ? 'send-now' : 'change', {
            ...next.data,
            sendAt: at.toISOString(),
          });
        })
        .catch(async (error: unknown) => {
          await giveBack();
          throw error;
        });
    },

    /** `ops ecards send`: the e-card of an order goes at the sender's next pass. */
    async sendNow(orderIdentifier: string): Promise<'sending' | 'already-sent' | 'not-an-ecard'> {
      return repositories.transaction(async (tx) => {
        const order = await tx.ecards.orderByIdentifier(orderIdentifier);
        const current = order ? await tx.ecards.delivery(order.id, { lock: true }) : undefined;
        if (!order || !current?.mail) return 'not-an-ecard';
        if (!(await tx.mailOutbox.reschedule(current.mail.id, { at: 'now' }))) return 'already-sent';
        await tx.ecards.updateDelivery(order.id, { sendAt: new Date() });
        await record(tx, order.id, 'ops', 'send-now', {});
        return 'sending';
      });
    },

    /** The e-cards not gone yet, soonest first. */
    async scheduled() {
      const rows = await repositories.ecards.scheduled();
      return rows.map(({ order, delivery, mail }) => ({
        orderIdentifier: order.orderIdentifier,
        sendAt: mail.nextAttemptAt,
        sendOn: delivery.sendOn,
        timeZone: delivery.timeZone,
        status: mail.status,
        attempts: mail.attempts,
      }));
    },

    /** The page URL of an order's live link (the operator's `ops ecards` shows none: the link is a secret). */
    async linkOf(orderId: number): Promise<string | null> {
      const link = await repositories.ecards.newestLiveLink(orderId);
      return link ? ecardPageUrl(siteUrl, vault.decrypt(link.tokenCiphertext)) : null;
    },
  };
}

/**
 * The purchaser's resends of a sent e-card: ECARD_RESENDS_PER_DAY in any 24 hours. `left` now,
 * and when the next one is allowed once none is left (the oldest resend in the window ages out).
 */
async function resendAllowance(
  repositories: Repositories,
  orderId: number,
  now: Date,
): Promise<{ left: number; nextAt: Date | null }> {
  const recent = await repositories.ecards.resendsSince(orderId, new Date(now.getTime() - RESEND_WINDOW_MS));
  const left = Math.max(0, ECARD_RESENDS_PER_DAY - recent.length);
  const oldest = recent[recent.length - ECARD_RESENDS_PER_DAY];
  return { left, nextAt: left === 0 && oldest ? new Date(oldest.getTime() + RESEND_WINDOW_MS) : null };
}

function badRequest(issue: { path: PropertyKey[]; message: string } | undefined): HttpError {
  return new HttpError(400, issue ? `${issue.path.map(String).join('.')}: ${issue.message}` : 'Invalid request');
}

function parseOrThrow(value: { grownUpName: string; grownUpEmail: string }) {
  const name = grownUpNameSchema.safeParse(value.grownUpName);
  if (!name.success) throw badRequest({ path: ['grownUpName'], message: name.error.issues[0]?.message ?? '' });
  const email = grownUpEmailSchema.safeParse(value.grownUpEmail);
  if (!email.success) throw badRequest({ path: ['grownUpEmail'], message: email.error.issues[0]?.message ?? '' });
  return { grownUpName: name.data, grownUpEmail: email.data };
}
