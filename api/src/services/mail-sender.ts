/**
 * The sender loop: claims due outbox messages, renders them (react-email), hands them to the
 * transport and records the outcome. A failure (SMTP down, a refusal) puts the message back with
 * exponential backoff; after MAIL_MAX_ATTEMPTS it stays `failed` until `ops mail retry`.
 * Several processes may run it on one PostgreSQL database: a claim is exclusive (SKIP LOCKED,
 * claim token), so a message is delivered by one of them only. Logs carry ids and outcomes,
 * never addresses or bodies. No Fastify: the API starts it when ready (plugins/mail.ts) and
 * `ops mail send` drains it from its own process.
 *
 * A message about a gift that no longer applies is withdrawn just before it would go (marked failed
 * with the reason): an e-card, a reminder or the backup notice once the code was used, a reminder
 * once the purchaser turned reminders off.
 *
 * Through a crash, each message goes once, but for the one in flight: a batch's messages are
 * rendered together, then handed to the transport one at a time, each recorded as sent (in its own
 * transaction) before the next goes. A process killed mid-batch thus leaves at most one message
 * accepted by SMTP and not recorded; that one alone is sent again. Its claim, renewed every
 * CLAIM_RENEW_MS while the sender lives, runs out CLAIM_LEASE_MS after it died, and the next pass of
 * any sender (this one restarted, or another process) takes the unsent messages again.
 */

import { deliveryMethod } from '@littlegivers/shared/contract/delivery';
import type { CodeVault } from '../lib/code-vault';
import type { MailConfig } from '../mail/config';
import type {
  AfterGiftLinks,
  CardReissuedData,
  EcardData,
  GiftReminderData,
  GroupNoticeData,
  MailDataByKind,
  OrderReceiptData,
  StaffSignInData,
} from '../mail/message-data';
import { mailImages, renderMail } from '../mail/templates';
import type { MailSettings } from '../mail/templates/settings';
import type { MailTransport } from '../mail/transport';
import {
  CLAIM_RENEW_MS,
  type Delivered,
  type MailKind,
  type MailOutboxRepository,
  type OutboxRow,
} from '../repositories/mail-outbox';
import { staffSignInUrl } from '../staff/links';
import { optOutLink } from './after-gift';
import { cardDownloadLink } from './card-download';
import { ecardPageUrl } from './ecard';
import { revealGroupLinks } from './group-links';
import { purchaserPageUrl } from './purchaser-link';

export interface MailLog {
  info: (object: Record<string, unknown>, message: string) => void;
  warn: (object: Record<string, unknown>, message: string) => void;
}

const silent: MailLog = { info: () => {}, warn: () => {} };

export interface SendResult {
  sent: number;
  failed: number;
}

/** An error as it may be logged: its code and SMTP status, never its text (which can quote addresses). */
function errorSummary(error: unknown): { code?: string; responseCode?: number } {
  const e = error as { code?: unknown; responseCode?: unknown };
  return {
    ...(typeof e?.code === 'string' ? { code: e.code } : {}),
    ...(typeof e?.responseCode === 'number' ? { responseCode: e.responseCode } : {}),
  };
}

export class MailSender {
  private timer: NodeJS.Timeout | undefined;
  /** The poller's drain under way, if any (`stop` waits for it). */
  private polling: Promise<unknown> | undefined;
  private running: Promise<SendResult> | undefined;
  private readonly settings: MailSettings;

  constructor(
    private readonly outbox: MailOutboxRepository,
    readonly transport: MailTransport,
    private readonly config: MailConfig,
    private readonly log: MailLog = silent,
    /** Reveals a receipt's secret links and a staff sign-in link (without it such messages cannot be sent). */
    private readonly links?: { vault: CodeVault; publicUrl: string; siteUrl: string; staffConsoleUrl?: string },
  ) {
    this.settings = {
      acknowledgment: config.acknowledgment,
      cardMailBusinessDays: config.cardMailBusinessDays,
      reportAddress: config.reportAddress,
    };
  }

  /** One pass: claims one batch and delivers it. Concurrent calls in one process share the pass. */
  runOnce(): Promise<SendResult> {
    this.running ??= this.deliverBatch().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Passes until nothing is due (tests, `ops mail send`). */
  drain(): Promise<SendResult> {
    return this.passes(() => true);
  }

  /** Passes while `more()` holds, until nothing is due. */
  private async passes(more: () => boolean): Promise<SendResult> {
    const total = { sent: 0, failed: 0 };
    while (more()) {
      const result = await this.runOnce();
      total.sent += result.sent;
      total.failed += result.failed;
      if (result.sent + result.failed === 0) break;
    }
    return total;
  }

  start(intervalMs = this.config.pollIntervalMs): void {
    if (intervalMs <= 0 || this.timer) return;
    const tick = () => {
      // The poller's drain ends after the pass under way once `stop` cleared the timer.
      this.polling = this.passes(() => this.timer !== undefined)
        .catch((error) => this.log.warn(errorSummary(error), 'mail sender pass failed'))
        .finally(() => {
          this.polling = undefined;
          if (this.timer) this.timer = setTimeout(tick, intervalMs).unref();
        });
    };
    this.timer = setTimeout(tick, intervalMs).unref();
  }

  /** Stops polling, waits for the pass under way (and the poller's drain, which ends with it), closes the transport. */
  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.polling;
    await this.running?.catch(() => {});
    this.transport.close();
  }

  private async deliverBatch(): Promise<SendResult> {
    const { token, rows } = await this.outbox.claimDue(this.config.batchSize);
    if (rows.length === 0) return { sent: 0, failed: 0 };
    const renewal = setInterval(() => {
      this.outbox.renewClaim(token).catch((error) => this.log.warn(errorSummary(error), 'mail claim not renewed'));
    }, CLAIM_RENEW_MS).unref();
    try {
      // Rendering (the card's PNG is the slow part) goes on for the whole batch at once; sending
      // and recording go one message at a time.
      const rendered = rows.map((row) => this.render(row));
      let sent = 0;
      for (const [index, row] of rows.entries()) {
        if (await this.deliver(row, token, rendered[index] as Promise<Rendering>)) sent += 1;
      }
      return { sent, failed: rows.length - sent };
    } finally {
      clearInterval(renewal);
    }
  }

  /** A message rendered for sending (with its secrets to mask in the kept copy), or why it could not be. */
  private async render(row: OutboxRow): Promise<Rendering> {
    try {
      const { data, secrets, masked, headers } = await this.reveal(row);
      // The card's PNG is drawn off the event loop (resvg on libuv's pool) while React renders.
      const [rendered, attachments] = await Promise.all([
        renderMail(row.kind, data, this.settings),
        this.transport.attachesImages ? mailImages(row.kind, data) : [],
      ]);
      return { ok: true, rendered, attachments, secrets, masked, headers };
    } catch (error) {
      return { ok: false, error };
    }
  }

  /** The row's data as its template takes it: a receipt's secret links revealed (and named as secrets). */
  private async reveal(row: OutboxRow): Promise<{
    data: MailDataByKind[MailKind];
    secrets: string[];
    masked?: string;
    headers?: Record<string, string>;
  }> {
    const data = row.data as MailDataByKind[MailKind];
    if (row.kind === 'ecard') return this.revealEcard(data as EcardData);
    if ((row.kind === 'gift-reminder' || row.kind === 'backup-notice') && this.links) {
      // The gift's opt-out page, signed when rendering (the row keeps only the order's public id);
      // none once the reminders are off: nothing offers what is already chosen.
      const { orderPublicId } = data as MailDataByKind['gift-reminder'];
      const optOutUrl = (await this.outbox.remindersOff(orderPublicId))
        ? undefined
        : optOutLink(this.links.publicUrl, this.links.vault, orderPublicId);
      const reminder = row.kind === 'gift-reminder' ? (data as GiftReminderData) : undefined;
      const ecard = reminder ? await this.ecardLinkOf(reminder) : undefined;
      const card = reminder ? await this.reissuedCardLinkOf(reminder) : undefined;
      const secrets = [ecard?.token, card?.token].filter((secret): secret is string => !!secret);
      return {
        data: {
          ...data,
          ...(optOutUrl ? { optOutUrl } : {}),
          ...(ecard ? { ecardUrl: ecard.url } : {}),
          ...(card ? { downloadUrl: card.url } : {}),
        } as MailDataByKind[MailKind] & AfterGiftLinks,
        secrets,
        ...(ecard ? { masked: '[link sent to the grown-up]' } : {}),
        ...(optOutUrl ? { headers: oneClickUnsubscribe(optOutUrl) } : {}),
      };
    }
    if (row.kind === 'card-reissued') {
      if (!this.links) throw new Error('a reissued card needs the code vault to be sent');
      const reissued = data as CardReissuedData;
      const token = this.links.vault.decrypt(reissued.download.tokenCiphertext);
      return {
        data: { ...reissued, downloadUrl: cardDownloadLink(this.links.publicUrl, token) },
        secrets: [token],
      };
    }
    if (row.kind === 'staff-sign-in') {
      if (!this.links?.staffConsoleUrl) throw new Error('a staff sign-in link needs the code vault and console URL');
      const signIn = data as StaffSignInData;
      const token = this.links.vault.decrypt(signIn.tokenCiphertext);
      return {
        data: { ...signIn, signInUrl: staffSignInUrl(this.links.staffConsoleUrl, token) },
        secrets: [token],
        masked: '[link sent to the staff member]',
      };
    }
    if (row.kind === 'group-notice' && (data as GroupNoticeData).links) {
      if (!this.links) throw new Error("a group card's links need the code vault to be sent");
      return revealGroupLinks(data as GroupNoticeData, this.links.vault, this.links);
    }
    if (row.kind !== 'order-receipt') return { data, secrets: [] };
    const receipt = data as OrderReceiptData;
    if (!receipt.download && !receipt.purchaserLink) return { data, secrets: [] };
    if (!this.links) throw new Error('a receipt with secret links needs the code vault to be sent');
    const { vault, publicUrl, siteUrl } = this.links;
    const download = receipt.download ? vault.decrypt(receipt.download.tokenCiphertext) : undefined;
    const purchaser = receipt.purchaserLink ? vault.decrypt(receipt.purchaserLink.tokenCiphertext) : undefined;
    return {
      data: {
        ...receipt,
        ...(download ? { downloadUrl: cardDownloadLink(publicUrl, download) } : {}),
        ...(purchaser ? { purchaserUrl: purchaserPageUrl(siteUrl, purchaser) } : {}),
      },
      secrets: [download, purchaser].filter((secret): secret is string => !!secret),
    };
  }

  /**
   * An e-card reminder's link: the grown-up's e-card page, from the order's live link at the
   * moment of sending (the one the e-card carried, or its reissue), never a revoked one. No new
   * link is issued: the grown-up keeps one link to the card.
   */
  private async ecardLinkOf(data: GiftReminderData): Promise<{ url: string; token: string } | undefined> {
    if (!deliveryMethod(data.delivery).needsGrownUp || !this.links) return undefined;
    const ciphertext = await this.outbox.liveEcardLink(data.orderPublicId);
    if (!ciphertext) return undefined;
    const token = this.links.vault.decrypt(ciphertext);
    return { url: ecardPageUrl(this.links.siteUrl, token), token };
  }

  /**
   * A reissued print-at-home card's reminder: the new card's live download link (the old one's
   * code no longer works), or undefined (not reissued, or the link expired).
   */
  private async reissuedCardLinkOf(data: GiftReminderData): Promise<{ url: string; token: string } | undefined> {
    if (!deliveryMethod(data.delivery).downloadable || !data.reissuedAt || !this.links) return undefined;
    const ciphertext = await this.outbox.liveDownloadLink(data.orderPublicId, new Date());
    if (!ciphertext) return undefined;
    const token = this.links.vault.decrypt(ciphertext);
    return { url: cardDownloadLink(this.links.publicUrl, token), token };
  }

  /** An e-card's page link, revealed from its ciphertext. */
  private revealEcard(data: EcardData): { data: EcardData; secrets: string[]; masked: string } {
    if (!this.links) throw new Error('an e-card needs the code vault to be sent');
    const token = this.links.vault.decrypt(data.link.tokenCiphertext);
    return {
      data: { ...data, ecardUrl: ecardPageUrl(this.links.siteUrl, token) },
      secrets: [token],
      masked: '[link sent to the grown-up]',
    };
  }

  /**
   * Hands one rendered message to the transport and records it as sent at once; a failure is
   * recorded at once too (with its backoff). Returns whether it was delivered.
   */
  private async deliver(row: OutboxRow, token: string, rendering: Promise<Rendering>): Promise<boolean> {
    try {
      const withdrawn = await this.outbox.withdrawnBecause(row);
      if (withdrawn) {
        await this.outbox.withdraw(row.id, token, withdrawn);
        this.log.info({ mailId: row.id, kind: row.kind, reason: withdrawn }, 'mail withdrawn');
        return false;
      }
      const prepared = await rendering;
      if (!prepared.ok) throw prepared.error;
      const { rendered, attachments, secrets, masked, headers } = prepared;
      const messageId = `<lg-${row.idempotencyKey.replace(/[^A-Za-z0-9.-]/g, '.')}@littlegivers.mail>`;
      const delivered = await this.transport.send({
        from: this.config.from,
        to: row.toAddress,
        ...rendered,
        attachments,
        messageId,
        ...(headers ? { headers } : {}),
      });
      // The copy kept in the row: the local mailbox keeps the link (it is the reader's inbox, off
      // production); a message sent by SMTP keeps it masked, so the database holds no live link in clear.
      const kept = this.transport.name === 'smtp' ? maskSecrets(rendered, secrets, masked) : rendered;
      const record: Delivered = { id: row.id, transport: this.transport.name, messageId: delivered, ...kept };
      if (await this.outbox.markSent(token, record, row)) {
        this.log.info({ mailId: row.id, kind: row.kind, attempt: row.attempts }, 'mail delivered');
      }
      return true;
    } catch (error) {
      const status = await this.outbox.markAttemptFailed(
        row,
        token,
        error instanceof Error ? error.message : String(error),
        this.config,
      );
      this.log.warn(
        { mailId: row.id, kind: row.kind, attempt: row.attempts, status, ...errorSummary(error) },
        'mail delivery failed',
      );
      return false;
    }
  }
}

type Rendering =
  | {
      ok: true;
      rendered: Awaited<ReturnType<typeof renderMail>>;
      attachments: Awaited<ReturnType<typeof mailImages>>;
      secrets: string[];
      masked: string | undefined;
      headers: Record<string, string> | undefined;
    }
  | { ok: false; error: unknown };

/** RFC 8058: a mail client's one-click unsubscribe POSTs `List-Unsubscribe=One-Click` to the URL. */
function oneClickUnsubscribe(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** A rendered message with every occurrence of its secrets replaced (the stored copy of a sent message). */
function maskSecrets<T extends { subject: string; html: string; text: string }>(
  rendered: T,
  secrets: string[],
  label = '[link sent to the purchaser]',
): T {
  if (secrets.length === 0) return rendered;
  const mask = (value: string) => secrets.reduce((masked, secret) => masked.split(secret).join(label), value);
  return { ...rendered, subject: mask(rendered.subject), html: mask(rendered.html), text: mask(rendered.text) };
}
