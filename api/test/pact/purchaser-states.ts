/**
 * The provider states of the secret-link pages (the purchaser's page /my-gift and the e-card page
 * /ecard): a gift bought and paid through the API's routes and the PayPal stand-in, then moved on
 * as it would be (shipped with `ops ship`'s service, redeemed by the child, paid out as `ops
 * disbursements --mark-paid` records it, an e-card sent by the mail sender). Each hands the
 * page's token to the pact, read back through the code vault as the messages reveal it.
 */
import { SHIP_TO_FIELDS } from '@littlegivers/shared/contract/schemas/order';
import { ECARD_RESENDS_PER_DAY } from '@littlegivers/shared/contract/schemas/purchaser-view';
import { tokenFromHash } from '@littlegivers/shared/contract/schemas/secret-link';
import type { FastifyInstance } from 'fastify';
import { capturedPurchase, redeem } from '../ops/ops-helpers';
import type { ProviderStates } from './provider-states';

/** The seeded package that emails the card to a grown-up. */
const EMAIL_PACKAGE = 5;
/** The e-card's zone in the purchaser page's examples. */
const ZONE = 'America/New_York';

/**
 * The day (YYYY-MM-DD) `days` after today in `timeZone`. Computed here, not with the shared
 * send-day helpers: this file also runs on a released API's code (can-i-deploy), which may predate them.
 */
export function dayAhead(days: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(Date.now() + days * 24 * 3600 * 1000));
}

function tokenOf(url: string | null): string {
  const token = url ? tokenFromHash(new URL(url).hash) : null;
  if (!token) throw new Error('the gift has no live secret link');
  return token;
}

const purchaserToken = async (app: FastifyInstance, orderRowId: number) =>
  tokenOf(await app.purchaserLinks.linkOf(orderRowId));

/** A paid e-card to Pat for `sendOn` (in New York). */
function paidEcard(app: FastifyInstance, sendOn: string) {
  const noAddress = Object.fromEntries(SHIP_TO_FIELDS.map((field) => [field, null]));
  return capturedPurchase(app, {
    ...noAddress,
    package: EMAIL_PACKAGE,
    delivery: 'email',
    grownUpName: 'Pat',
    grownUpEmail: 'pat@example.com',
    sendOn,
    timeZone: ZONE,
  });
}

/** An e-card paid today for today: it goes at the sender's pass, which runs here. */
async function sentEcard(app: FastifyInstance) {
  const purchase = await paidEcard(app, dayAhead(0, ZONE));
  await app.mail.drain();
  return purchase;
}

export function purchaserStates(app: FastifyInstance): ProviderStates {
  return {
    "a paid order for a mailed card, with its purchaser's link": async () => {
      const { order } = await capturedPurchase(app);
      return { token: await purchaserToken(app, order.rowId) };
    },
    "a mailed card shipped with tracking, chosen and paid out, with its purchaser's link": async () => {
      const from = new Date();
      const { order, code } = await capturedPurchase(app, { recipientName: 'Ava' });
      await app.shipping.markPrinted([order.orderIdentifier], new Date());
      await app.shipping.shipOrders([order.orderIdentifier], {
        trackingNumber: '9400111899223344556677',
        now: new Date(),
      });
      await redeem(app, code, [[1, 20]]);
      const report = await app.payouts.disbursement(new Date(from.getTime() - 60_000), new Date());
      await app.payouts.markPaid(report, {
        paidOn: new Date().toISOString().slice(0, 10),
        method: 'check',
        reference: 'CHK 7',
      });
      return { token: await purchaserToken(app, order.rowId) };
    },
    "an e-card not sent yet, with its purchaser's link": async () => {
      const sendOn = dayAhead(30, ZONE);
      const { order } = await paidEcard(app, sendOn);
      return { token: await purchaserToken(app, order.rowId), sendOn, timeZone: ZONE };
    },
    "an e-card sent again as often as a day allows, with its purchaser's link": async () => {
      const { order } = await sentEcard(app);
      const first = await purchaserToken(app, order.rowId);
      for (let resend = 0; resend < ECARD_RESENDS_PER_DAY; resend += 1) {
        const answer = await app.inject({
          method: 'POST',
          url: '/api/purchaserView/delivery',
          payload: { token: first, action: 'resend', grownUpName: 'Pat', grownUpEmail: 'jo@example.com' },
        });
        if (answer.statusCode !== 200) throw new Error(`resend ${resend + 1} answered ${answer.statusCode}`);
        await app.mail.drain();
      }
      return { token: await purchaserToken(app, order.rowId) };
    },
    'an e-card sent to the grown-up': async () => {
      const { order } = await sentEcard(app);
      return { token: tokenOf(await app.ecards.linkOf(order.rowId)) };
    },
  };
}
