/**
 * `test:pg`: the outbox with several senders on one PostgreSQL database never sends a message
 * twice: two real API processes delivering to one SMTP server, and two senders (own connection
 * pools) draining one queue at the same moment.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../../src/config';
import { type Database, openPostgres } from '../../src/db/client';
import { mailOutbox } from '../../src/db/schema';
import { seed } from '../../src/db/seed';
import { smtpTransport } from '../../src/mail/transport';
import { createMailOutboxRepository } from '../../src/repositories/mail-outbox';
import { MailSender } from '../../src/services/mail-sender';
import { type ApiProcess, startApiProcesses, stopApiProcesses } from '../api-process';
import { validOrderPayload } from '../helpers';
import { startTestSmtp, type TestSmtp } from '../mail/smtp';

const adminUrl = process.env.TEST_DATABASE_URL as string;
const name = `lg_mail_${process.pid}_${randomBytes(4).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
})();
let smtp: TestSmtp;
let database: Database;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

beforeAll(async () => {
  await admin(`CREATE DATABASE ${name}`);
  database = await openPostgres(databaseUrl);
  await seed(database.db);
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await database.close();
  await smtp.stop();
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

const noLog = { info: () => {}, warn: () => {} };

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe('two senders on one queue', () => {
  it('draining at the same moment, they deliver every message once between them', async () => {
    smtp.received.length = 0;
    for (let i = 0; i < 120; i += 1) {
      await createMailOutboxRepository(database.db).queue({
        key: `test-donation:${i}`,
        kind: 'donation-receipt',
        to: `donor${i}@example.com`,
        data: { donationId: i, amountCents: 1000 + i, paidAt: new Date().toISOString() },
      });
    }
    const config = { ...loadConfig({}).mail, batchSize: 7 };
    const pools = [await openPostgres(databaseUrl), await openPostgres(databaseUrl)];
    const senders = pools.map(
      (pool) => new MailSender(createMailOutboxRepository(pool.db), smtpTransport(smtp.url), config, noLog),
    );
    try {
      const results = await Promise.all(senders.map((sender) => sender.drain()));
      expect(results[0]?.sent).toBeGreaterThan(0);
      expect(results[1]?.sent).toBeGreaterThan(0);
      expect((results[0]?.sent ?? 0) + (results[1]?.sent ?? 0)).toBe(120);
    } finally {
      await Promise.all(senders.map((sender) => sender.stop()));
      await Promise.all(pools.map((pool) => pool.close()));
    }
    expect(smtp.received).toHaveLength(120);
    expect(duplicates(smtp.received.map((mail) => mail.to))).toEqual([]);
    expect(duplicates(smtp.received.map((mail) => mail.messageId))).toEqual([]);
    await database.db.delete(mailOutbox);
  });
});

describe('two API processes', () => {
  const processes: ApiProcess[] = [];
  let ports: number[] = [];

  beforeAll(async () => {
    const { TEST_DATABASE_URL: _test, ...env } = process.env;
    const apiEnv = {
      ...env,
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      MAIL_POLL_INTERVAL_MS: '20',
      MAIL_BATCH_SIZE: '5',
      DEBUG: 'true',
      LOG_LEVEL: 'warn',
      RECONCILE_INTERVAL_MS: '0',
      RATE_LIMIT_MAX: '100000',
    };
    processes.push(...(await startApiProcesses([apiEnv, apiEnv])));
    ports = processes.map((api) => api.port);
  }, 120_000);
  afterAll(() => stopApiProcesses(processes));

  it('orders paid through both processes get one receipt each, never two', async () => {
    smtp.received.length = 0;
    const identifiers: string[] = [];
    for (let i = 0; i < 24; i += 1) {
      const port = ports[i % 2];
      const created = await fetch(`http://127.0.0.1:${port}/api/Order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(validOrderPayload({ purchaseAccount: { emailAddress: `buyer${i}@example.com` } })),
      });
      expect(created.status).toBe(200);
      const order = (await created.json()) as { id: number; orderIdentifier: string };
      // Paid "twice", once through each process: still one event. (24 orders: under the 30/min route limits.)
      for (const other of ports) {
        const paid = await fetch(`http://127.0.0.1:${other}/api/Order/${order.id}/skipPayment`, { method: 'POST' });
        expect(paid.status).toBe(200);
      }
      identifiers.push(order.orderIdentifier);
    }
    for (let i = 0; i < 300 && smtp.received.length < 24; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 1500)); // time for a duplicate to show up
    expect(smtp.received).toHaveLength(24);
    expect(duplicates(smtp.received.map((mail) => mail.subject))).toEqual([]);
    for (const identifier of identifiers) {
      expect(smtp.received.filter((mail) => mail.subject.endsWith(identifier))).toHaveLength(1);
    }
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
  }, 120_000);
});
