/**
 * Mail after the gift that tells the truth, through a real SMTP server in the test process:
 *   - one "Your gift reached…" per gift however often its payout is reversed and paid again, and a
 *     reversal tells the purchaser plainly;
 *   - the reminders' opt-out: a GET shows a page in the product's look and changes nothing; its
 *     button (a POST) and a mail client's RFC 8058 one-click POST turn the reminders off; the
 *     messages carry `List-Unsubscribe` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`;
 *   - nothing offers what is already chosen: once off, the backup notice has no opt-out link or header.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers';
import { startTestSmtp, type TestSmtp } from '../mail/smtp';
import { capturedPurchase, ops, redeem } from '../ops/ops-helpers';

const DAY = 24 * 3600 * 1000;
let smtp: TestSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '1' } });
}, 180_000);
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

const to = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
/** A received message's header section with folded lines joined (RFC 5322 folding). */
const headersOf = (mail: { raw: string } | undefined) =>
  (mail?.raw ?? '').split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
const today = () => new Date().toISOString().slice(0, 10);

async function markPaid(reference: string): Promise<number> {
  const day = today();
  const pay = await ops(t.database, [
    'disbursements',
    ...['--from', day, '--to', day, '--mark-paid', '--method', 'check', '--reference', reference],
  ]);
  const id = Number(/Recorded payout #(\d+)/.exec(pay.stdout)?.[1]);
  expect(id, pay.stdout + pay.stderr).toBeGreaterThan(0);
  return id;
}

/** A printed (mailed) gift whose card reached the child `days` ago. */
async function mailedGift(email: string, reachedDaysAgo: number) {
  const gift = await capturedPurchase(t.app, { purchaseAccount: { emailAddress: email }, recipientName: 'Maya' });
  const reached = new Date(Date.now() - reachedDaysAgo * DAY);
  await t.app.db.update(orders).set({ paidAt: reached, printedAt: reached }).where(eq(orders.id, gift.order.rowId));
  return gift;
}

const run = (now = new Date()) => t.app.afterGift.run(now);

describe('a payout reversed and paid again', () => {
  it('tells the purchaser once that the gift reached the charity, and plainly that the payment was reversed', async () => {
    const email = 'reached-once@example.com';
    const gift = await capturedPurchase(t.app, { purchaseAccount: { emailAddress: email }, recipientName: 'Maya' });
    await redeem(t.app, gift.code, [[1, 20]]);
    const first = await markPaid('CHK 1');
    await t.app.mail.drain();
    expect(to(email).filter((mail) => mail.subject.startsWith('Your gift reached'))).toHaveLength(1);

    const reverse = await ops(t.database, [
      ...['payouts', 'reverse', String(first), '--reason', 'check voided'],
      ...['--method', 'check', '--reference', 'VOID 1'],
    ]);
    expect(reverse.code, reverse.stderr).toBe(0);
    // Paid again, reversed again, paid a third time.
    const paidAgain = await markPaid('CHK 2');
    await ops(t.database, [
      ...['payouts', 'reverse', String(paidAgain), '--reason', 'transfer returned'],
      ...['--method', 'transfer', '--reference', 'RET 2'],
    ]);
    await markPaid('CHK 3');
    await t.app.mail.drain();

    const mails = to(email);
    expect(mails.filter((mail) => mail.subject.startsWith('Your gift reached'))).toHaveLength(1);
    const reversals = mails.filter((mail) => /was reversed/.test(mail.subject));
    expect(reversals).toHaveLength(2);
    expect(reversals[0]?.text).toContain(`payout ${first}`);
    expect(reversals[0]?.text).toMatch(/that payment\s+was reversed: the money did not reach the charity/);
    expect(reversals[0]?.text).toContain('Your gift is safe');
  });

  it('tells nobody of a reversal who was never told the gift reached the charity', async () => {
    const email = 'not-told@example.com';
    const gift = await capturedPurchase(t.app, { purchaseAccount: { emailAddress: email } });
    await t.app.db.update(orders).set({ notifyWhenUsed: false }).where(eq(orders.id, gift.order.rowId));
    await redeem(t.app, gift.code, [[1, 20]]);
    const payout = await markPaid('CHK 9');
    await ops(t.database, [
      ...['payouts', 'reverse', String(payout), '--reason', 'voided'],
      ...['--method', 'check', '--reference', 'VOID 9'],
    ]);
    await t.app.mail.drain();
    expect(to(email).filter((mail) => /reached|reversed/.test(mail.subject))).toEqual([]);
  });
});

describe("the reminders' opt-out", () => {
  it('is a page in the product’s look whose GET changes nothing; its POST and a one-click POST turn them off', async () => {
    const email = 'opt-out@example.com';
    const gift = await mailedGift(email, 31);
    await run();
    await t.app.mail.drain();
    const [reminder] = to(email).filter((mail) => mail.subject.includes('is waiting to be opened'));
    expect(reminder).toBeDefined();
    const link = /(https?:\/\/\S+\/api\/giftReminders\/\S+\/optOut\?t=[\w%-]+)/.exec(reminder?.text ?? '')?.[1];
    expect(link).toBeTruthy();
    const headers = headersOf(reminder);
    expect(headers).toMatch(/^List-Unsubscribe: <https?:\/\/\S+\/optOut\?t=[\w%-]+>\r?$/m);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const url = new URL(link ?? 'http://x');
    const path = `${url.pathname}${url.search}`;
    expect(headers).toContain(path);

    const optedOut = async () =>
      (await t.app.db.select().from(orders).where(eq(orders.id, gift.order.rowId)))[0]?.remindersOptedOutAt ?? null;
    for (let i = 0; i < 3; i++) {
      const page = await t.app.inject({ method: 'GET', url: path });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('giving the special children in your life the gift of giving');
      expect(page.body).toContain('<h1>Turn off the reminders for this gift?</h1>');
      expect(page.body).toMatch(/<form method="post" action="\/api\/giftReminders\/[^"]+\/optOut\?t=[^"]+">/);
    }
    expect(await optedOut()).toBeNull();

    // A mail client's one-click unsubscribe (RFC 8058).
    const click = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode).toBe(200);
    expect(click.body).toContain('<h1>Reminders turned off</h1>');
    expect(await optedOut()).not.toBeNull();
    const after = await t.app.inject({ method: 'GET', url: path });
    expect(after.body).toContain('<h1>Reminders turned off</h1>');
    expect(after.body).not.toContain('<form');
    const forged = await t.app.inject({ method: 'POST', url: `${url.pathname}?t=forged` });
    expect(forged.statusCode).toBe(404);
  });

  it('is not offered again once chosen: the backup notice then has no opt-out link or header', async () => {
    const offEmail = 'already-off@example.com';
    const onEmail = 'still-on@example.com';
    const off = await mailedGift(offEmail, 336);
    await mailedGift(onEmail, 336);
    const page = await t.app.inject({
      method: 'POST',
      url: `/api/giftReminders/${off.order.id}/optOut?t=${encodeURIComponent(t.app.vault.sign('reminder-opt-out', off.order.id))}`,
    });
    expect(page.statusCode).toBe(200);
    await run();
    await t.app.mail.drain();
    const [offNotice] = to(offEmail).filter((mail) => mail.subject.includes('goes to'));
    const [onNotice] = to(onEmail).filter((mail) => mail.subject.includes('goes to'));
    expect(offNotice).toBeDefined();
    expect(offNotice?.text).not.toMatch(/turn off the reminders/i);
    expect(offNotice?.text).not.toContain('/optOut');
    expect(headersOf(offNotice)).not.toMatch(/^List-Unsubscribe/m);
    expect(onNotice?.text).toMatch(/turn off the reminders/i);
    expect(headersOf(onNotice)).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  });

  it('holds for a reminder already queued: turned off, or the code used, before the sender’s pass, it is withdrawn', async () => {
    const offEmail = 'queued-off@example.com';
    const usedEmail = 'queued-used@example.com';
    const off = await mailedGift(offEmail, 31);
    const used = await mailedGift(usedEmail, 31);
    await run();
    const optOut = await t.app.inject({
      method: 'POST',
      url: `/api/giftReminders/${off.order.id}/optOut?t=${encodeURIComponent(t.app.vault.sign('reminder-opt-out', off.order.id))}`,
    });
    expect(optOut.statusCode).toBe(200);
    await redeem(t.app, used.code, [[1, 20]]);
    await t.app.mail.drain();
    for (const email of [offEmail, usedEmail])
      expect(to(email).filter((mail) => mail.raw.includes('<lg-gift-reminder.'))).toEqual([]);
    const withdrawn = await t.app.db
      .select({ to: mailOutbox.toAddress, status: mailOutbox.status, lastError: mailOutbox.lastError })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'gift-reminder'));
    expect(withdrawn.filter((row) => row.to === offEmail || row.to === usedEmail)).toEqual([
      { to: offEmail, status: 'failed', lastError: 'withdrawn: reminders turned off' },
      { to: usedEmail, status: 'failed', lastError: 'withdrawn: the code was used' },
    ]);
  });
});
