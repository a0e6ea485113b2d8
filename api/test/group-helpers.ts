/** Group cards in tests: start one through the API, chip in as a giver would (the stand-in's buyer approves). */

import { SHIP_TO_FIELDS } from '@littlegivers/shared/contract/schemas/order';
import { addDays, dayIn } from '@littlegivers/shared/contract/send-day';
import type { FastifyInstance } from 'fastify';
import { buyer, paymentData, validOrderPayload } from './helpers';

export const GROUP_ZONE = 'America/New_York';
const EMAIL_PACKAGE = 5;
const PRINT_PACKAGE = 4;
const noAddress = Object.fromEntries(SHIP_TO_FIELDS.map((field) => [field, undefined]));
let visitors = 0;
/** Each organizer and giver is a visitor of their own (their own address, their own grown-up). */
function nextVisitor(): number {
  visitors += 1;
  return visitors;
}
const addressOf = (visitor: number) => `10.${Math.floor(visitor / 250) % 250}.${visitor % 250}.7`;

type GroupDelivery = 'email' | 'print' | 'mail';

/** The card of a group: an e-card to Pat (default), printed at home, or mailed (the example's address and method). */
export function groupCard(delivery: GroupDelivery = 'email', overrides: Record<string, unknown> = {}) {
  const organizer = { fromName: 'Grandma', purchaseAccount: { emailAddress: 'organizer@example.com' } };
  if (delivery === 'mail') return validOrderPayload({ ...organizer, ...overrides });
  const common = { ...noAddress, ...organizer };
  const method =
    delivery === 'email'
      ? {
          package: EMAIL_PACKAGE,
          delivery,
          grownUpName: 'Pat',
          grownUpEmail: `pat+${nextVisitor()}@example.com`,
          sendOn: dayIn(new Date(), GROUP_ZONE),
          timeZone: GROUP_ZONE,
        }
      : { package: PRINT_PACKAGE, delivery };
  return validOrderPayload({ ...common, ...method, ...overrides });
}

/** POST /api/Group; the answer's links and the card's row. */
export async function startGroup(
  app: FastifyInstance,
  options: { delivery?: GroupDelivery; closesInDays?: number; card?: Record<string, unknown> } = {},
) {
  const closesOn = addDays(dayIn(new Date(), GROUP_ZONE), options.closesInDays ?? 3);
  const response = await app.inject({
    method: 'POST',
    url: '/api/Group',
    remoteAddress: addressOf(nextVisitor()),
    payload: { card: groupCard(options.delivery, options.card), closesOn, timeZone: GROUP_ZONE },
  });
  if (response.statusCode !== 200) throw new Error(`start failed: ${response.statusCode} ${response.body}`);
  const started = response.json() as {
    shareToken: string;
    organizerToken: string;
    closesAt: string;
    postage?: { amount: number; payPalOrderId: string };
  };
  const group = await app.repositories.groups.findByShareHash(
    (await import('../src/lib/secret-token')).hashSecretToken(started.shareToken),
  );
  if (!group) throw new Error('group not stored');
  return { ...started, group, closesOn };
}

/** A giver's part made (its PayPal order), not paid. */
export async function startPart(
  app: FastifyInstance,
  shareToken: string,
  giver: { name: string; amount: number; email?: string; line?: string; showAmount?: boolean },
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/Group/shared/contribution',
    remoteAddress: addressOf(nextVisitor()),
    payload: {
      token: shareToken,
      email: `${giver.name.toLowerCase().replace(/\W/g, '')}.${visitors}@example.com`,
      ...giver,
    },
  });
  if (response.statusCode !== 200) throw new Error(`contribution failed: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string; amount: number; payPalOrderId: string };
}

/** The part's PayPal order approved by its buyer, then POST …/paypalData (the browser's call). */
export async function payPart(app: FastifyInstance, part: { id: string; payPalOrderId: string }) {
  await buyer(app, part.payPalOrderId, 'approve');
  return app.inject({
    method: 'POST',
    url: `/api/Group/contribution/${part.id}/paypalData`,
    remoteAddress: addressOf(nextVisitor()),
    payload: paymentData(part.payPalOrderId),
  });
}

/** A part made and paid; the paid answer. */
export async function chipIn(
  app: FastifyInstance,
  shareToken: string,
  giver: { name: string; amount: number; email?: string; line?: string; showAmount?: boolean },
) {
  const part = await startPart(app, shareToken, giver);
  const paid = await payPart(app, part);
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.statusCode} ${paid.body}`);
  return { part, paid: paid.json() as { status: 'paid'; counted: boolean; amount: number; receiptNumber: string } };
}

/** A mailed card's postage approved by the organizer at PayPal, then POST /Group/organizer/postage. */
export async function payPostage(
  app: FastifyInstance,
  started: { organizerToken: string; postage?: { payPalOrderId: string } },
) {
  if (!started.postage) throw new Error('this group has no postage to pay');
  await buyer(app, started.postage.payPalOrderId, 'approve');
  return app.inject({
    method: 'POST',
    url: '/api/Group/organizer/postage',
    remoteAddress: addressOf(nextVisitor()),
    payload: { token: started.organizerToken, ...paymentData(started.postage.payPalOrderId) },
  });
}

export function organizer(app: FastifyInstance, token: string, action: '' | '/close' | '/cancel' = '') {
  return app.inject({ method: 'POST', url: `/api/Group/organizer${action}`, payload: { token } });
}
