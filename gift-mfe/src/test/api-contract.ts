/**
 * gift-mfe's contract with the API: the requests the gift flow makes and the answers it relies
 * on, in the shapes the shared zod schemas parse (the order `id` is a UUID string). Tests run the
 * real flow against a Pact mock server answering these (shared/src/testing/pact/api-pact.ts); the
 * API verifies the same interactions with the provider states named here
 * (api/test/pact/provider-states.ts). Ids of greetings and shipping methods come from the API's
 * own content when it verifies.
 */

import type { Package } from '@littlegivers/shared/contract/schemas/package';
import {
  type ApiInteraction,
  apiPact,
  fromState,
  isoDate,
  isoDateTime,
  listContaining,
  listLike,
  MatchersV3,
} from '@littlegivers/shared/testing/pact/api-pact';
import { CONTENT_STATE, cardOrderFields, ecardOrderFields, type OrderKind } from './card-order';
import {
  cardTypes,
  ORDER_ID,
  orderResponse,
  packages,
  paidResponse,
  printedOrderResponse,
  printedPaidResponse,
} from './harness';

const { like, regex, uuid } = MatchersV3;

export const api = apiPact('gift-mfe');

/** GET /cardtype: greetings, chosen ones (with lines) and the custom ones. */
export const cardTypesListed: ApiInteraction = {
  description: 'a request for the greetings',
  request: { method: 'GET', path: '/cardtype' },
  response: { status: 200, body: listContaining(cardTypes) },
};

/** GET /cardtype with the design each greeting is drawn in (`designKey`, optional in the contract). */
export const cardTypesWithDesignsListed: ApiInteraction = {
  description: 'a request for the greetings, with their designs',
  request: { method: 'GET', path: '/cardtype' },
  response: {
    status: 200,
    body: listContaining(
      cardTypes.map((cardType) => ({ ...cardType, designKey: cardType.id === 4 ? 'thinking-of-you' : 'holidays' })),
    ),
  },
};

/** GET /package: shipping methods (`example`: which ones the test shows). */
export function packagesListedAs(example: string, list: Package[]): ApiInteraction {
  return {
    description: `a request for the shipping methods (${example})`,
    request: { method: 'GET', path: '/package' },
    response: { status: 200, body: listContaining(list) },
  };
}

/** GET /package: the shipping methods, mailed and printed at home. */
export const packagesListed = packagesListedAs('mailed and printed at home', packages);

/** The order of `kind`: the card, a $40 gift and a $1 support donation. */
function orderPayload(kind: OrderKind) {
  return like(
    cardOrderFields(kind, [
      { lineItem: 'giftAmount', amount: 40 },
      { lineItem: 'donation', amount: 1 },
    ]),
  );
}

/** POST /Order: the order, its public UUID, prices and PayPal order. */
export function orderCreated(kind: OrderKind): ApiInteraction {
  const answer =
    kind === 'a card printed at home'
      ? printedOrderResponse
      : kind === 'an e-card to a grown-up'
        ? { ...printedOrderResponse, orderIdentifier: 'LG-0043' }
        : orderResponse;
  return {
    description: `a new order for ${kind}`,
    states: [CONTENT_STATE],
    request: { method: 'POST', path: '/Order', body: orderPayload(kind) },
    response: {
      status: 200,
      body: like({ ...answer, id: uuid(ORDER_ID), lineItems: listLike(answer.lineItems) }),
    },
  };
}

const paymentPath = fromState('/Order/:orderId/paypalData', `/Order/${ORDER_ID}/paypalData`, { path: true });
const skipPaymentPath = fromState('/Order/:orderId/skipPayment', `/Order/${ORDER_ID}/skipPayment`, { path: true });

function paymentData() {
  return like({
    payPalId: fromState(':payPalOrderId', orderResponse.payPalOrderId),
    intent: 'CAPTURE',
    createTime: '2026-11-26T10:00:00.000Z',
    payerId: 'PAYER-42',
  });
}

/** The paid answer of a card printed at home, with its download link (`paymentMethod`: how it was paid). */
function printedPaid(paymentMethod: string) {
  return like({
    ...printedPaidResponse,
    paymentMethod,
    delivery: 'print',
    downloadUrl: regex('^https?://.+/cardDownload/[A-Za-z0-9_-]+$', printedPaidResponse.downloadUrl),
  });
}

/** POST /Order/{id}/paypalData after the buyer approved: paid, with the mailing day or the download link. */
export function orderPaid(delivery: 'mail' | 'print'): ApiInteraction {
  return delivery === 'mail'
    ? {
        description: 'the payment data of an approved order for a mailed card',
        states: [{ name: 'an order for a mailed card the buyer approved at PayPal' }],
        request: { method: 'POST', path: paymentPath, body: paymentData() },
        response: { status: 200, body: like({ ...paidResponse, mailBy: isoDate(paidResponse.mailBy) }) },
      }
    : {
        description: 'the payment data of an approved order for a card printed at home',
        states: [{ name: 'an order for a card printed at home the buyer approved at PayPal' }],
        request: { method: 'POST', path: paymentPath, body: paymentData() },
        response: { status: 200, body: printedPaid(printedPaidResponse.paymentMethod) },
      };
}

/** POST /Order/{id}/paypalData of an approved e-card: paid, with to whom and when it goes. */
export const ecardOrderPaid: ApiInteraction = {
  description: 'the payment data of an approved order for an e-card',
  states: [{ name: 'an order for an e-card the buyer approved at PayPal' }],
  request: { method: 'POST', path: paymentPath, body: paymentData() },
  response: {
    status: 200,
    body: like({
      status: 'paid',
      orderIdentifier: 'LG-0043',
      paymentMethod: 'paypal',
      total: 41,
      delivery: 'email',
      email: {
        ...ecardOrderFields,
        sendOn: isoDate(ecardOrderFields.sendOn),
        sendAt: isoDateTime('2027-01-05T13:00:00.000Z'),
      },
    }),
  },
};

/** POST /Order/{id}/paypalData when PayPal declines the card: 402 with the reason. */
export const orderDeclined: ApiInteraction = {
  description: 'the payment data of an order whose card PayPal declined',
  states: [{ name: 'an order for a mailed card whose card PayPal declined' }],
  request: { method: 'POST', path: paymentPath, body: paymentData() },
  response: {
    status: 402,
    body: like({ message: 'your payment was declined. please try another card or payment method.' }),
  },
};

/** POST /Order/{id}/skipPayment of a card printed at home: paid, with the download link. */
export const printPaymentSkipped: ApiInteraction = {
  description: 'skipping the payment of an order for a card printed at home (non-production)',
  states: [{ name: 'an unpaid order for a card printed at home' }],
  request: { method: 'POST', path: skipPaymentPath, body: {} },
  response: { status: 200, body: printedPaid('skipped') },
};

/** POST /Order/{id}/skipPayment (non-production): paid without PayPal. */
export const paymentSkipped: ApiInteraction = {
  description: 'skipping the payment of an order (non-production)',
  states: [{ name: 'an unpaid order for a mailed card' }],
  request: { method: 'POST', path: skipPaymentPath, body: {} },
  response: {
    status: 200,
    body: like({ ...paidResponse, paymentMethod: 'skipped', mailBy: isoDate(paidResponse.mailBy) }),
  },
};
