/**
 * The local mailbox as web pages (never in production; routes/dev-mailbox.ts serves them): every
 * message the API queued, newest first, with its state; each delivered one readable as sent (HTML)
 * and as plain text.
 */
import { escapeHtml } from '../lib/html';
import type { OutboxRow } from '../repositories/mail-outbox';
import type { InlineImage } from './transport';

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;color:#1f2933;background:#fdfaf4;margin:2rem}
@media (max-width:600px){body{margin:1rem}th,td{padding:.35rem}}
table{border-collapse:collapse;width:100%;background:#fff}th,td{border:1px solid #9aa5b1;padding:.5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}
.messages{max-width:100%;overflow-x:auto}
a{color:#1d4ed8}a:focus{outline:3px solid #1d4ed8;outline-offset:2px}.failed{color:#b42318;font-weight:700}
</style></head><body>${body}</body></html>`;
}

function row(mail: OutboxRow): string {
  const subject = mail.subject ?? `(${mail.kind}, not rendered yet)`;
  const links =
    mail.status === 'sent'
      ? `<a href="/api/dev/mailbox/${mail.id}">${escapeHtml(subject)}</a> · <a href="/api/dev/mailbox/${mail.id}/text">text</a>`
      : escapeHtml(subject);
  return `<tr><td>${mail.id}</td><td>${escapeHtml(mail.toAddress)}</td><td>${links}</td><td>${escapeHtml(mail.kind)}</td>
<td class="${mail.status === 'failed' ? 'failed' : ''}">${mail.status}${mail.lastError ? `: ${escapeHtml(mail.lastError)}` : ''}</td>
<td>${mail.sentAt ? mail.sentAt.toISOString() : ''}</td></tr>`;
}

/** The list of messages (up to the newest 200). */
export function mailboxIndexPage(messages: OutboxRow[], smtpConfigured: boolean): string {
  return page(
    'Local mailbox',
    `<h1>Local mailbox</h1>
<p>Every message this API has queued (newest first, up to 200). ${
      smtpConfigured ? 'Messages are delivered over SMTP too.' : 'No SMTP_URL is set: this is where they are delivered.'
    }</p>
<div class="messages" role="region" aria-label="messages" tabindex="0"><table><caption>Messages</caption><thead><tr><th scope="col">#</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Kind</th><th scope="col">State</th><th scope="col">Sent</th></tr></thead>
<tbody>${messages.map(row).join('\n')}</tbody></table></div>`,
  );
}

/** A delivered message as plain text with its subject and recipient. */
export function mailboxTextPage(mail: OutboxRow): string {
  return `Subject: ${mail.subject}\nTo: ${mail.toAddress}\n\n${mail.text}`;
}

/** A message's HTML with each `cid:` picture pointed at the mailbox's copy of it (`<id>/images/<file>`). */
export function withMailboxImages(id: number, html: string, images: Pick<InlineImage, 'cid' | 'filename'>[]): string {
  return images.reduce(
    (page, image) =>
      page.split(`cid:${image.cid}`).join(`/api/dev/mailbox/${id}/images/${encodeURIComponent(image.filename)}`),
    html,
  );
}
