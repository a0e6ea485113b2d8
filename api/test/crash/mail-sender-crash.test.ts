/**
 * The outbox's sender through a crash: a sender that dies mid-batch (its transport stuck after
 * the SMTP server accepted one message, its database calls never answered again, as a killed
 * process's) leaves at most that one message to go twice; every other message of its batch goes
 * once, and a sender started after it (the restarted API) takes the dead sender's messages within
 * a minute. The clock of the outbox is the test's, so no time is waited out.
 */
import { eq, like } from 'drizzle-orm';
import { loadConfig } from '../../src/config';
import { mailOutbox } from '../../src/db/schema';
import type { MailTransport, OutgoingMail } from '../../src/mail/transport';
import { createMailOutboxRepository, type MailOutboxRepository } from '../../src/repositories/mail-outbox';
import { MailSender } from '../../src/services/mail-sender';
import { buildTestApp, type TestApp } from '../helpers';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => t.close());

const never = () => new Promise<never>(() => {});

/** A transport that records what it accepted; `stuckAt` (1-based) accepts that message, then never answers. */
function recordingTransport(accepted: OutgoingMail[], stuckAt?: number): MailTransport {
  return {
    name: 'smtp',
    attachesImages: false,
    async send(mail) {
      accepted.push(mail);
      if (accepted.length === stuckAt) return never();
      return mail.messageId;
    },
    close: () => {},
  };
}

/** The outbox as a dying process sees it: once `dead.now` is set, no call reaches the database. */
function dyingOutbox(outbox: MailOutboxRepository, dead: { now: boolean }): MailOutboxRepository {
  return new Proxy(outbox, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => (dead.now ? never() : value.apply(target, args));
    },
  });
}

async function queueReceipts(prefix: string, count: number) {
  for (let i = 0; i < count; i += 1) {
    await t.app.repositories.mailOutbox.queue({
      key: `${prefix}:${i}`,
      kind: 'donation-receipt',
      to: `donor${i}@example.com`,
      data: { donationId: i, amountCents: 1000 + i, paidAt: new Date().toISOString() },
    });
  }
}

async function until(condition: () => boolean) {
  for (let i = 0; i < 600 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  if (!condition()) throw new Error('timed out waiting');
}

describe('the mail sender through a crash', () => {
  it('repeats at most the one message in flight, and a restarted sender takes the rest within a minute', async () => {
    const prefix = `crash-${Date.now()}`;
    await queueReceipts(prefix, 8);
    const config = { ...loadConfig({}).mail, batchSize: 8 };
    let now = Date.now();
    const clock = () => new Date(now);
    const dead = { now: false };
    const beforeCrash: OutgoingMail[] = [];
    const dying = new MailSender(
      dyingOutbox(createMailOutboxRepository(t.app.db, { clock }), dead),
      recordingTransport(beforeCrash, 3),
      config,
    );
    void dying.runOnce();
    await until(() => beforeCrash.length === 3);
    dead.now = true; // killed while the SMTP server holds the third message

    // The API again, 60 s later by the clock: its sender takes every message not recorded as sent.
    now += 60_000;
    const afterRestart: OutgoingMail[] = [];
    const restarted = new MailSender(
      createMailOutboxRepository(t.app.db, { clock }),
      recordingTransport(afterRestart),
      config,
    );
    await restarted.drain();

    const ids = [...beforeCrash, ...afterRestart].map((mail) => mail.messageId);
    const twice = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(new Set(ids).size).toBe(8); // every message went
    expect(twice).toEqual([beforeCrash[2]?.messageId]); // only the one in flight went twice
    const rows = await t.app.db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(like(mailOutbox.idempotencyKey, `${prefix}:%`));
    expect(rows.map((row) => row.status)).toEqual(Array(8).fill('sent'));
  });

  it('does not take a live sender’s messages: its claim is renewed while it works', async () => {
    const prefix = `live-${Date.now()}`;
    // Due in 1970, and the outbox's clock starts there: on a database other suites share, every
    // other due message is due later, so each claim below can only take this one.
    let now = 1_000;
    await t.app.repositories.mailOutbox.schedule({
      key: `${prefix}:0`,
      kind: 'donation-receipt',
      to: 'donor0@example.com',
      data: { donationId: 0, amountCents: 1000, paidAt: new Date().toISOString() },
      at: new Date(now),
    });
    const clock = () => new Date(now);
    const outbox = createMailOutboxRepository(t.app.db, { clock });
    const { token, rows } = await outbox.claimDue(10);
    const mine = rows.filter((row) => row.idempotencyKey.startsWith(prefix));
    expect(mine).toHaveLength(1);
    // 25 s later the sender renews; 50 s after the claim, the message is still its own.
    now += 25_000;
    await outbox.renewClaim(token);
    now += 25_000;
    const other = await outbox.claimDue(10);
    expect(other.rows.filter((row) => row.idempotencyKey.startsWith(prefix))).toEqual([]);
    // Not renewed (its sender died): taken again within a minute of the last renewal.
    now += 35_000;
    const again = await outbox.claimDue(10);
    expect(again.rows.filter((row) => row.idempotencyKey.startsWith(prefix))).toHaveLength(1);
    const [row] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, mine[0]?.id ?? 0));
    expect(row?.claimToken).toBe(again.token);
  });
});
