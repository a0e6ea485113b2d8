/**
 * The outbox's sender (services/mail-sender.ts) driven directly, on the test database, with a
 * transport and a log that keep what they were given: what it hands the transport for each kind of
 * message (the secret links revealed, the Message-ID, the one-click unsubscribe), what the row keeps
 * (an SMTP copy with its links masked, the local mailbox's with them), what it logs (ids, kinds,
 * outcomes, error codes; never an address), a message it cannot render, the totals of its passes,
 * the poller that runs them, and the renewal of its claim while a batch is out.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config';
import { mailOutbox, orders } from '../../src/db/schema';
import { newSecretToken } from '../../src/lib/secret-token';
import type { MailConfig } from '../../src/mail/config';
import type { MailDataByKind } from '../../src/mail/message-data';
import type { MailTransport, OutgoingMail } from '../../src/mail/transport';
import {
  createMailOutboxRepository,
  type MailKind,
  type MailOutboxRepository,
} from '../../src/repositories/mail-outbox';
import { optOutLink } from '../../src/services/after-gift';
import { cardDownloadLink, issueCardDownload } from '../../src/services/card-download';
import { ecardPageUrl, issueEcardLink } from '../../src/services/ecard';
import { groupOrganizerUrl, groupShareUrl } from '../../src/services/group-links';
import { MailSender } from '../../src/services/mail-sender';
import { purchaserPageUrl } from '../../src/services/purchaser-link';
import { staffSignInUrl } from '../../src/staff/links';
import { buildTestApp, type TestApp } from '../helpers';
import { capturedPurchase } from '../ops/ops-helpers';
import { samples } from './samples';

let t: TestApp;
// The first test of a worker waits for its PGlite (start-up, migrations, seed): on a loaded machine
// that outlasts the default hook timeout.
beforeEach(async () => {
  t = await buildTestApp();
}, 300_000);
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const STAFF_CONSOLE = 'https://console.littlegivers.test';

interface LogEntry {
  level: 'info' | 'warn';
  object: Record<string, unknown>;
  message: string;
}

/** A transport that keeps each message handed to it; `fail` decides a message's refusal (`{ error }`). */
function capturingTransport(
  options: {
    name?: 'smtp' | 'mailbox';
    attachesImages?: boolean;
    fail?: (mail: OutgoingMail, index: number) => { error: unknown } | undefined;
    /** Awaited before the transport answers (a slow SMTP server). */
    hold?: (mail: OutgoingMail) => Promise<void> | undefined;
  } = {},
) {
  const sent: OutgoingMail[] = [];
  const state = { closed: 0 };
  const transport: MailTransport = {
    name: options.name ?? 'smtp',
    attachesImages: options.attachesImages ?? false,
    async send(mail) {
      sent.push(mail);
      await options.hold?.(mail);
      const refusal = options.fail?.(mail, sent.length - 1);
      if (refusal) throw refusal.error;
      return mail.messageId;
    },
    close: () => {
      state.closed += 1;
    },
  };
  return { transport, sent, state };
}

function capturingLog() {
  const entries: LogEntry[] = [];
  return {
    entries,
    log: {
      info: (object: Record<string, unknown>, message: string) => entries.push({ level: 'info', object, message }),
      warn: (object: Record<string, unknown>, message: string) => entries.push({ level: 'warn', object, message }),
    },
  };
}

type Links = ConstructorParameters<typeof MailSender>[4];

function links(overrides: Partial<NonNullable<Links>> = {}): NonNullable<Links> {
  return {
    vault: t.app.vault,
    publicUrl: t.app.config.publicUrl,
    siteUrl: t.app.config.siteUrl,
    staffConsoleUrl: STAFF_CONSOLE,
    ...overrides,
  };
}

function mailConfig(overrides: Partial<MailConfig> = {}): MailConfig {
  // One attempt: a refusal is final, so no message of one test is due again in another's.
  return { ...loadConfig({}).mail, batchSize: 10, maxAttempts: 1, retryBaseMs: 3_600_000, ...overrides };
}

function newSender(
  options: {
    transport?: MailTransport;
    log?: ReturnType<typeof capturingLog>['log'];
    links?: Links | null;
    outbox?: MailOutboxRepository;
    config?: Partial<MailConfig>;
  } = {},
) {
  return new MailSender(
    options.outbox ?? t.app.repositories.mailOutbox,
    options.transport ?? capturingTransport().transport,
    mailConfig(options.config),
    options.log,
    options.links === null ? undefined : (options.links ?? links()),
  );
}

let serial = 0;
/** Queues one message now; returns its key. */
async function queue<K extends MailKind>(
  kind: K,
  data: MailDataByKind[K],
  key = `kinds:${kind}:${Date.now()}:${serial++}`,
) {
  await t.app.repositories.mailOutbox.queue({ key, kind, to: `${kind}@example.com`, data });
  return key;
}

async function row(key: string) {
  const [found] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, key));
  if (!found) throw new Error(`no message ${key}`);
  return found;
}

/** A paid order (its receipt already sent, so nothing of it is due) and its public id. */
async function paidOrder() {
  const { order } = await capturedPurchase(t.app);
  await t.app.mail.drain();
  const [found] = await t.app.db.select().from(orders).where(eq(orders.id, order.rowId));
  if (!found) throw new Error('no order');
  return found;
}

async function until(condition: () => boolean, what: string) {
  for (let i = 0; i < 250 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  if (!condition()) throw new Error(`timed out waiting for ${what}`);
}

async function untilRow(key: string, status: string) {
  for (let i = 0; i < 250 && (await row(key)).status !== status; i += 1) await pause(20);
  expect((await row(key)).status).toBe(status);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function gate() {
  let open: () => void = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

const bodies = (mail: { html: string | null; text: string | null } | undefined) => `${mail?.html}\n${mail?.text}`;

describe('each kind, its links and the copy the row keeps', () => {
  it('a receipt carries its download and purchaser links; the SMTP copy keeps them masked', async () => {
    const download = newSecretToken();
    const purchaser = newSecretToken();
    const key = await queue('order-receipt', {
      ...samples['order-receipt'],
      delivery: 'print',
      shipTo: null,
      download: { tokenCiphertext: t.app.vault.encrypt(download) },
      purchaserLink: { tokenCiphertext: t.app.vault.encrypt(purchaser) },
    });
    const { transport, sent } = capturingTransport();
    expect(await newSender({ transport }).drain()).toEqual({ sent: 1, failed: 0 });

    const downloadUrl = cardDownloadLink(t.app.config.publicUrl, download);
    const purchaserUrl = purchaserPageUrl(t.app.config.siteUrl, purchaser);
    expect(bodies(sent[0])).toContain(downloadUrl);
    expect(bodies(sent[0])).toContain(purchaserUrl);
    const kept = await row(key);
    expect(kept.status).toBe('sent');
    for (const secret of [download, purchaser]) expect(`${kept.subject}${bodies(kept)}`).not.toContain(secret);
    expect(kept.text).toContain('[link sent to the purchaser]');
    expect(kept.html).toContain('[link sent to the purchaser]');
    expect(kept.subject).toBe(sent[0]?.subject);
  });

  it('the local mailbox keeps the links in its copy', async () => {
    const download = newSecretToken();
    const purchaser = newSecretToken();
    const key = await queue('order-receipt', {
      ...samples['order-receipt'],
      delivery: 'print',
      shipTo: null,
      download: { tokenCiphertext: t.app.vault.encrypt(download) },
      purchaserLink: { tokenCiphertext: t.app.vault.encrypt(purchaser) },
    });
    const { transport } = capturingTransport({ name: 'mailbox' });
    await newSender({ transport }).drain();
    const kept = await row(key);
    expect(kept.transport).toBe('mailbox');
    expect(kept.text).toContain(cardDownloadLink(t.app.config.publicUrl, download));
    expect(kept.text).toContain(purchaserPageUrl(t.app.config.siteUrl, purchaser));
    expect(kept.text).not.toContain('[link sent to');
  });

  it('a receipt with only its purchaser link, or only its download, carries that one', async () => {
    const purchaser = newSecretToken();
    const download = newSecretToken();
    const mailed = await queue('order-receipt', {
      ...samples['order-receipt'],
      purchaserLink: { tokenCiphertext: t.app.vault.encrypt(purchaser) },
    });
    const printed = await queue('order-receipt', {
      ...samples['order-receipt'],
      delivery: 'print',
      shipTo: null,
      download: { tokenCiphertext: t.app.vault.encrypt(download) },
    });
    const { transport, sent } = capturingTransport();
    expect(await newSender({ transport }).drain()).toEqual({ sent: 2, failed: 0 });
    expect(bodies(sent[0])).toContain(purchaserPageUrl(t.app.config.siteUrl, purchaser));
    expect(bodies(sent[0])).not.toContain('/api/cardDownload/');
    expect(bodies(sent[1])).toContain(cardDownloadLink(t.app.config.publicUrl, download));
    expect(bodies(await row(mailed))).not.toContain(purchaser);
    expect(bodies(await row(mailed))).toContain('[link sent to the purchaser]');
    expect(bodies(await row(printed))).not.toContain(download);
    expect(bodies(await row(printed))).toContain('[link sent to the purchaser]');
  });

  it('a receipt without secret links goes from a sender without the code vault; one with them does not', async () => {
    const plain = await queue('order-receipt', samples['order-receipt']);
    const secret = await queue('order-receipt', {
      ...samples['order-receipt'],
      purchaserLink: { tokenCiphertext: t.app.vault.encrypt(newSecretToken()) },
    });
    const { transport, sent } = capturingTransport();
    expect(await newSender({ transport, links: null }).drain()).toEqual({ sent: 1, failed: 1 });
    expect(sent).toHaveLength(1);
    expect((await row(plain)).status).toBe('sent');
    expect(await row(secret)).toMatchObject({
      status: 'failed',
      lastError: 'a receipt with secret links needs the code vault to be sent',
    });
  });

  it('an e-card carries its page link, masked for the grown-up in the SMTP copy; the mailbox keeps it', async () => {
    const order = await paidOrder();
    const smtpToken = newSecretToken();
    const mailboxToken = newSecretToken();
    const ecard = (token: string) => ({
      ...samples.ecard,
      orderId: order.id,
      link: { tokenCiphertext: t.app.vault.encrypt(token) },
      ecardUrl: undefined,
    });
    const bySmtp = await queue('ecard', ecard(smtpToken));
    const smtp = capturingTransport();
    await newSender({ transport: smtp.transport }).drain();
    expect(bodies(smtp.sent[0])).toContain(ecardPageUrl(t.app.config.siteUrl, smtpToken));
    const kept = await row(bySmtp);
    expect(bodies(kept)).not.toContain(smtpToken);
    expect(kept.text).toContain('[link sent to the grown-up]');

    const inMailbox = await queue('ecard', ecard(mailboxToken));
    const mailbox = capturingTransport({ name: 'mailbox' });
    await newSender({ transport: mailbox.transport }).drain();
    expect((await row(inMailbox)).text).toContain(ecardPageUrl(t.app.config.siteUrl, mailboxToken));
  });

  it('an e-card needs the code vault: without it the message fails, nothing is sent', async () => {
    const order = await paidOrder();
    const key = await queue('ecard', {
      ...samples.ecard,
      orderId: order.id,
      link: { tokenCiphertext: t.app.vault.encrypt(newSecretToken()) },
    });
    const { transport, sent } = capturingTransport();
    expect(await newSender({ transport, links: null }).drain()).toEqual({ sent: 0, failed: 1 });
    expect(sent).toEqual([]);
    expect((await row(key)).lastError).toBe('an e-card needs the code vault to be sent');
  });

  it('a reissued card carries the new card’s link, masked in the SMTP copy; without the vault it fails', async () => {
    const token = newSecretToken();
    const key = await queue('card-reissued', {
      ...samples['card-reissued'],
      download: { tokenCiphertext: t.app.vault.encrypt(token) },
      downloadUrl: undefined,
    });
    const { transport, sent } = capturingTransport();
    await newSender({ transport }).drain();
    expect(bodies(sent[0])).toContain(cardDownloadLink(t.app.config.publicUrl, token));
    const kept = await row(key);
    expect(bodies(kept)).not.toContain(token);
    expect(kept.text).toContain('[link sent to the purchaser]');

    const without = await queue('card-reissued', {
      ...samples['card-reissued'],
      download: { tokenCiphertext: t.app.vault.encrypt(newSecretToken()) },
      downloadUrl: undefined,
    });
    expect(await newSender({ links: null }).drain()).toEqual({ sent: 0, failed: 1 });
    expect((await row(without)).lastError).toBe('a reissued card needs the code vault to be sent');
  });

  it('a staff sign-in carries the console link, masked for the staff member; without the console URL it fails', async () => {
    const token = newSecretToken();
    const key = await queue('staff-sign-in', {
      ...samples['staff-sign-in'],
      tokenCiphertext: t.app.vault.encrypt(token),
      signInUrl: undefined,
    });
    const { transport, sent } = capturingTransport();
    await newSender({ transport }).drain();
    expect(bodies(sent[0])).toContain(staffSignInUrl(STAFF_CONSOLE, token));
    const kept = await row(key);
    expect(bodies(kept)).not.toContain(token);
    expect(kept.text).toContain('[link sent to the staff member]');

    const noConsole = await queue('staff-sign-in', {
      ...samples['staff-sign-in'],
      tokenCiphertext: t.app.vault.encrypt(newSecretToken()),
      signInUrl: undefined,
    });
    const { staffConsoleUrl: _none, ...withoutConsole } = links();
    expect(await newSender({ links: withoutConsole }).drain()).toEqual({ sent: 0, failed: 1 });
    expect((await row(noConsole)).lastError).toBe('a staff sign-in link needs the code vault and console URL');

    const noVault = await queue('staff-sign-in', {
      ...samples['staff-sign-in'],
      tokenCiphertext: t.app.vault.encrypt(newSecretToken()),
      signInUrl: undefined,
    });
    expect(await newSender({ links: null }).drain()).toEqual({ sent: 0, failed: 1 });
    expect((await row(noVault)).lastError).toBe('a staff sign-in link needs the code vault and console URL');
  });

  it('a group card’s notice carries its share and organizer links, masked in the SMTP copy', async () => {
    const share = newSecretToken();
    const organizer = newSecretToken();
    const key = await queue('group-notice', {
      what: 'started',
      recipientName: 'Emma',
      closesAt: '2026-12-01T13:00:00.000Z',
      links: { shareCiphertext: t.app.vault.encrypt(share), organizerCiphertext: t.app.vault.encrypt(organizer) },
    });
    const { transport, sent } = capturingTransport();
    await newSender({ transport }).drain();
    expect(bodies(sent[0])).toContain(groupShareUrl(t.app.config.siteUrl, share));
    expect(bodies(sent[0])).toContain(groupOrganizerUrl(t.app.config.siteUrl, organizer));
    const kept = await row(key);
    expect(bodies(kept)).not.toContain(share);
    expect(bodies(kept)).not.toContain(organizer);
    expect(kept.text).toContain('[link sent to the purchaser]');
  });

  it('a group notice with links needs the code vault; one without links goes without it', async () => {
    const withLinks = await queue('group-notice', {
      what: 'started',
      recipientName: 'Emma',
      closesAt: '2026-12-01T13:00:00.000Z',
      links: { shareCiphertext: t.app.vault.encrypt(newSecretToken()) },
    });
    const plain = await queue('group-notice', { ...samples['group-notice'], purchaserUrl: undefined });
    const { transport, sent } = capturingTransport();
    expect(await newSender({ transport, links: null }).drain()).toEqual({ sent: 1, failed: 1 });
    expect(sent).toHaveLength(1);
    expect((await row(withLinks)).lastError).toBe("a group card's links need the code vault to be sent");
    expect((await row(plain)).status).toBe('sent');
  });
});

describe('reminders and the backup notice', () => {
  const reminder = (order: { publicId: string }, overrides: Partial<MailDataByKind['gift-reminder']> = {}) => ({
    ...samples['gift-reminder'],
    orderPublicId: order.publicId,
    optOutUrl: undefined,
    ...overrides,
  });

  it('carry the gift’s opt-out link and the one-click unsubscribe header (RFC 8058)', async () => {
    const order = await paidOrder();
    await queue('gift-reminder', reminder(order));
    await queue('backup-notice', { ...samples['backup-notice'], orderPublicId: order.publicId, optOutUrl: undefined });
    const { transport, sent } = capturingTransport();
    expect(await newSender({ transport }).drain()).toEqual({ sent: 2, failed: 0 });
    const optOut = optOutLink(t.app.config.publicUrl, t.app.vault, order.publicId);
    for (const mail of sent) {
      expect(mail.headers).toEqual({
        'List-Unsubscribe': `<${optOut}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(mail.text).toContain(optOut);
    }
  });

  it('from a sender without the code vault, and once reminders are off, offer no opt-out', async () => {
    const order = await paidOrder();
    await queue('gift-reminder', reminder(order));
    const plain = capturingTransport();
    await newSender({ transport: plain.transport, links: null }).drain();
    expect(plain.sent[0]).not.toHaveProperty('headers');
    expect(plain.sent[0]?.text).not.toContain('/optOut');

    await t.app.db.update(orders).set({ remindersOptedOutAt: new Date() }).where(eq(orders.id, order.id));
    await queue('backup-notice', { ...samples['backup-notice'], orderPublicId: order.publicId, optOutUrl: undefined });
    const off = capturingTransport();
    expect(await newSender({ transport: off.transport }).drain()).toEqual({ sent: 1, failed: 0 });
    expect(off.sent[0]).not.toHaveProperty('headers');
    expect(off.sent[0]?.text).not.toContain('/optOut');
  });

  it('a reminder once reminders are off is withdrawn, and the log says so', async () => {
    const order = await paidOrder();
    await t.app.db.update(orders).set({ remindersOptedOutAt: new Date() }).where(eq(orders.id, order.id));
    const key = await queue('gift-reminder', reminder(order));
    const { transport, sent } = capturingTransport();
    const { log, entries } = capturingLog();
    expect(await newSender({ transport, log }).drain()).toEqual({ sent: 0, failed: 1 });
    expect(sent).toEqual([]);
    const withdrawn = await row(key);
    expect(withdrawn).toMatchObject({ status: 'failed', lastError: 'withdrawn: reminders turned off' });
    expect(entries).toEqual([
      {
        level: 'info',
        object: { mailId: withdrawn.id, kind: 'gift-reminder', reason: 'withdrawn: reminders turned off' },
        message: 'mail withdrawn',
      },
    ]);
  });

  it('an e-card’s reminder carries the card’s live page link, masked for the grown-up in the SMTP copy', async () => {
    const order = await paidOrder();
    const { token } = await issueEcardLink(t.app.repositories, t.app.vault, order.id);
    const key = await queue('gift-reminder', reminder(order, { delivery: 'email' }));
    const { transport, sent } = capturingTransport();
    await newSender({ transport }).drain();
    expect(bodies(sent[0])).toContain(ecardPageUrl(t.app.config.siteUrl, token));
    const kept = await row(key);
    expect(bodies(kept)).not.toContain(token);
    expect(kept.text).toContain('[link sent to the grown-up]');
  });

  it('a reissued printed card’s reminder carries the new card’s link, masked in the SMTP copy', async () => {
    const order = await paidOrder();
    const token = await issueCardDownload(t.app.repositories, t.app.vault, order.id, new Date());
    const key = await queue(
      'gift-reminder',
      reminder(order, { delivery: 'print', reissuedAt: new Date().toISOString() }),
    );
    const { transport, sent } = capturingTransport();
    await newSender({ transport }).drain();
    expect(bodies(sent[0])).toContain(cardDownloadLink(t.app.config.publicUrl, token));
    const kept = await row(key);
    expect(bodies(kept)).not.toContain(token);
    expect(kept.text).toContain('[link sent to the purchaser]');
  });
  it('carry only the link of the gift’s own delivery, and mask it as that delivery’s', async () => {
    // An order with both a live e-card page and a live download (its delivery changed).
    const order = await paidOrder();
    const ecard = await issueEcardLink(t.app.repositories, t.app.vault, order.id);
    const download = await issueCardDownload(t.app.repositories, t.app.vault, order.id, new Date());
    const reissuedAt = new Date().toISOString();
    const mailed = await queue('gift-reminder', reminder(order, { delivery: 'mail', reissuedAt }));
    // A printed card never reissued: its reminder asks for the code on the card printed.
    const printed = await queue('gift-reminder', reminder(order, { delivery: 'print', reissuedAt: null }));
    const reissued = await queue('gift-reminder', reminder(order, { delivery: 'print', reissuedAt }));
    const { transport, sent } = capturingTransport();
    expect(await newSender({ transport }).drain()).toEqual({ sent: 3, failed: 0 });
    for (const mail of sent.slice(0, 2)) {
      expect(bodies(mail)).not.toContain(ecard.token);
      expect(bodies(mail)).not.toContain(download);
    }
    expect(bodies(sent[2])).toContain(cardDownloadLink(t.app.config.publicUrl, download));
    expect(bodies(sent[2])).not.toContain(ecard.token);
    expect((await row(mailed)).status).toBe('sent');
    expect((await row(printed)).status).toBe('sent');
    // The new card's link went to the purchaser, never to a grown-up.
    const kept = await row(reissued);
    expect(kept.text).toContain('[link sent to the purchaser]');
    expect(bodies(kept)).not.toContain('[link sent to the grown-up]');
  });

  it('whose card has no live link (revoked, expired) go without one', async () => {
    const order = await paidOrder();
    const ecard = await queue('gift-reminder', reminder(order, { delivery: 'email' }));
    const printed = await queue(
      'gift-reminder',
      reminder(order, { delivery: 'print', reissuedAt: new Date().toISOString() }),
    );
    const { transport, sent } = capturingTransport();
    expect(await newSender({ transport }).drain()).toEqual({ sent: 2, failed: 0 });
    for (const mail of sent) {
      expect(bodies(mail)).not.toContain('/ecard');
      expect(bodies(mail)).not.toContain('/api/cardDownload/');
    }
    expect((await row(ecard)).status).toBe('sent');
    expect((await row(printed)).status).toBe('sent');
  });
});

describe('what the transport is handed and what the log says', () => {
  it('a stable Message-ID made of the key, the card as an inline picture for SMTP, no extra headers', async () => {
    const key = await queue('order-receipt', samples['order-receipt'], `Kinds:Receipt_${serial++}/lg.7-x y`);
    const smtp = capturingTransport({ attachesImages: true });
    const { log, entries } = capturingLog();
    expect(await newSender({ transport: smtp.transport, log }).drain()).toEqual({ sent: 1, failed: 0 });
    const [mail] = smtp.sent;
    expect(mail?.messageId).toBe(`<lg-Kinds.Receipt.${serial - 1}.lg.7-x.y@littlegivers.mail>`);
    expect(mail?.to).toBe('order-receipt@example.com');
    expect(mail?.from).toBe(mailConfig().from);
    expect(mail).not.toHaveProperty('headers');
    expect(mail?.attachments?.map((attachment) => attachment.contentType)).toEqual(['image/png']);
    const sent = await row(key);
    expect(sent.messageId).toBe(mail?.messageId);
    expect(entries).toEqual([
      { level: 'info', object: { mailId: sent.id, kind: 'order-receipt', attempt: 1 }, message: 'mail delivered' },
    ]);
  });

  it('a transport without pictures gets none', async () => {
    await queue('order-receipt', samples['order-receipt']);
    const mailbox = capturingTransport({ name: 'mailbox', attachesImages: false });
    await newSender({ transport: mailbox.transport }).drain();
    expect(mailbox.sent[0]?.attachments).toEqual([]);
  });

  it('a refusal is recorded with its text and logged with its code and SMTP status only', async () => {
    const refused = Object.assign(new Error('550 no such user refused@example.com'), {
      code: 'EENVELOPE',
      responseCode: 550,
    });
    const key = await queue('donation-receipt', samples['donation-receipt']);
    const { transport } = capturingTransport({ fail: () => ({ error: refused }) });
    const { log, entries } = capturingLog();
    expect(await newSender({ transport, log }).drain()).toEqual({ sent: 0, failed: 1 });
    const failed = await row(key);
    expect(failed).toMatchObject({ status: 'failed', lastError: '550 no such user refused@example.com' });
    expect(entries).toEqual([
      {
        level: 'warn',
        object: {
          mailId: failed.id,
          kind: 'donation-receipt',
          attempt: 1,
          status: 'failed',
          code: 'EENVELOPE',
          responseCode: 550,
        },
        message: 'mail delivery failed',
      },
    ]);
  });

  it('a refusal with attempts left puts the message back; a code or status of another type is not logged', async () => {
    const key = await queue('donation-receipt', samples['donation-receipt']);
    const odd = Object.assign(new Error('odd'), { code: 421, responseCode: '421' });
    const { transport } = capturingTransport({ fail: () => ({ error: odd }) });
    const { log, entries } = capturingLog();
    expect(await newSender({ transport, log, config: { maxAttempts: 3 } }).drain()).toEqual({ sent: 0, failed: 1 });
    const pending = await row(key);
    expect(pending).toMatchObject({ status: 'pending', lastError: 'odd', attempts: 1 });
    expect(entries.map((entry) => entry.object)).toEqual([
      { mailId: pending.id, kind: 'donation-receipt', attempt: 1, status: 'pending' },
    ]);
    // Not due again for an hour: nothing of it is left for the next test.
    expect(await newSender().drain()).toEqual({ sent: 0, failed: 0 });
    await t.app.db.update(mailOutbox).set({ status: 'failed' }).where(eq(mailOutbox.id, pending.id));
  });

  it('a transport failing with no error object, or with a string, is recorded and logged without a code', async () => {
    const first = await queue('donation-receipt', samples['donation-receipt']);
    const second = await queue('donation-receipt', samples['donation-receipt']);
    const { transport } = capturingTransport({
      fail: (_mail, index) => ({ error: index === 0 ? undefined : 'refused' }),
    });
    const { log, entries } = capturingLog();
    expect(await newSender({ transport, log }).drain()).toEqual({ sent: 0, failed: 2 });
    expect((await row(first)).lastError).toBe('undefined');
    expect((await row(second)).lastError).toBe('refused');
    expect(entries.map((entry) => [entry.message, entry.object.code, entry.object.responseCode])).toEqual([
      ['mail delivery failed', undefined, undefined],
      ['mail delivery failed', undefined, undefined],
    ]);
  });

  it('a message whose rendering throws fails alone; the rest of its batch goes', async () => {
    const before = await queue('donation-receipt', samples['donation-receipt']);
    const broken = await queue('order-receipt', {
      ...samples['order-receipt'],
      purchaserLink: { tokenCiphertext: 'v1.broken' },
    });
    const after = await queue('donation-receipt', samples['donation-receipt']);
    const { transport, sent } = capturingTransport();
    const { log, entries } = capturingLog();
    expect(await newSender({ transport, log }).drain()).toEqual({ sent: 2, failed: 1 });
    expect(sent.map((mail) => mail.to)).toEqual(['donation-receipt@example.com', 'donation-receipt@example.com']);
    expect((await row(before)).status).toBe('sent');
    expect((await row(after)).status).toBe('sent');
    const failed = await row(broken);
    expect(failed).toMatchObject({ status: 'failed', lastError: 'Unknown code ciphertext format' });
    expect(entries.filter((entry) => entry.level === 'warn')).toEqual([
      {
        level: 'warn',
        object: { mailId: failed.id, kind: 'order-receipt', attempt: 1, status: 'failed' },
        message: 'mail delivery failed',
      },
    ]);
  });

  it('a sender whose claim another sender took logs no delivery of its own', async () => {
    const key = await queue('donation-receipt', samples['donation-receipt']);
    let now = Date.now();
    const clock = () => new Date(now);
    const held = gate();
    const slow = capturingTransport({ hold: () => held.promise });
    const { log, entries } = capturingLog();
    const first = newSender({
      transport: slow.transport,
      log,
      outbox: createMailOutboxRepository(t.app.db, { clock }),
    });
    const pass = first.runOnce();
    await until(() => slow.sent.length === 1, 'the first send');
    now += 31_000; // the claim ran out (its renewal is every 10 s: not yet due)
    const other = capturingTransport();
    expect(
      await newSender({ transport: other.transport, outbox: createMailOutboxRepository(t.app.db, { clock }) }).drain(),
    ).toEqual({ sent: 1, failed: 0 });
    held.open();
    expect(await pass).toEqual({ sent: 1, failed: 0 });
    expect(entries).toEqual([]);
    expect((await row(key)).status).toBe('sent');
  });
});

describe('passes and their totals', () => {
  it('drain passes batch by batch, through a pass as much refused as sent, and adds up the passes', async () => {
    for (let i = 0; i < 5; i += 1) await queue('donation-receipt', { ...samples['donation-receipt'], donationId: i });
    // The second and the fifth are refused: passes of 1 + 1, 2 + 0, 0 + 1, then nothing.
    const { transport, sent } = capturingTransport({
      fail: (_mail, index) => (index === 1 || index === 4 ? { error: new Error('refused') } : undefined),
    });
    const sender = newSender({ transport, config: { batchSize: 2 } });
    expect(await sender.drain()).toEqual({ sent: 3, failed: 2 });
    expect(sent).toHaveLength(5);
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0 });
  });

  it('calls at the same moment share one pass', async () => {
    await queue('donation-receipt', samples['donation-receipt']);
    const { transport, sent } = capturingTransport();
    const sender = newSender({ transport });
    const one = sender.runOnce();
    const two = sender.runOnce();
    expect(two).toBe(one);
    expect(await one).toEqual({ sent: 1, failed: 0 });
    expect(sent).toHaveLength(1);
    // The pass over, the next call makes a new one.
    const three = sender.runOnce();
    expect(three).not.toBe(one);
    expect(await three).toEqual({ sent: 0, failed: 0 });
  });
});

describe('the poller', () => {
  it('passes every interval, again after each pass, until stopped; stop closes the transport', async () => {
    const { transport, sent, state } = capturingTransport();
    const sender = newSender({ transport, config: { pollIntervalMs: 20 } });
    sender.start();
    await queue('donation-receipt', samples['donation-receipt']);
    await until(() => sent.length === 1, 'the first message');
    const second = await queue('donation-receipt', samples['donation-receipt']);
    await until(() => sent.length === 2, 'the second message');
    await untilRow(second, 'sent');
    await sender.stop();
    expect(state.closed).toBe(1);
    const key = await queue('donation-receipt', samples['donation-receipt']);
    await pause(150);
    expect(sent).toHaveLength(2);
    expect((await row(key)).status).toBe('pending');
    await newSender().drain();
  });

  it('does not poll with an interval of 0, nor twice when started twice', async () => {
    const idle = capturingTransport();
    const off = newSender({ transport: idle.transport });
    off.start(0);
    const key = await queue('donation-receipt', samples['donation-receipt']);
    await pause(100);
    expect(idle.sent).toEqual([]);
    await off.stop();

    const twice = capturingTransport();
    const sender = newSender({ transport: twice.transport });
    sender.start(60);
    sender.start(60);
    await sender.stop();
    await pause(150);
    expect(twice.sent).toEqual([]);
    expect((await row(key)).status).toBe('pending');
    await newSender().drain();
  });

  it('stopped during a pass, waits for it and polls no more', async () => {
    const held = gate();
    const { transport, sent } = capturingTransport({
      hold: (mail) => (mail.to === 'first@example.com' ? held.promise : undefined),
    });
    const sender = newSender({ transport });
    await t.app.repositories.mailOutbox.queue({
      key: `kinds:first:${Date.now()}`,
      kind: 'donation-receipt',
      to: 'first@example.com',
      data: samples['donation-receipt'],
    });
    sender.start(20);
    await until(() => sent.length === 1, 'the first message');
    let done = false;
    const stopped = sender.stop().then(() => {
      done = true;
    });
    await pause(50);
    expect(done).toBe(false); // the pass is still out
    held.open();
    await stopped;
    const later = await queue('donation-receipt', samples['donation-receipt']);
    await pause(150);
    expect(sent).toHaveLength(1);
    expect((await row(later)).status).toBe('pending');
    await newSender().drain();
  });

  it('stopped during a drain with more due, ends it after the pass under way: nothing goes through the closed transport', async () => {
    const held = gate();
    const { transport, sent, state } = capturingTransport({
      hold: (mail) => (mail.to === 'held@example.com' ? held.promise : undefined),
    });
    let sentAfterClose = 0;
    const watched: MailTransport = {
      ...transport,
      send: (mail) => {
        if (state.closed > 0) sentAfterClose += 1;
        return transport.send(mail);
      },
    };
    // One message a pass: the second is due when the first pass ends, so the drain would go on.
    const sender = newSender({ transport: watched, config: { batchSize: 1 } });
    await t.app.repositories.mailOutbox.queue({
      key: `kinds:held:${Date.now()}`,
      kind: 'donation-receipt',
      to: 'held@example.com',
      data: samples['donation-receipt'],
    });
    const waiting = await queue('donation-receipt', samples['donation-receipt']);
    sender.start(20);
    await until(() => sent.length === 1, 'the held message');
    const stopped = sender.stop();
    held.open();
    await stopped;
    expect(state.closed).toBe(1);
    await pause(100);
    expect(sent).toHaveLength(1);
    expect(sentAfterClose).toBe(0);
    expect((await row(waiting)).status).toBe('pending');
    await newSender().drain();
  });

  it('a failed pass is logged with its code, and the poller goes on', async () => {
    const outbox = t.app.repositories.mailOutbox;
    let failures = 1;
    const flaky: MailOutboxRepository = {
      ...outbox,
      claimDue: (limit) =>
        failures-- > 0
          ? Promise.reject(Object.assign(new Error('lost'), { code: 'ECONNRESET' }))
          : outbox.claimDue(limit),
    };
    const { transport, sent } = capturingTransport();
    const { log, entries } = capturingLog();
    const sender = newSender({ transport, log, outbox: flaky });
    await queue('donation-receipt', samples['donation-receipt']);
    sender.start(20);
    await until(() => sent.length === 1, 'the message after the failed pass');
    await sender.stop();
    expect(entries[0]).toEqual({ level: 'warn', object: { code: 'ECONNRESET' }, message: 'mail sender pass failed' });
  });
});

describe('the claim, while a batch is out', () => {
  it('is renewed every 10 s, a failed renewal is logged, and the renewal ends with the batch', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const key = await queue('donation-receipt', samples['donation-receipt']);
    let now = Date.now();
    const clock = () => new Date(now);
    const outbox = createMailOutboxRepository(t.app.db, { clock });
    const renewals: Promise<void>[] = [];
    let refuse = false;
    const watched: MailOutboxRepository = {
      ...outbox,
      renewClaim: (token) => {
        const renewal = refuse
          ? Promise.reject(Object.assign(new Error('gone'), { code: '57P01' }))
          : outbox.renewClaim(token);
        renewals.push(renewal.catch(() => {}));
        return renewal;
      },
    };
    const held = gate();
    const slow = capturingTransport({ hold: () => held.promise });
    const { log, entries } = capturingLog();
    const pass = newSender({ transport: slow.transport, log, outbox: watched }).runOnce();
    await until(() => slow.sent.length === 1, 'the send');

    // 25 s after the claim its renewal runs; 50 s after it, the message is still this sender's.
    now += 25_000;
    vi.advanceTimersByTime(10_000);
    expect(renewals).toHaveLength(1);
    await renewals[0];
    now += 25_000;
    const other = await outbox.claimDue(10);
    expect(other.rows.map((taken) => taken.idempotencyKey)).not.toContain(key);

    refuse = true;
    vi.advanceTimersByTime(10_000);
    expect(renewals).toHaveLength(2);
    await renewals[1];
    await until(() => entries.length === 1, 'the renewal failure');
    expect(entries[0]).toEqual({ level: 'warn', object: { code: '57P01' }, message: 'mail claim not renewed' });

    held.open();
    expect(await pass).toEqual({ sent: 1, failed: 0 });
    vi.advanceTimersByTime(30_000);
    expect(renewals).toHaveLength(2);
    expect((await row(key)).status).toBe('sent');
  });
});
