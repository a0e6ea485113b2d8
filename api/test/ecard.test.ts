/**
 * E-cards through the API, against a real SMTP server in-process: money and validation of the
 * 'email' delivery, the schedule (8:00 in the chosen zone, today at once), the message to the
 * grown-up and the purchaser's note, the e-card page's token (unknown, revoked by a reissue, rate
 * limited), the purchaser's changes and resend limit (each recorded), no code or token in the logs,
 * e-cards never on the print queue, exactly-once delivery with two senders (on PostgreSQL each with
 * its own connection pool) and an SMTP outage, and the poll under a controlled clock: a message goes
 * on the first pass at or after its time, never before. Runs on PGlite and, in `test:pg`, PostgreSQL.
 */

import { generateKeyPairSync } from 'node:crypto';
import { formatRedemptionCode } from '@littlegivers/shared/contract/redemption-code';
import { ecardViewSchema } from '@littlegivers/shared/contract/schemas/ecard-view';
import { SHIP_TO_FIELDS } from '@littlegivers/shared/contract/schemas/order';
import { ECARD_RESENDS_PER_DAY, purchaserViewSchema } from '@littlegivers/shared/contract/schemas/purchaser-view';
import { tokenFromHash } from '@littlegivers/shared/contract/schemas/secret-link';
import { addDays, dayIn, sendAtFor } from '@littlegivers/shared/contract/send-day';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliveryChanges, mailOutbox, redemptions } from '../src/db/schema';
import { defaultMailConfig } from '../src/mail/config';
import { smtpTransport } from '../src/mail/transport';
import { createMailOutboxRepository } from '../src/repositories/mail-outbox';
import { ECARD_NOT_FOUND } from '../src/routes/ecard';
import { CODE_USED } from '../src/services/ecard';
import { MailSender } from '../src/services/mail-sender';
import {
  buildTestApp,
  capturedLog,
  createOrder,
  secondPostgresPool,
  type TestApp,
  usingPostgres,
  validOrderPayload,
} from './helpers';
import { startTestSmtp, type TestSmtp } from './mail/smtp';
import { redeem } from './ops/ops-helpers';

const EMAIL_PACKAGE = 5;
const ZONE = 'America/Los_Angeles';
const noAddress = Object.fromEntries(SHIP_TO_FIELDS.map((field) => [field, undefined]));

function ecardOverrides(overrides: Record<string, unknown> = {}) {
  return {
    ...noAddress,
    package: EMAIL_PACKAGE,
    delivery: 'email',
    grownUpName: 'Pat',
    grownUpEmail: 'pat@example.com',
    sendOn: dayIn(new Date(), ZONE),
    timeZone: ZONE,
    purchaseAccount: { emailAddress: 'grandma@example.com' },
    ...overrides,
  };
}

let smtp: TestSmtp;
let t: TestApp;
const log = capturedLog();
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '1' }, logStream: log.logStream });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});
beforeEach(() => {
  smtp.received.length = 0;
});

const to = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

/** Buys an e-card (skip payment); returns the paid answer and the order. */
async function buyEcard(overrides: Record<string, unknown> = {}) {
  const order = await createOrder(t.app, ecardOverrides(overrides));
  const paid = await t.app.inject({ method: 'POST', url: `/api/Order/${order.id}/skipPayment` });
  expect(paid.statusCode).toBe(200);
  return { order, paid: paid.json() };
}

/** The purchaser's page token, from the receipt as delivered. */
async function purchaserToken(address = 'grandma@example.com') {
  const receipt = to(address).find((mail) => mail.subject.includes('receipt'));
  const url = receipt?.html.match(/href="(http:\/\/localhost:3000\/my-gift#[^"]+)"/)?.[1];
  const token = url ? tokenFromHash(new URL(url).hash) : null;
  if (!token) throw new Error('no purchaser link in the receipt');
  return token;
}

/** The e-card page token, from the grown-up's message as delivered. */
function ecardToken(mail: { html: string } | undefined) {
  const url = mail?.html.match(/href="(http:\/\/localhost:3000\/ecard#[^"]+)"/)?.[1];
  const token = url ? tokenFromHash(new URL(url).hash) : null;
  if (!token) throw new Error('no e-card link in the message');
  return token;
}

async function codeOf(orderRowId: number) {
  const [row] = await t.app.db.select().from(redemptions).where(eq(redemptions.orderId, orderRowId));
  return t.app.vault.decrypt(row?.codeCiphertext ?? '');
}

const ecardView = (token: string) => t.app.inject({ method: 'POST', url: '/api/ecardView', payload: { token } });
const changeDelivery = (token: string, change: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/purchaserView/delivery', payload: { token, ...change } });

describe('the e-card as an order', () => {
  it('is offered as a package with no shipping cost, and the total is gift plus donation', async () => {
    const packages = (await t.app.inject({ method: 'GET', url: '/api/package' })).json();
    expect(packages).toContainEqual(
      expect.objectContaining({
        id: EMAIL_PACKAGE,
        publicFacingName: 'email it to a grown-up',
        cost: 0,
        delivery: 'email',
      }),
    );
    const order = await createOrder(t.app, ecardOverrides({ total: 1 }));
    expect(order.total).toBe(21);
    expect(order.lineItems).toContainEqual(expect.objectContaining({ lineItem: 'shipping', amount: 0 }));
  });

  it('requires the grown-up, a day from today to a year ahead and a known zone; refuses an address', async () => {
    const post = (overrides: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/Order', payload: validOrderPayload(ecardOverrides(overrides)) });
    const cases: [Record<string, unknown>, string][] = [
      [{ grownUpName: '' }, "grownUpName: Please include the grown-up's name"],
      [{ grownUpEmail: undefined }, "grownUpEmail: Please include the grown-up's email"],
      [{ grownUpEmail: 'not-an-email' }, 'grownUpEmail: Please include a valid email for the grown-up'],
      [{ sendOn: addDays(dayIn(new Date(), ZONE), -1) }, 'sendOn: Please choose a day from today to one year ahead'],
      [{ sendOn: addDays(dayIn(new Date(), ZONE), 400) }, 'sendOn: Please choose a day from today to one year ahead'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone: Please choose a time zone'],
      [
        { shippingCity: 'Springfield' },
        'shippingCity: A card printed at home is not mailed: please leave the address out',
      ],
    ];
    for (const [overrides, message] of cases) {
      const answer = await post(overrides);
      expect(answer.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(answer.json().message).toContain(message);
    }
    const mailed = await t.app.inject({
      method: 'POST',
      url: '/api/Order',
      payload: validOrderPayload({ grownUpEmail: 'pat@example.com' }),
    });
    expect(mailed.statusCode).toBe(400);
    expect(mailed.json().message).toContain('grownUpEmail: Only an e-card is sent to a grown-up');
    const wrongPackage = await post({ package: 4 });
    expect(wrongPackage.statusCode).toBe(400);
  });
});

describe('the schedule', () => {
  it('a later day goes at 8:00 there; nothing is sent before; the paid answer says when and to whom', async () => {
    const sendOn = addDays(dayIn(new Date(), ZONE), 30);
    const { order, paid } = await buyEcard({ sendOn });
    const expected = sendAtFor(sendOn, ZONE);
    expect(expected.toISOString()).toMatch(/T1[56]:00:00.000Z$/); // 8:00 PDT/PST
    expect(paid.email).toEqual({
      grownUpName: 'Pat',
      grownUpEmail: 'pat@example.com',
      sendOn,
      timeZone: ZONE,
      sendAt: expected.toISOString(),
    });
    await t.app.mail.drain();
    expect(to('pat@example.com')).toHaveLength(0);
    const [row] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.idempotencyKey, `ecard:${order.rowId}:paid`));
    expect(row?.status).toBe('pending');
    expect(row?.nextAttemptAt.toISOString()).toBe(expected.toISOString());
    // Its time comes (the row's time moved back, as the clock would): it goes on the next pass, once.
    await t.app.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, row?.id ?? 0));
    await t.app.mail.drain();
    await t.app.mail.drain();
    expect(to('pat@example.com')).toHaveLength(1);
  });
});

describe('an e-card for today', () => {
  it('goes at once to the grown-up, without the code; the purchaser is told; the page shows the code', async () => {
    const { order } = await buyEcard({ fromName: 'Grandma', recipientName: 'Ava' });
    await t.app.mail.drain();
    await t.app.mail.drain();
    const [mail] = to('pat@example.com');
    expect(mail?.subject).toBe('Grandma sent Ava a gift');
    expect(mail?.text).toContain('open the card');
    expect(mail?.attachments.some((attachment) => attachment.contentType === 'image/png')).toBe(true);
    expect(mail?.html).not.toMatch(/<img[^>]+src="http/);
    const code = await codeOf(order.rowId);
    expect(mail?.raw).not.toContain(formatRedemptionCode(code));
    const token = ecardToken(mail);
    const [stored] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.idempotencyKey, `ecard:${order.rowId}:paid`));
    expect(JSON.stringify(stored)).not.toContain(token);

    const note = to('grandma@example.com').find((m) => m.subject.includes('was sent'));
    expect(note?.text).toContain('your gift was sent to pat@example.com');

    const view = await ecardView(token);
    expect(view.statusCode).toBe(200);
    expect(view.headers['referrer-policy']).toBe('no-referrer');
    expect(view.headers['x-robots-tag']).toBe('noindex');
    expect(ecardViewSchema.parse(view.json())).toMatchObject({
      recipientName: 'Ava',
      fromName: 'Grandma',
      grownUpName: 'Pat',
      greetingCustom: false,
      code: formatRedemptionCode(code),
      amount: 20,
      redeemed: false,
    });
    const pdf = await t.app.inject({ method: 'POST', url: '/api/ecardView/card', payload: { token, paper: 'a4' } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const changes = await t.app.db.select().from(deliveryChanges).where(eq(deliveryChanges.orderId, order.rowId));
    expect(changes.map((change) => change.change)).toEqual(['scheduled', 'sent']);
    const orders = await t.app.shipping.listOrders();
    expect(orders.find((o) => o.orderIdentifier === order.orderIdentifier)?.delivery).toBe('email');
    const queue = await t.app.repositories.postal.printQueue();
    expect(queue.some((row) => row.order.id === order.rowId)).toBe(false);

    for (const secret of [token, code, formatRedemptionCode(code)]) expect(log.lines.join('\n')).not.toContain(secret);
  });

  it('unknown and malformed tokens 404 alike; a reissue revokes the link and sends a new card now', async () => {
    const { order } = await buyEcard();
    await t.app.mail.drain();
    const oldToken = ecardToken(to('pat@example.com')[0]);
    for (const token of ['A'.repeat(43), 'short']) {
      const answer = await ecardView(token);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: ECARD_NOT_FOUND });
    }
    smtp.received.length = 0;
    const result = await t.app.reissue.reissueCode(order.orderIdentifier, {
      now: new Date(),
    });
    expect(result.outcome).toBe('reissued');
    expect((await ecardView(oldToken)).statusCode).toBe(404);
    await t.app.mail.drain();
    const fresh = ecardToken(to('pat@example.com')[0]);
    expect(fresh).not.toBe(oldToken);
    const view = await ecardView(fresh);
    expect(view.json().code).toBe(formatRedemptionCode(await codeOf(order.rowId)));
  });
});

describe('the e-card page token', () => {
  it('is rate limited: 30 a minute per client', async () => {
    const own = await buildTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1)
        statuses.push(
          (await own.app.inject({ method: 'POST', url: '/api/ecardView', payload: { token: 'C'.repeat(43) } }))
            .statusCode,
        );
      expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await own.close();
    }
  });
});

describe("the purchaser's control", () => {
  it('changes the day, zone, grown-up and sends now; then resends at once to a corrected address, three times a day at most; every change recorded', async () => {
    const sendOn = addDays(dayIn(new Date(), ZONE), 30);
    const { order } = await buyEcard({ sendOn });
    await t.app.mail.drain();
    const token = await purchaserToken();
    const viewed = purchaserViewSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/purchaserView', payload: { token } })).json(),
    );
    expect(viewed.email).toMatchObject({ grownUpEmail: 'pat@example.com', sendOn, sentAt: null });

    const later = addDays(dayIn(new Date(), 'Europe/Paris'), 40);
    const changed = await changeDelivery(token, {
      action: 'change',
      sendOn: later,
      timeZone: 'Europe/Paris',
      grownUpEmail: 'jo@example.com',
      grownUpName: 'Jo',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().email).toMatchObject({
      grownUpEmail: 'jo@example.com',
      sendOn: later,
      timeZone: 'Europe/Paris',
      sendAt: sendAtFor(later, 'Europe/Paris').toISOString(),
    });
    expect((await changeDelivery(token, { action: 'change', sendOn: '2001-01-01' })).statusCode).toBe(400);
    expect((await changeDelivery(token, { action: 'resend' })).statusCode).toBe(409);

    expect((await changeDelivery(token, { action: 'sendNow' })).statusCode).toBe(200);
    await t.app.mail.drain();
    expect(to('pat@example.com')).toHaveLength(0);
    expect(to('jo@example.com')).toHaveLength(1);
    expect(to('jo@example.com')[0]?.text).toContain('Hello Jo,');

    expect((await changeDelivery(token, { action: 'change', grownUpName: 'Al' })).statusCode).toBe(409);
    const view = async () =>
      purchaserViewSchema.parse(
        (await t.app.inject({ method: 'POST', url: '/api/purchaserView', payload: { token } })).json(),
      ).email;
    expect(await view()).toMatchObject({ resendFrom: null, resendsLeft: ECARD_RESENDS_PER_DAY });

    // A wrong address is fixed on the day: sent again at once, to the corrected address.
    const resent = await changeDelivery(token, { action: 'resend', grownUpEmail: 'jo.right@example.com' });
    expect(resent.statusCode).toBe(200);
    await t.app.mail.drain();
    expect(to('jo.right@example.com')).toHaveLength(1);
    // Bounded: ECARD_RESENDS_PER_DAY in any 24 hours, so the page cannot mail strangers.
    for (const address of ['one@example.com', 'two@example.com']) {
      expect((await changeDelivery(token, { action: 'resend', grownUpEmail: address })).statusCode).toBe(200);
      await t.app.mail.drain();
    }
    const tooMany = await changeDelivery(token, { action: 'resend', grownUpEmail: 'three@example.com' });
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().message).toMatch(/sent again 3 times in the last 24 hours: you can send it again from /);
    await t.app.mail.drain();
    expect(to('three@example.com')).toHaveLength(0);
    const spent = await view();
    expect(spent?.resendsLeft).toBe(0);
    expect(spent?.resendFrom).not.toBeNull();

    // A day later (the resends moved back a day): it may be sent again.
    await t.app.db
      .update(deliveryChanges)
      .set({ createdAt: sql`created_at - interval '25 hours'` })
      .where(and(eq(deliveryChanges.orderId, order.rowId), eq(deliveryChanges.change, 'resend')));
    expect((await view())?.resendFrom).toBeNull();
    expect((await changeDelivery(token, { action: 'resend' })).statusCode).toBe(200);

    // Every change recorded (in id order: the resends' times were moved back a day above).
    const changes = await t.app.db
      .select()
      .from(deliveryChanges)
      .where(eq(deliveryChanges.orderId, order.rowId))
      .orderBy(deliveryChanges.id);
    expect(changes.map((change) => `${change.actor}:${change.change}`)).toEqual([
      'system:scheduled',
      'purchaser:change',
      'purchaser:send-now',
      'system:sent',
      'purchaser:resend',
      'system:sent',
      'purchaser:resend',
      'system:sent',
      'purchaser:resend',
      'system:sent',
      'purchaser:resend',
    ]);
  });
});

describe('once the code was used, and after a reissue', () => {
  it('no card goes after the code was used: a resend is refused, one waiting to go is withdrawn', async () => {
    // A buyer of their own: the day's e-card limit per buyer counts across this file's tests.
    const buyer = { emailAddress: 'used-buyer@example.com' };
    const { order } = await buyEcard({ grownUpEmail: 'used@example.com', purchaseAccount: buyer });
    await t.app.mail.drain();
    expect(to('used@example.com')).toHaveLength(1);
    const token = await purchaserToken(buyer.emailAddress);
    // From a client of its own (the route's rate limit counts per client).
    const change = (action: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/purchaserView/delivery',
        payload: { token, action },
        remoteAddress: '10.40.0.1',
      });
    // Sent again, and the child uses the code (from the first card) before the sender's next pass.
    expect((await change('resend')).statusCode).toBe(200);
    const code = await codeOf(order.rowId);
    const [paid] = await t.app.db.select().from(redemptions).where(eq(redemptions.orderId, order.rowId));
    await redeem(t.app, code, [[1, (paid?.amountCents ?? 0) / 100]]);
    await t.app.mail.drain();
    expect(to('used@example.com')).toHaveLength(1);
    const withdrawn = await t.app.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.idempotencyKey} like ${`ecard:${order.rowId}:resend:%`}`);
    expect(withdrawn.map((row) => [row.status, row.lastError])).toEqual([['failed', 'withdrawn: the code was used']]);
    const refused = await change('resend');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CODE_USED);
    expect((await change('sendNow')).json().message).toBe(CODE_USED);
  });

  it('a reissue keeps a waiting card’s day: the new card goes then, not now', async () => {
    const sendOn = addDays(dayIn(new Date(), ZONE), 30);
    const { order } = await buyEcard({
      grownUpEmail: 'later@example.com',
      sendOn,
      purchaseAccount: { emailAddress: 'later-buyer@example.com' },
    });
    const result = await t.app.reissue.reissueCode(order.orderIdentifier, {
      now: new Date(),
    });
    expect(result.outcome).toBe('reissued');
    await t.app.mail.drain();
    expect(to('later@example.com')).toHaveLength(0);
    const messages = await t.app.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.idempotencyKey} like ${`ecard:${order.rowId}:%`}`)
      .orderBy(mailOutbox.id);
    expect(messages.map((row) => [row.status, row.nextAttemptAt.toISOString()])).toEqual([
      ['failed', sendAtFor(sendOn, ZONE).toISOString()],
      ['pending', sendAtFor(sendOn, ZONE).toISOString()],
    ]);
  });
});

describe('DKIM', () => {
  it('signs messages sent by SMTP when DKIM settings are given', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().replace(/\n/g, '\\n');
    const signed = await buildTestApp({
      env: { SMTP_URL: smtp.url, DKIM_DOMAIN: 'littlegivers.example', DKIM_SELECTOR: 'lg1', DKIM_PRIVATE_KEY: pem },
    });
    try {
      const order = await createOrder(signed.app, ecardOverrides({ grownUpEmail: 'signed@example.com' }));
      await signed.app.inject({ method: 'POST', url: `/api/Order/${order.id}/skipPayment` });
      await signed.app.mail.drain();
      const [mail] = to('signed@example.com');
      expect(mail?.raw).toMatch(/DKIM-Signature: [\s\S]*d=littlegivers\.example;[\s\S]*s=lg1;/);
      expect(to('grandma@example.com').every((m) => m.raw.includes('DKIM-Signature:'))).toBe(true);
    } finally {
      await signed.close();
    }
  });
});

describe('exactly once', () => {
  it('two senders (two processes) draining at once deliver each e-card once; an SMTP outage loses none', async () => {
    // Six buyers: one buyer's e-cards a day are limited (ECARDS_PER_PAYER_PER_DAY).
    for (let i = 0; i < 6; i += 1)
      await buyEcard({
        grownUpEmail: `twice${i}@example.com`,
        purchaseAccount: { emailAddress: `giver${i}@example.com` },
      });
    await smtp.stop();
    try {
      const down = await t.app.mail.runOnce(); // SMTP down: every attempt fails, nothing is lost
      expect(down.sent).toBe(0);
      expect(down.failed).toBeGreaterThanOrEqual(6);
    } finally {
      await smtp.start();
    }
    await new Promise((resolve) => setTimeout(resolve, 20)); // past the (1 ms) backoff
    // The second process: on PostgreSQL its own connection pool; PGlite is held by one process.
    const ownPool = await secondPostgresPool();
    expect(ownPool !== null).toBe(usingPostgres);
    const second = new MailSender(
      createMailOutboxRepository(ownPool?.db ?? t.app.db),
      smtpTransport(smtp.url),
      { ...t.app.config.mail, retryBaseMs: 1 },
      undefined,
      { vault: t.app.vault, publicUrl: t.app.config.publicUrl, siteUrl: t.app.config.siteUrl },
    );
    try {
      await Promise.all([t.app.mail.drain(), second.drain(), t.app.mail.drain(), second.drain()]);
    } finally {
      await second.stop();
      await ownPool?.close();
    }
    for (let i = 0; i < 6; i += 1) expect(to(`twice${i}@example.com`)).toHaveLength(1);
  });
});

describe('the poll under a controlled clock', () => {
  it('sends a scheduled e-card on the first pass at its time, within a minute, and never before', async () => {
    const sendOn = addDays(dayIn(new Date(), ZONE), 20);
    const { order } = await buyEcard({
      sendOn,
      grownUpEmail: 'clock@example.com',
      purchaseAccount: { emailAddress: 'clock-giver@example.com' },
    });
    const sendAt = sendAtFor(sendOn, ZONE).getTime();
    const pollMs = defaultMailConfig.pollIntervalMs; // the API's poll as configured by default
    expect(pollMs).toBeGreaterThan(0);
    expect(pollMs).toBeLessThanOrEqual(60_000);
    let now = sendAt - 90_000; // the clock: 90 s before the message's time, off the poll's beat
    const poller = new MailSender(
      createMailOutboxRepository(t.app.db, { clock: () => new Date(now) }),
      smtpTransport(smtp.url),
      { ...t.app.config.mail, pollIntervalMs: pollMs },
      undefined,
      { vault: t.app.vault, publicUrl: t.app.config.publicUrl, siteUrl: t.app.config.siteUrl },
    );
    let sentAt: number | undefined;
    try {
      // Each pass of the poll, as the sender's timer makes them, one interval apart, for three minutes.
      for (now += 337; now < sendAt + 90_000; now += pollMs) {
        await poller.drain();
        if (to('clock@example.com').length > 0) {
          sentAt = now;
          break;
        }
      }
    } finally {
      await poller.stop();
    }
    expect(sentAt).toBeDefined();
    expect(sentAt as number).toBeGreaterThanOrEqual(sendAt);
    expect((sentAt as number) - sendAt).toBeLessThan(Math.min(pollMs, 60_000));
    const [row] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.idempotencyKey, `ecard:${order.rowId}:paid`));
    expect(row?.status).toBe('sent');
  });
});
