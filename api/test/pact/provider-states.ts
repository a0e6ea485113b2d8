/**
 * The provider states the browser apps' pacts name. Orders, payments and redemptions are set up on
 * the running API through its own routes and the local PayPal stand-in, as a buyer would; content
 * through its repository (as `ops content` does), bumping the content version. Each returns the
 * values the pact injects into its request (`fromState` in shared/src/testing/pact/api-pact.ts):
 * ids, codes and PayPal order ids are the API's own.
 */
import { SHIP_TO_FIELDS } from '@littlegivers/shared/contract/schemas/order';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { organizations } from '../../src/db/schema';
import { chipIn, payPostage, startGroup, startPart } from '../group-helpers';
import { buyer, createOrder, paidOrderWithCode } from '../helpers';
import { capturedPurchase, redeem } from '../ops/ops-helpers';
import { dayAhead, purchaserStates } from './purchaser-states';
import { staffStates } from './staff-states';

/** The zone of the e-cards the pacts order. */
const ECARD_ZONE = 'America/New_York';

type StateValues = Record<string, string | number>;
export type ProviderStates = Record<string, (params?: Record<string, unknown>) => Promise<StateValues>>;

async function createDonation(app: FastifyInstance) {
  const response = await app.inject({ method: 'POST', url: '/api/donation', payload: { message: null, amount: 20 } });
  if (response.statusCode !== 200) throw new Error(`donation failed: ${response.statusCode} ${response.body}`);
  const donation = response.json() as { id: number; payPalOrderId: string };
  return { donationId: donation.id, payPalOrderId: donation.payPalOrderId };
}

/** The ids of the greetings and shipping methods the gift flow's orders name, read from the API's answers. */
async function publishedContent(app: FastifyInstance) {
  const cardTypes = (await app.inject({ method: 'GET', url: '/api/cardtype' })).json() as {
    id: number;
    publicFacingName: string;
    customText: boolean;
  }[];
  const packages = (await app.inject({ method: 'GET', url: '/api/package' })).json() as {
    id: number;
    delivery: string;
  }[];
  const chosen = cardTypes.find((cardType) => !cardType.customText);
  const customMessage = cardTypes.find((cardType) => cardType.publicFacingName === 'Custom Message');
  const mailed = packages.find((pkg) => pkg.delivery === 'mail');
  const printed = packages.find((pkg) => pkg.delivery === 'print');
  const emailed = packages.find((pkg) => pkg.delivery === 'email');
  if (!chosen || !customMessage || !mailed || !printed)
    throw new Error('the seeded content lacks a greeting or package');
  return {
    chosenCardTypeId: chosen.id,
    customMessageCardTypeId: customMessage.id,
    standardPackageId: mailed.id,
    printPackageId: printed.id,
    // An API without e-cards (a release before them) offers no email package: its orders still verify.
    ...(emailed ? { emailPackageId: emailed.id } : {}),
    // An e-card's day: forty days ahead in New York, within the days an e-card may be sent on.
    sendOn: dayAhead(40, ECARD_ZONE),
    // A group card's closing day: a week ahead, as step 2 suggests.
    closesOn: dayAhead(7, ECARD_ZONE),
  };
}

/** An order for a card printed at home: the print package, no ship-to. */
async function printAtHomeOrder(app: FastifyInstance) {
  const { printPackageId } = await publishedContent(app);
  const noShipTo = Object.fromEntries(SHIP_TO_FIELDS.map((field) => [field, null]));
  return createOrder(app, { ...noShipTo, delivery: 'print', package: printPackageId });
}

/** An order for an e-card to a grown-up, for a day ahead. */
async function ecardOrder(app: FastifyInstance) {
  const { emailPackageId, sendOn } = await publishedContent(app);
  if (emailPackageId === undefined) throw new Error('this API offers no e-card (no email package)');
  const noShipTo = Object.fromEntries(SHIP_TO_FIELDS.map((field) => [field, null]));
  return createOrder(app, {
    ...noShipTo,
    delivery: 'email',
    package: emailPackageId,
    grownUpName: 'Pat',
    grownUpEmail: 'pat@example.com',
    sendOn,
    timeZone: ECARD_ZONE,
  });
}

/** An order's values a payment request names. */
const orderValues = (order: { id: string; payPalOrderId: string }) => ({
  orderId: order.id,
  payPalOrderId: order.payPalOrderId,
});

/** The gift amount of the redeem flow's pact examples ($25). */
const GIFT_AMOUNT = 25;

/** A paid $25 gift and its code in clear. */
function paidGift(app: FastifyInstance) {
  return paidOrderWithCode(app, {
    lineItems: [
      { lineItem: 'giftAmount', amount: GIFT_AMOUNT },
      { lineItem: 'donation', amount: 1 },
    ],
  });
}

/** A redemption session of a paid $25 gift, opened with its code as the child does. */
async function redemptionSession(app: FastifyInstance) {
  const { code } = await paidGift(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/redemptionSession',
    payload: { redemptionCode: code, captcha: null },
  });
  const session = response.json() as { id?: string; sessionId?: string };
  if (!session.id || !session.sessionId) throw new Error(`no redemption session: ${response.body}`);
  return { redemptionId: session.id, sessionId: session.sessionId };
}

/** Organizations 1 and 2 show their own picture; organization 2 has no art key. */
async function organizationsWithOwnPictures(app: FastifyInstance) {
  await app.db.update(organizations).set({ imagePath: '/assets/organizations/1.svg' }).where(eq(organizations.id, 1));
  await app.db
    .update(organizations)
    .set({ imagePath: '/assets/organizations/2.svg', image: null })
    .where(eq(organizations.id, 2));
  await app.repositories.content.bumpVersion();
}

let givers = 0;
const nextGiver = () => {
  givers += 1;
  return givers;
};

export function providerStates(app: FastifyInstance): ProviderStates {
  return {
    ...purchaserStates(app),
    ...staffStates(app),
    'the greetings and shipping methods are published': () => publishedContent(app),
    'an open group e-card for Maya with one giver, Grandma, and its two links': async () => {
      const { shareToken, organizerToken } = await startGroup(app, {
        card: { recipientName: 'Maya', fromName: 'Grandma' },
      });
      // An address of its own each time: a giver's e-mail may start 5 parts an hour (services/groups.ts).
      await chipIn(app, shareToken, { name: 'Grandma', amount: 25, email: `grandma+${nextGiver()}@example.com` });
      return { shareToken, organizerToken };
    },
    'an open mailed group card for Maya, its postage paid, with one giver, Grandma': async () => {
      const started = await startGroup(app, { delivery: 'mail', card: { recipientName: 'Maya', fromName: 'Grandma' } });
      const paid = await payPostage(app, started);
      if (paid.statusCode !== 200) throw new Error(`postage not paid: ${paid.statusCode} ${paid.body}`);
      await chipIn(app, started.shareToken, {
        name: 'Grandma',
        amount: 25,
        email: `grandma+${nextGiver()}@example.com`,
      });
      return { organizerToken: started.organizerToken };
    },
    'a part of an open group card its giver approved at PayPal': async () => {
      const { shareToken } = await startGroup(app, { card: { recipientName: 'Maya', fromName: 'Grandma' } });
      const part = await startPart(app, shareToken, { name: 'Uncle Ben', amount: 30, email: 'ben@example.com' });
      await buyer(app, part.payPalOrderId, 'approve');
      return { contributionId: part.id, payPalOrderId: part.payPalOrderId };
    },
    'a mailed group card whose organizer approved the postage at PayPal': async () => {
      const started = await startGroup(app, { delivery: 'mail' });
      if (!started.postage) throw new Error('a mailed group card asked no postage');
      await buyer(app, started.postage.payPalOrderId, 'approve');
      return { organizerToken: started.organizerToken, payPalOrderId: started.postage.payPalOrderId };
    },
    'an order for a mailed card the buyer approved at PayPal': async () => {
      const order = await createOrder(app);
      await buyer(app, order.payPalOrderId, 'approve');
      return orderValues(order);
    },
    'an order for a card printed at home the buyer approved at PayPal': async () => {
      const order = await printAtHomeOrder(app);
      await buyer(app, order.payPalOrderId, 'approve');
      return orderValues(order);
    },
    'an order for an e-card the buyer approved at PayPal': async () => {
      const order = await ecardOrder(app);
      await buyer(app, order.payPalOrderId, 'approve');
      return orderValues(order);
    },
    'an order for a mailed card whose card PayPal declined': async () => {
      const order = await createOrder(app);
      await buyer(app, order.payPalOrderId, 'decline');
      return orderValues(order);
    },
    'an unpaid order for a mailed card': async () => orderValues(await createOrder(app)),
    'an unpaid order for a card printed at home': async () => orderValues(await printAtHomeOrder(app)),
    'a paid order with an unredeemed code': async () => ({ code: (await paidGift(app)).code }),
    'a code given to its backup charity at one year': async () => {
      const gift = await paidGift(app);
      const { code } = gift;
      // The gift's year counts from when the card reached the child: this mailed card is printed and posted today.
      await app.shipping.markPrinted([gift.order.orderIdentifier], new Date());
      // The daily after-gift run as of a year and a day later: the gift goes to its backup charity.
      const later = new Date(Date.now() + (app.config.afterGift.backupAfterDays + 1) * 24 * 3600 * 1000);
      await app.afterGift.run(later);
      return { code };
    },
    'a paid order whose code was already redeemed': async () => {
      const purchase = await capturedPurchase(app);
      await redeem(app, purchase.code, [[1, 20]]);
      return { code: purchase.code };
    },
    'a redemption session': () => redemptionSession(app),
    'a redemption session whose gift is already redeemed': async () => {
      const session = await redemptionSession(app);
      const response = await app.inject({
        method: 'PUT',
        url: `/api/redemptionSession/${session.redemptionId}`,
        payload: {
          id: session.redemptionId,
          sessionId: session.sessionId,
          selection: [{ redemptionOrgId: 1, amount: GIFT_AMOUNT }],
        },
      });
      if (response.statusCode !== 200) throw new Error(`redeem failed: ${response.statusCode} ${response.body}`);
      return session;
    },
    'an organization with its own picture and no art key': async () => {
      await organizationsWithOwnPictures(app);
      return {};
    },
    'a donation the payer approved at PayPal': async () => {
      const donation = await createDonation(app);
      await buyer(app, donation.payPalOrderId, 'approve');
      return donation;
    },
    'a donation whose card PayPal declined': async () => {
      const donation = await createDonation(app);
      await buyer(app, donation.payPalOrderId, 'decline');
      return donation;
    },
    'a donation the payer has not approved at PayPal': () => createDonation(app),
    'three gifts chosen for one charity and paid out': async () => {
      const from = new Date();
      for (let i = 0; i < 3; i += 1) {
        const purchase = await capturedPurchase(app);
        await redeem(app, purchase.code, [[1, 20]]);
      }
      // Recorded as `ops disbursements --mark-paid` records it (which rebuilds the ledger).
      const report = await app.payouts.disbursement(new Date(from.getTime() - 60_000), new Date());
      await app.payouts.markPaid(report, {
        paidOn: new Date().toISOString().slice(0, 10),
        method: 'transfer',
        reference: 'TR-1',
      });
      return {};
    },
  };
}
