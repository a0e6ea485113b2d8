/**
 * Receipts and notifications against a real SMTP server in-process: each event sends exactly one
 * message with the right content; an SMTP outage loses nothing and duplicates nothing; the local
 * mailbox (no SMTP_URL) holds what would have been sent.
 */
import { Writable } from 'node:stream';
import { formatRedemptionCode } from '@littlegivers/shared/contract/redemption-code';
import { eq, like } from 'drizzle-orm';
import { mailOutbox, orders } from '../../src/db/schema';
import { CARD_IMAGE_CID } from '../../src/mail/templates/card-picture';
import { buildTestApp, buyer, paymentData, type TestApp } from '../helpers';
import { capturedPurchase, ops, redeem } from '../ops/ops-helpers';
import { pngSize } from './png';
import { startTestSmtp, type TestSmtp } from './smtp';

let smtp: TestSmtp;
let t: TestApp;
let logs: string[];

beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => smtp.stop());
beforeEach(async () => {
  smtp.received.length = 0;
  logs = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '1' }, logStream });
});
afterEach(async () => t.close());

const to = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

describe('order paid', () => {
  it('sends one receipt with the order, the card, the amounts, the ship-to and the tax acknowledgment', async () => {
    const { order, code } = await capturedPurchase(t.app);
    // The browser reporting the payment again, and the reconciliation, change nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/Order/${order.id}/paypalData`,
      payload: paymentData(order.payPalOrderId),
    });
    expect(again.json()).toMatchObject({ status: 'paid', total: 29.95 });
    expect(again.json().mailBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await t.app.mail.drain()).toEqual({ sent: 1, failed: 0 });
    expect(await t.app.mail.drain()).toEqual({ sent: 0, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toBe('parent@example.com');
    expect(mail?.from).toContain('Little Givers');
    expect(mail?.subject).toBe(`Your Little Givers receipt for order ${order.orderIdentifier}`);
    for (const body of [mail?.text ?? '', mail?.html ?? '']) {
      expect(body).toContain(order.orderIdentifier);
      expect(body).toContain('$20.00'); // gift
      expect(body).toContain('$8.95'); // shipping (priority)
      expect(body).toContain('$1.00'); // support donation
      expect(body).toContain('$29.95'); // total charged
      expect(body).toContain('1 Main St');
      expect(body).toContain('Springfield, IL 62701');
      expect(body).toContain('Shipping: Priority mail (tracked)');
      expect(body).not.toContain('Shipping (');
      expect(body).toContain('501(c)(3)');
      expect(body).toContain('EIN 00-0000000');
      expect(body).toContain('The tax-deductible amount of your contribution is $29.95'); // the whole order
      expect(body).not.toContain('$21.00'); // never the gift and support donation alone
      expect(body).toContain('no goods or services were provided in exchange');
      expect(body).not.toContain(code);
      expect(body).not.toContain(formatRedemptionCode(code));
    }
    expect(mail?.text).toMatch(/To: Ava · From: Sam/);
    expect(mail?.raw).not.toContain(code);
  });

  it('carries the card as an inline PNG at 7:5, shown by its Content-ID with the greeting as alt text', async () => {
    await capturedPurchase(t.app);
    await t.app.mail.drain();
    const [mail] = smtp.received;
    expect(mail?.attachments).toHaveLength(1);
    const [image] = mail?.attachments ?? [];
    expect(image).toMatchObject({ contentType: 'image/png', cid: CARD_IMAGE_CID, filename: 'card.png' });
    const size = pngSize(image?.content ?? Buffer.alloc(0));
    expect(size.width * 5).toBe(size.height * 7);
    expect(size.width).toBeGreaterThanOrEqual(504);
    const img = /<img[^>]*>/.exec(mail?.html ?? '')?.[0] ?? '';
    expect(img).toContain(`src="cid:${CARD_IMAGE_CID}"`);
    // The greeting as the order has it (the card type chosen in the helpers' order, names filled in).
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-receipt'));
    if (!row) throw new Error('the receipt is in the outbox');
    const { greeting } = row.data as { greeting: { header: string; lines: string[] } };
    expect(greeting.header).toContain('Ava');
    expect(img).toContain(`alt="${[greeting.header, ...greeting.lines].join(' ')}"`);
    expect(mail?.text).toContain(greeting.header);
  });

  it('skip-payment (off production) sends the receipt too, once', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/Order',
      payload: (await import('../helpers')).validOrderPayload({
        purchaseAccount: { emailAddress: 'skip@example.com' },
      }),
    });
    const { id } = created.json();
    await t.app.inject({ method: 'POST', url: `/api/Order/${id}/skipPayment` });
    await t.app.inject({ method: 'POST', url: `/api/Order/${id}/skipPayment` });
    await t.app.mail.drain();
    expect(to('skip@example.com')).toHaveLength(1);
  });

  it('a print-at-home receipt sent by SMTP carries the working link, and its stored copy does not', async () => {
    const noAddress = Object.fromEntries(
      ['FirstName', 'LastName', 'Address1', 'Address2', 'City', 'State', 'Country', 'Zip'].map((f) => [
        `shipping${f}`,
        undefined,
      ]),
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/Order',
      payload: (await import('../helpers')).validOrderPayload({
        ...noAddress,
        package: 4,
        delivery: 'print',
        purchaseAccount: { emailAddress: 'home@example.com' },
      }),
    });
    const { id } = created.json();
    const { downloadUrl } = (await t.app.inject({ method: 'POST', url: `/api/Order/${id}/skipPayment` })).json();
    const token = new URL(downloadUrl).pathname.split('/').pop() as string;
    await t.app.mail.drain();
    const [mail] = to('home@example.com');
    expect(mail?.html).toContain(`${downloadUrl}?paper=letter`);
    expect(mail?.text).toContain('download your card (PDF)');
    const [row] = await t.app.db.select().from(mailOutbox).where(like(mailOutbox.toAddress, 'home@example.com'));
    expect(row?.transport).toBe('smtp');
    for (const kept of [row?.html, row?.text, JSON.stringify(row?.data)]) expect(kept).not.toContain(token);
    expect(row?.text).toContain('[link sent to the purchaser]');
    expect(logs.join('')).not.toContain(token);
  });

  it('a declined payment sends nothing', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/Order',
      payload: (await import('../helpers')).validOrderPayload(),
    });
    const order = created.json();
    await buyer(t.app, order.payPalOrderId, 'decline');
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/Order/${order.id}/paypalData`,
      payload: paymentData(order.payPalOrderId),
    });
    expect(paid.statusCode).toBe(402);
    await t.app.mail.drain();
    expect(smtp.received).toHaveLength(0);
  });
});

describe('donation paid', () => {
  it('sends one receipt to the payer email PayPal reported, with amount, date, EIN and acknowledgment', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/donation', payload: { amount: 40 } });
    const donation = created.json();
    await buyer(t.app, donation.payPalOrderId, 'approve');
    for (let i = 0; i < 2; i += 1) {
      const paid = await t.app.inject({
        method: 'POST',
        url: `/api/donation/${donation.id}/paypalData`,
        payload: paymentData(donation.payPalOrderId),
      });
      expect(paid.statusCode).toBe(200);
    }
    await t.app.mail.drain();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    // The fake PayPal reports buyer@example.com; what the browser sent (payer-secret@…) is not trusted.
    expect(mail?.to).toBe('buyer@example.com');
    expect(mail?.subject).toBe('Your Little Givers donation receipt ($40.00)');
    expect(mail?.text).toContain('$40.00');
    expect(mail?.text).toContain('EIN: 00-0000000');
    expect(mail?.text).toContain('no goods or services were provided in exchange');
    expect(mail?.text).toMatch(/Received on \w+day, \w+ \d+, \d{4}/);
  });
});

describe('order shipped and gift opened', () => {
  it('ops ship sends one message with the tracking number and link; the redemption sends "<recipient> chose <charity>"', async () => {
    const { order, code } = await capturedPurchase(t.app, {
      purchaseAccount: { emailAddress: 'grandma@example.com' },
    });
    await t.app.mail.drain();
    expect((await ops(t.database, ['mark-printed', order.orderIdentifier])).code).toBe(0);
    expect((await ops(t.database, ['ship', order.orderIdentifier, '--tracking', '9400111899223344556677'])).code).toBe(
      0,
    );
    expect((await ops(t.database, ['ship', order.orderIdentifier])).code).toBe(0); // again: nothing new
    await t.app.mail.drain();
    const shipped = to('grandma@example.com').filter((mail) => mail.subject.includes('on its way'));
    expect(shipped).toHaveLength(1);
    expect(shipped[0]?.text).toContain('9400111899223344556677');
    expect(shipped[0]?.html).toContain('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223344556677');
    expect(shipped[0]?.text).not.toContain(code);

    await redeem(t.app, code, [[5, 20]]);
    await t.app.mail.drain();
    const opened = to('grandma@example.com').filter((mail) => mail.subject.startsWith('Your gift was opened'));
    expect(opened).toHaveLength(1);
    expect(opened[0]?.subject).toBe('Your gift was opened: Ava chose Books for Every Kid');
    expect(opened[0]?.text).toContain('Ava chose Books for Every Kid.');
    expect(opened[0]?.text).not.toContain(code);
    expect(to('grandma@example.com')).toHaveLength(3);
  });

  it('sends no "gift was opened" message when the purchaser unticked the box', async () => {
    const { order, code } = await capturedPurchase(t.app, {
      purchaseAccount: { emailAddress: 'quiet@example.com' },
      notifyWhenUsed: false,
    });
    const [stored] = await t.app.db.select().from(orders).where(eq(orders.id, order.rowId));
    expect(stored?.notifyWhenUsed).toBe(false);
    await redeem(t.app, code, [[1, 20]]);
    await t.app.mail.drain();
    expect(to('quiet@example.com').map((mail) => mail.subject)).toEqual([
      `Your Little Givers receipt for order ${order.orderIdentifier}`,
    ]);
  });
});

describe('SMTP outage', () => {
  it('messages queued while SMTP is down are delivered once each when it is back', async () => {
    await smtp.stop();
    try {
      const purchases = [];
      for (let i = 0; i < 4; i += 1) {
        purchases.push(await capturedPurchase(t.app, { purchaseAccount: { emailAddress: `outage${i}@example.com` } }));
      }
      const down = await t.app.mail.runOnce();
      expect(down).toEqual({ sent: 0, failed: 4 });
      const pending = await t.app.db.select().from(mailOutbox).where(like(mailOutbox.toAddress, 'outage%'));
      expect(pending.map((row) => row.status)).toEqual(['pending', 'pending', 'pending', 'pending']);
      expect(pending.every((row) => row.attempts === 1 && row.lastError)).toBe(true);
      // The failure is logged without addresses.
      const failureLog = logs.filter((line) => line.includes('mail delivery failed'));
      expect(failureLog.length).toBe(4);
      expect(failureLog.join('')).not.toContain('@example.com');
    } finally {
      await smtp.start();
    }
    await new Promise((resolve) => setTimeout(resolve, 20)); // past the (1 ms) backoff
    await t.app.mail.drain();
    await t.app.mail.drain();
    for (let i = 0; i < 4; i += 1) expect(to(`outage${i}@example.com`)).toHaveLength(1);
    expect(smtp.received).toHaveLength(4);
  });

  it('after the last attempt a message is failed, listed by ops mail list --failed, and ops mail retry sends it', async () => {
    const own = await buildTestApp({
      env: { SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '1', MAIL_MAX_ATTEMPTS: '2' },
      database: t.database,
    });
    const first = t;
    await first.app.close(); // one sender on this database: the one that gives up after two attempts
    t = {
      ...own,
      close: async () => {
        await own.close();
        await first.database.close();
      },
    };
    await smtp.stop();
    let mailId = 0;
    try {
      await capturedPurchase(t.app, { purchaseAccount: { emailAddress: 'late@example.com' } });
      await t.app.mail.runOnce();
      await new Promise((resolve) => setTimeout(resolve, 20));
      await t.app.mail.runOnce();
      const failed = await ops(t.database, ['mail', 'list', '--failed']);
      expect(failed.code).toBe(0);
      expect(failed.stdout).toContain('order-receipt');
      expect(failed.stdout).toContain('failed');
      const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'late@example.com'));
      mailId = row?.id ?? 0;
      expect(row?.status).toBe('failed');
    } finally {
      await smtp.start();
    }
    await t.app.mail.drain();
    expect(smtp.received).toHaveLength(0); // failed stays failed until retried
    const retried = await ops(t.database, ['mail', 'retry', String(mailId)]);
    expect(retried.stdout).toContain(`#${mailId}`);
    await t.app.mail.drain();
    expect(to('late@example.com')).toHaveLength(1);
  });
});

describe('logs', () => {
  it('never contain message bodies or addresses', async () => {
    const { order } = await capturedPurchase(t.app, { purchaseAccount: { emailAddress: 'private@example.com' } });
    await t.app.mail.drain();
    const all = logs.join('');
    expect(all).toContain('mail delivered');
    expect(all).not.toContain('private@example.com');
    expect(all).not.toContain('Springfield');
    expect(all).not.toContain(`receipt for order ${order.orderIdentifier}`);
  });
});
