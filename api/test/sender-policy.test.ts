/**
 * What the nonprofit sends in its own name (docs/security.md): a sender's probe (a $0.01
 * e-card saying "Verify at https://evil.example/login", to any address) is refused by the API; an
 * e-card of the minimum goes, with the buyer's words defanged in its HTML, its plain text and its
 * subject, and a footer saying who sent it and where to report it; the day's limits per buyer and
 * per address hold for new e-cards, resends and changes of address, with a 429 naming the field.
 * Through the real API (inject) on PGlite (PostgreSQL in `test:pg`), into a real SMTP server.
 */
import {
  ECARD_MIN_GIFT_MESSAGE,
  ECARDS_PER_PAYER_PER_DAY,
  ECARDS_PER_RECIPIENT_PER_DAY,
  ecardLimitMessage,
  MIN_ECARD_GIFT_AMOUNT,
} from '@littlegivers/shared/contract/ecard-policy';
import { SHIP_TO_FIELDS } from '@littlegivers/shared/contract/schemas/order';
import { tokenFromHash } from '@littlegivers/shared/contract/schemas/secret-link';
import { dayIn } from '@littlegivers/shared/contract/send-day';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, validOrderPayload } from './helpers';
import { type ReceivedMail, startTestSmtp, type TestSmtp } from './mail/smtp';

const ZONE = 'America/New_York';
const noAddress = Object.fromEntries(SHIP_TO_FIELDS.map((field) => [field, undefined]));

/** The probe's words. */
const PROBE = {
  fromName: 'Your Bank',
  recipientName: 'customer',
  grownUpName: 'Hello Bank Security Team',
  customMessage: 'Verify at https://evil.example/login or write to help@evil.example',
};

function ecardPayload(overrides: Record<string, unknown> = {}, gift = 20) {
  return validOrderPayload({
    ...noAddress,
    package: 5,
    delivery: 'email',
    grownUpName: 'Pat',
    grownUpEmail: 'pat@example.com',
    sendOn: dayIn(new Date(), ZONE),
    timeZone: ZONE,
    lineItems: [{ lineItem: 'giftAmount', amount: gift }],
    ...overrides,
  });
}

let smtp: TestSmtp;
let t: TestApp;
let client = 0;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '1' } });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});
beforeEach(() => {
  smtp.received.length = 0;
});

/** POST /api/Order, each from its own client address (the route's per-client limit is not what is tested). */
function postOrder(payload: Record<string, unknown>) {
  client += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/Order',
    payload,
    remoteAddress: `10.41.${client >> 8}.${client & 255}`,
  });
}

/** Buys and pays (skip payment) an e-card; returns the order's public id. */
async function buyEcard(payload: Record<string, unknown>): Promise<string> {
  const order = await postOrder(payload);
  expect(order.statusCode, order.body).toBe(200);
  const paid = await t.app.inject({ method: 'POST', url: `/api/Order/${order.json().id}/skipPayment` });
  expect(paid.statusCode).toBe(200);
  return order.json().id;
}

const to = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

function only(address: string, subject: RegExp): ReceivedMail {
  const found = to(address).filter((mail) => subject.test(mail.subject));
  expect(found, `one message "${subject}" to ${address}`).toHaveLength(1);
  return found[0] as ReceivedMail;
}

/** The purchaser's page token, from the receipt as delivered. */
function purchaserToken(address: string): string {
  const url = only(address, /receipt/).html.match(/href="(http:\/\/localhost:3000\/my-gift#[^"]+)"/)?.[1];
  const token = url ? tokenFromHash(new URL(url).hash) : null;
  if (!token) throw new Error('no purchaser link in the receipt');
  return token;
}

function changeDelivery(token: string, change: Record<string, unknown>) {
  client += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/purchaserView/delivery',
    payload: { token, ...change },
    remoteAddress: `10.42.${client >> 8}.${client & 255}`,
  });
}

describe("the probe: a cent's e-card with someone else's words, to any address", () => {
  it('is refused by name, with the form’s message; a mailed card of a cent is still a card', async () => {
    const probe = ecardPayload({ ...PROBE, cardType: null, grownUpEmail: 'victim@example.com' }, 0.01);
    const refused = await postOrder(probe);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`lineItems.0.amount: ${ECARD_MIN_GIFT_MESSAGE}`);

    const justUnder = await postOrder(
      ecardPayload({ grownUpEmail: 'under@example.com' }, MIN_ECARD_GIFT_AMOUNT - 0.01),
    );
    expect(justUnder.statusCode).toBe(400);
    expect(justUnder.json().message).toBe(`lineItems.0.amount: ${ECARD_MIN_GIFT_MESSAGE}`);

    // The spec's amount rule (above $0) is the other deliveries' own: the minimum is the e-card's.
    const mailed = await postOrder(validOrderPayload({ lineItems: [{ lineItem: 'giftAmount', amount: 0.01 }] }));
    expect(mailed.statusCode, mailed.body).toBe(200);
    await t.app.mail.drain();
    expect(to('victim@example.com')).toEqual([]);
  });

  it('at the minimum it goes, with every link-shaped word defanged and the buyer named as its sender', async () => {
    const purchaser = 'probe-buyer@example.com';
    await buyEcard(
      ecardPayload(
        {
          ...PROBE,
          cardType: null,
          grownUpEmail: 'victim@example.com',
          purchaseAccount: { emailAddress: purchaser },
        },
        MIN_ECARD_GIFT_AMOUNT,
      ),
    );
    await t.app.mail.drain();
    const ecard = only('victim@example.com', /a gift/);
    const receipt = only(purchaser, /receipt/);
    for (const mail of [ecard, receipt]) {
      for (const part of [mail.html, mail.text, mail.subject]) {
        expect(part).not.toMatch(/https?:\/\/evil/i);
        expect(part).not.toMatch(/evil\.example/);
        expect(part).not.toMatch(/help@evil/);
      }
      // No link of the message goes anywhere but the product's own pages.
      const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '');
      expect(hrefs.every((href) => href.startsWith('http://localhost:'))).toBe(true);
      expect(mail.text).toContain('Verify at hxxps://evil[.]example/login or write to help[@]evil[.]example');
      expect(mail.html).toContain('Verify at hxxps://evil[.]example/login or write to help[@]evil[.]example');
      expect(mail.text).toContain('Sent by Your Bank through Little Givers.');
      expect(mail.text).toMatch(
        /Not expecting this, or think it is misuse\? Report it to hello@littlegivers\.example, quoting LG-\w+\./,
      );
    }
    expect(ecard.subject).toBe('Your Bank sent customer a gift');
    expect(ecard.text).toContain('Hello Hello Bank Security Team,');
  });

  it('defangs names and addresses written as names, in the subject too', async () => {
    const purchaser = 'names-buyer@example.com';
    await buyEcard(
      ecardPayload({
        fromName: 'www.bank.example',
        recipientName: 'pay.me',
        grownUpName: 'Call evil.example/help now',
        grownUpEmail: 'names@example.com',
        purchaseAccount: { emailAddress: purchaser },
      }),
    );
    await t.app.mail.drain();
    const ecard = only('names@example.com', /a gift/);
    expect(ecard.subject).toBe('www[.]bank[.]example sent pay[.]me a gift');
    expect(ecard.text).toContain('Hello Call evil[.]example/help now,');
    expect(ecard.text).toContain('Sent by www[.]bank[.]example through Little Givers.');
    expect(ecard.html).not.toMatch(/bank\.example|evil\.example|pay\.me/);
  });
});

describe("the day's limits", () => {
  it(`sends ${ECARDS_PER_RECIPIENT_PER_DAY} e-cards a day to one address, whatever its case; the next is a 429 naming the field`, async () => {
    for (let i = 0; i < ECARDS_PER_RECIPIENT_PER_DAY; i += 1) {
      const grownUpEmail = i % 2 ? 'Target@Example.com' : 'target@example.com';
      const answer = await postOrder(
        ecardPayload({ grownUpEmail, purchaseAccount: { emailAddress: `many-${i}@example.com` } }),
      );
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const over = await postOrder(
      ecardPayload({ grownUpEmail: 'TARGET@example.com', purchaseAccount: { emailAddress: 'one-more@example.com' } }),
    );
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(`grownUpEmail: ${ecardLimitMessage('recipient', ECARDS_PER_RECIPIENT_PER_DAY)}`);
    // The refusal used up nothing: the same buyer's e-card to another address goes.
    const elsewhere = await postOrder(
      ecardPayload({ grownUpEmail: 'other@example.com', purchaseAccount: { emailAddress: 'one-more@example.com' } }),
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    // Other deliveries are not e-mailed to anyone else: not limited.
    const mailed = await postOrder(validOrderPayload({ purchaseAccount: { emailAddress: 'target@example.com' } }));
    expect(mailed.statusCode).toBe(200);
  });

  it(`sends ${ECARDS_PER_PAYER_PER_DAY} e-cards a day for one buyer; the next is a 429 naming the field`, async () => {
    for (let i = 0; i < ECARDS_PER_PAYER_PER_DAY; i += 1) {
      const answer = await postOrder(
        ecardPayload({
          grownUpEmail: `family-${i}@example.com`,
          purchaseAccount: { emailAddress: 'busy@example.com' },
        }),
      );
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const over = await postOrder(
      ecardPayload({ grownUpEmail: 'family-x@example.com', purchaseAccount: { emailAddress: 'Busy@Example.com' } }),
    );
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(
      `purchaseAccount.emailAddress: ${ecardLimitMessage('payer', ECARDS_PER_PAYER_PER_DAY)}`,
    );
  });

  it('counts a resend and a change of address against the address it goes to', async () => {
    const purchaser = 'resender@example.com';
    await buyEcard(ecardPayload({ grownUpEmail: 'first@example.com', purchaseAccount: { emailAddress: purchaser } }));
    const later = dayIn(new Date(Date.now() + 20 * 24 * 3600 * 1000), ZONE);
    const waitingBuyer = 'waiting-buyer@example.com';
    await buyEcard(
      ecardPayload({
        grownUpEmail: 'waits@example.com',
        sendOn: later,
        purchaseAccount: { emailAddress: waitingBuyer },
      }),
    );
    await t.app.mail.drain();
    // Fill the day of one address.
    for (let i = 0; i < ECARDS_PER_RECIPIENT_PER_DAY; i += 1)
      expect(
        (
          await postOrder(
            ecardPayload({
              grownUpEmail: 'full@example.com',
              purchaseAccount: { emailAddress: `filler-${i}@example.com` },
            }),
          )
        ).statusCode,
      ).toBe(200);

    const resend = await changeDelivery(purchaserToken(purchaser), {
      action: 'resend',
      grownUpEmail: 'full@example.com',
    });
    expect(resend.statusCode).toBe(429);
    expect(resend.json().message).toBe(`grownUpEmail: ${ecardLimitMessage('recipient', ECARDS_PER_RECIPIENT_PER_DAY)}`);
    const moved = await changeDelivery(purchaserToken(waitingBuyer), {
      action: 'change',
      grownUpEmail: 'full@example.com',
    });
    expect(moved.statusCode).toBe(429);
    expect(moved.json().message).toBe(`grownUpEmail: ${ecardLimitMessage('recipient', ECARDS_PER_RECIPIENT_PER_DAY)}`);

    // To an address with room, both go; nothing went to the full one.
    expect(
      (await changeDelivery(purchaserToken(purchaser), { action: 'resend', grownUpEmail: 'room@example.com' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await changeDelivery(purchaserToken(waitingBuyer), { action: 'change', grownUpEmail: 'room2@example.com' }))
        .statusCode,
    ).toBe(200);
    await t.app.mail.drain();
    expect(to('room@example.com')).toHaveLength(1);
    expect(to('full@example.com')).toEqual([]);
  });
});
