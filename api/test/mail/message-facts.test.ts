/**
 * Every message kind, for every delivery, as delivered over SMTP from real orders: each says what
 * happens, when and to whom, and the facts it states are the order's own (its number, the child,
 * the grown-up, the days); none borrows another delivery's words ("mailed by" on an e-card).
 * Kinds: the receipt, the e-card and its sent note, the shipping note, the reminder, the backup
 * notice, "your gift was opened" and "your gift reached". Runs on PGlite and, in `test:pg`, PostgreSQL.
 */
import { deliveryMethod } from '@littlegivers/shared/contract/delivery';
import { SHIP_TO_FIELDS } from '@littlegivers/shared/contract/schemas/order';
import type { Delivery } from '@littlegivers/shared/contract/schemas/package';
import { dayIn, sendAtFor } from '@littlegivers/shared/contract/send-day';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import { organizationSeed, packageSeed } from '../../src/db/seed-data';
import { mailByDate } from '../../src/mail/mail-by';
import { longDate, usd } from '../../src/mail/templates/format';
import { reachedAt, reachedJoins } from '../../src/repositories/gift-timeline';
import { createAfterGiftService } from '../../src/services/after-gift';
import { buildTestApp, type TestApp } from '../helpers';
import { capturedPurchase, ops, redeem } from '../ops/ops-helpers';
import { type ReceivedMail, startTestSmtp, type TestSmtp } from './smtp';

const DAY = 24 * 3600 * 1000;
const ZONE = 'America/Chicago';
const noAddress = Object.fromEntries(SHIP_TO_FIELDS.map((field) => [field, undefined]));

/** The order each delivery is bought with; each purchaser has an address of their own. */
function overridesOf(delivery: Delivery, purchaser: string, sendOn: string): Record<string, unknown> {
  const account = { purchaseAccount: { emailAddress: purchaser } };
  if (delivery === 'mail') return account;
  if (delivery === 'print') return { ...account, ...noAddress, package: 4, delivery };
  return {
    ...account,
    ...noAddress,
    package: 5,
    delivery,
    grownUpName: 'Robin',
    grownUpEmail: `robin-${purchaser}`,
    sendOn,
    timeZone: ZONE,
  };
}

/** The words that belong to one delivery only: no other delivery's messages say them. */
const ownWords: Record<Delivery, RegExp> = {
  mail: /mailed by|Ship to|Shipping:/,
  print: /ready to print|download your card/,
  email: /e-card|grown-up/i,
};

let smtp: TestSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '1' } });
}, 180_000);
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

interface Bought {
  delivery: Delivery;
  purchaser: string;
  grownUp: string;
  orderIdentifier: string;
  rowId: number;
  paidAt: Date;
  code: string;
  totalCents: number;
  /** The name of the order's package, as the shop lists it. */
  packageName: string;
}

async function buy(delivery: Delivery, label: string, sendOn: string): Promise<Bought> {
  const purchaser = `${label}-${delivery}@example.com`;
  // Paid through the PayPal stand-in: the payout's reconciliation counts captured money.
  const { order, code } = await capturedPurchase(t.app, overridesOf(delivery, purchaser, sendOn));
  const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.rowId));
  if (!row?.paidAt) throw new Error('not paid');
  return {
    delivery,
    purchaser,
    grownUp: `robin-${purchaser}`,
    orderIdentifier: order.orderIdentifier,
    rowId: order.rowId,
    paidAt: row.paidAt,
    code,
    totalCents: row.totalCents,
    packageName: packageSeed.find((pkg) => pkg.id === row.packageId)?.publicFacingName ?? '',
  };
}

const sent = (address: string, subject: RegExp): ReceivedMail[] =>
  smtp.received.filter((mail) => mail.to.includes(address) && subject.test(mail.subject));

function only(address: string, subject: RegExp): ReceivedMail {
  const found = sent(address, subject);
  expect(found, `one message "${subject}" to ${address}`).toHaveLength(1);
  return found[0] as ReceivedMail;
}

/** Neither the text nor the subject carries another delivery's words. */
function expectOwnWords(mail: ReceivedMail, delivery: Delivery) {
  for (const [other, words] of Object.entries(ownWords))
    if (other !== delivery)
      expect(`${mail.subject}\n${mail.text}`, `${delivery} has no ${other} words`).not.toMatch(words);
}

describe.each(['mail', 'print', 'email'] as const)('every message of a %s order', (delivery) => {
  let open: Bought;
  let opened: Bought;
  let waiting: Bought;
  const today = dayIn(new Date(), ZONE);
  const later = dayIn(new Date(Date.now() + 30 * DAY), ZONE);
  beforeAll(async () => {
    // Two gifts go now (one is never opened, one is); one is an e-card for next month (other
    // deliveries ignore the day).
    open = await buy(delivery, 'open', today);
    opened = await buy(delivery, 'opened', today);
    waiting = await buy(delivery, 'waiting', later);
    await t.app.mail.drain();
  }, 180_000);

  /** When the gift's card reached the child, by the gift timeline's rule (null: not yet). */
  async function reached(gift: Bought): Promise<Date | null> {
    const rows = await t.app.db.execute<{ at: string | Date | null }>(
      sql`select ${reachedAt} as at from orders o ${reachedJoins} where o.id = ${gift.rowId}`,
    );
    const at = (rows as unknown as { rows: { at: string | Date | null }[] }).rows[0]?.at;
    return at ? new Date(at) : null;
  }

  it('the receipt says what happens, when and to whom, with the order’s numbers', () => {
    for (const gift of [open, opened, waiting]) {
      const receipt = only(gift.purchaser, /receipt/);
      expect(receipt.subject).toContain(gift.orderIdentifier);
      expect(receipt.text).toContain(`Paid on ${longDate(gift.paidAt.toISOString())}`);
      expect(receipt.text).toMatch(new RegExp(`Total charged\\s+\\${usd(gift.totalCents)}`));
      expect(receipt.text).toContain(deliveryMethod(delivery).receiptLinkLabel);
      expectOwnWords(receipt, delivery);
      const preview = /<div[^>]*data-skip-in-text="true"[^>]*>([^<]*)/.exec(receipt.html)?.[1] ?? '';
      if (delivery === 'mail') {
        const mailBy = longDate(mailByDate(gift.paidAt, t.app.config.mail.cardMailBusinessDays));
        expect(preview).toContain(`card mailed by ${mailBy}`);
        expect(receipt.text).toContain(`mail it by ${mailBy}`);
        expect(receipt.text).toContain(`Shipping: ${gift.packageName}`);
      } else if (delivery === 'print') {
        expect(preview).toContain('your card is ready to print');
        expect(receipt.text).toContain('Delivery: printed at home');
      } else {
        expect(receipt.text).toContain('Delivery: e-card by email');
        expect(receipt.text).toContain(gift.grownUp);
        expect(receipt.text).not.toMatch(/Shipping|mailed|token/);
      }
    }
    if (delivery === 'email') {
      const later = only(waiting.purchaser, /receipt/);
      const day = longDate(dayIn(sendAtFor(dayIn(new Date(Date.now() + 30 * DAY), ZONE), ZONE), ZONE));
      expect(later.html).toContain(`e-card emailed to Robin on ${day}`);
      expect(later.text).toContain(`We will email the card to Robin at ${waiting.grownUp} on ${day}`);
      const now = only(opened.purchaser, /receipt/);
      expect(now.html).toContain('e-card emailed to Robin now');
      expect(now.text).toContain(`We are emailing the card to Robin at ${opened.grownUp} now.`);
    }
  });

  it('the e-card goes to the grown-up on its day, and its sent note to the purchaser says to whom and when', () => {
    if (delivery !== 'email') {
      expect(sent(open.grownUp, /./)).toEqual([]);
      expect(sent(open.purchaser, /was sent/)).toEqual([]);
      return;
    }
    // Next month's card has not gone; today's has, to the grown-up alone, and the purchaser is told.
    expect(sent(waiting.grownUp, /./)).toEqual([]);
    const ecard = only(opened.grownUp, /sent Ava a gift/);
    expect(ecard.text).toContain('Hello Robin,');
    expect(ecard.text).toContain('Sam chose you to hand Ava');
    expect(ecard.text).not.toContain(opened.code);
    const note = only(opened.purchaser, /was sent/);
    expect(note.text).toContain(`your gift was sent to ${opened.grownUp}`);
    expect(note.text).toContain(`${opened.orderIdentifier} for Ava went on ${longDate(new Date().toISOString())}`);
  });

  it('the shipping note exists for a posted card only, with the day it was mailed', async () => {
    const shippedAt = new Date();
    if (delivery === 'mail') {
      expect((await ops(t.database, ['mark-printed', open.orderIdentifier])).code).toBe(0);
      expect((await ops(t.database, ['ship', open.orderIdentifier, '--tracking', '9400111899223344556677'])).code).toBe(
        0,
      );
    }
    await t.app.mail.drain();
    const notes = sent(open.purchaser, /on its way/);
    // A card nobody posts is never "mailed": no shipping note.
    if (delivery !== 'mail') return expect(notes).toEqual([]);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.text).toContain(`was mailed on ${longDate(shippedAt.toISOString())}`);
  });

  it('"opened" and "reached" name the charity the child chose, the order and the day it was paid', async () => {
    await redeem(t.app, opened.code, [[1, 20]]);
    await t.app.mail.drain();
    const openedNote = only(opened.purchaser, /was opened/);
    const charity = organizationSeed.find((org) => openedNote.text.includes(org.organizationName))?.organizationName;
    expect(charity, 'names a charity').toBeTruthy();
    expect(openedNote.text).toContain(`Ava chose ${charity}`);
    expect(openedNote.text).toContain(opened.orderIdentifier);

    const day = new Date();
    const report = await t.app.payouts.disbursement(new Date(day.getTime() - DAY), new Date(day.getTime() + DAY));
    const paidOn = dayIn(new Date(), 'UTC');
    await t.app.payouts.markPaid(report, { paidOn, method: 'check', reference: `facts-${delivery}` });
    await t.app.mail.drain();
    const reached = only(opened.purchaser, /reached/);
    expect(reached.text).toContain(`your gift reached ${charity}`);
    expect(reached.text).toContain(opened.orderIdentifier);
    expect(reached.text).toContain(longDate(paidOn));
  });

  it('the reminder and the backup notice go to the right person with the order’s day and code place', async () => {
    const settings = { ...t.app.config.afterGift, siteUrl: t.app.config.siteUrl };
    const [first] = settings.reminderDays;
    if (first === undefined) throw new Error('no reminder days');
    // A gift's age counts from when its card reached the child; next month's e-card has not.
    const start = await reached(open);
    if (!start) throw new Error('the card reached the child');
    if (delivery === 'email') expect(await reached(waiting)).toBeNull();
    await createAfterGiftService({ repositories: t.app.repositories, settings: settings }).run(
      new Date(start.getTime() + (first + 1) * DAY),
    );
    await t.app.mail.drain();
    // An e-card's reminder goes to the grown-up who holds it; otherwise to the purchaser.
    const remindedAt = delivery === 'email' ? open.grownUp : open.purchaser;
    const reminder = only(remindedAt, /waiting to be opened/);
    expect(reminder.text).toContain(open.orderIdentifier);
    expect(reminder.text).toContain(`It has been ${first} days`);
    expect(reminder.text).toContain(`${t.app.config.siteUrl}/kidspage`);
    if (delivery === 'email') expect(reminder.html).toMatch(/\/ecard#/);
    else expect(reminder.html).not.toMatch(/\/ecard#/);
    expect(sent(opened.purchaser, /waiting to be opened/)).toEqual([]);
    expect(sent(waiting.grownUp, /./)).toEqual([]);

    const noticeDay = settings.backupAfterDays - settings.noticeDaysBefore;
    await createAfterGiftService({ repositories: t.app.repositories, settings: settings }).run(
      new Date(start.getTime() + (noticeDay + 1) * DAY),
    );
    await t.app.mail.drain();
    const notice = only(open.purchaser, /goes to/);
    const backupOn = longDate(new Date(start.getTime() + settings.backupAfterDays * DAY).toISOString());
    expect(notice.subject).toContain(backupOn);
    expect(notice.text).toContain(open.orderIdentifier);
  });
});
