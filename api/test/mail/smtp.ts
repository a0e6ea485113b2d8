/**
 * A real SMTP server in the test process (smtp-server), parsing what it receives (mailparser).
 * `stop()` closes it (the API's deliveries then fail to connect); `start()` opens it again on
 * the same port.
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  messageId: string;
  html: string;
  text: string;
  /** Attachments as received (inline pictures carry their Content-ID). */
  attachments: { contentType: string; cid: string | undefined; filename: string | undefined; content: Buffer }[];
  raw: string;
}

export interface TestSmtp {
  url: string;
  port: number;
  received: ReceivedMail[];
  start: () => Promise<void>;
  stop: () => Promise<void>;
}

function toReceived(parsed: ParsedMail, raw: string): ReceivedMail {
  const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
  return {
    to,
    from: parsed.from?.text ?? '',
    subject: parsed.subject ?? '',
    messageId: parsed.messageId ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    text: parsed.text ?? '',
    attachments: parsed.attachments.map((attachment) => ({
      contentType: attachment.contentType,
      cid: attachment.cid,
      filename: attachment.filename,
      content: attachment.content,
    })),
    raw,
  };
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve, reject) => {
      const next = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        closeTimeout: 200,
        onData(stream, _session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            simpleParser(raw, { keepCidLinks: true }).then(
              (parsed) => {
                received.push(toReceived(parsed, raw));
                callback();
              },
              (error: Error) => callback(error),
            );
          });
        },
      });
      next.on('error', () => {});
      next.server.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.server.address() as AddressInfo).port;
        server = next;
        resolve();
      });
    });
  await open();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    received,
    start: open,
    stop: () =>
      new Promise<void>((resolve) => {
        const current = server;
        server = undefined;
        if (!current) return resolve();
        current.close(() => resolve());
      }),
  };
}
