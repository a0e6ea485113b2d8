/**
 * Where messages go: SMTP through nodemailer (SMTP_URL), or — the embedded default — the local
 * mailbox, which is the outbox table itself (a delivered row keeps its subject, HTML and text;
 * read it with `ops mail` or the API's /api/dev/mailbox page off production).
 */
import { createTransport } from 'nodemailer';
import type { DkimSettings } from './config';

/** A picture shown in the HTML by its Content-ID (`<img src="cid:…">`), attached inline. */
export interface InlineImage {
  cid: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: InlineImage[];
  /** Stable per outbox row, so a receiving system can recognise a repeat. */
  messageId: string;
  /** Extra header fields (the reminders' RFC 8058 one-click unsubscribe). */
  headers?: Record<string, string>;
}

export interface MailTransport {
  readonly name: 'smtp' | 'mailbox';
  /**
   * Whether messages carry their pictures: SMTP does; the local mailbox keeps HTML and text only
   * (its page draws the card again from the message's data).
   */
  readonly attachesImages: boolean;
  send(mail: OutgoingMail): Promise<string>;
  close(): void;
}

export function smtpTransport(url: string, dkim?: DkimSettings): MailTransport {
  const transporter = createTransport({
    url,
    ...(dkim ? { dkim } : {}),
    pool: true,
    maxConnections: 5,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    name: 'smtp',
    attachesImages: true,
    async send(mail) {
      const info = await transporter.sendMail(mail);
      return info.messageId ?? mail.messageId;
    },
    close: () => transporter.close(),
  };
}

export const mailboxTransport: MailTransport = {
  name: 'mailbox',
  attachesImages: false,
  send: async (mail) => mail.messageId,
  close: () => {},
};

export function transportFor(smtpUrl: string | undefined, dkim?: DkimSettings): MailTransport {
  return smtpUrl ? smtpTransport(smtpUrl, dkim) : mailboxTransport;
}
