/**
 * gift-mfe's contract with the API for a group card (docs/group-gifts.md): a mailed card's start
 * and its postage, the share link's view, a part and its capture, the organizer's view, close and
 * cancel. The tokens are the API's own
 * when it verifies (the provider state starts the group through its routes); the examples are what
 * the page tests show. Shapes follow shared/src/contract/schemas/group.ts.
 */
import {
  type ApiInteraction,
  fromState,
  isoDateTime,
  listLike,
  MatchersV3,
} from '@littlegivers/shared/testing/pact/api-pact';
import { CONTENT_STATE, cardOrderFields } from './card-order';

const { like, uuid } = MatchersV3;

/** The tokens the page tests put in the fragment (the state's own when the API verifies). */
export const SHARE_TOKEN = 'S'.repeat(43);
export const ORGANIZER_TOKEN = 'O'.repeat(43);

const OPEN_GROUP = { name: 'an open group e-card for Maya with one giver, Grandma, and its two links' };

/** The card as both links show it. */
const card = {
  recipientName: 'Maya',
  greeting: { header: 'Happy Birthday, Maya!', lines: listLike(['Here is the gift of giving, from Grandma.']) },
  delivery: 'email',
  state: 'open',
  closesAt: isoDateTime('2026-12-06T13:00:00.000Z'),
  minimum: 5,
};

/** POST /Group/shared: the card, the givers' names (no amount unless allowed), the closing moment. */
export const groupShareShown: ApiInteraction = {
  description: "the share link's view of an open group card with one giver",
  states: [OPEN_GROUP],
  request: { method: 'POST', path: '/Group/shared', body: { token: fromState(':shareToken', SHARE_TOKEN) } },
  response: { status: 200, body: like({ ...card, givers: listLike([{ name: 'Grandma', line: null }]) }) },
};

/** POST /Group/organizer: the card, the total and every part with its giver. */
export const groupOrganizerShown: ApiInteraction = {
  description: "the organizer's view of an open group card with one giver",
  states: [OPEN_GROUP],
  request: {
    method: 'POST',
    path: '/Group/organizer',
    body: { token: fromState(':organizerToken', ORGANIZER_TOKEN) },
  },
  response: {
    status: 200,
    body: like({
      ...card,
      givers: listLike([{ name: 'Grandma', line: null, amount: 25 }]),
      total: 25,
      contributions: listLike([
        {
          name: 'Grandma',
          email: 'grandma@example.com',
          line: null,
          amount: 25,
          status: 'paid',
          paidAt: isoDateTime('2026-11-29T10:00:00.000Z'),
        },
      ]),
    }),
  },
};

/** POST /Group/shared with a token that opens nothing: 404 (the page shows the dead link's page). */
export const unknownGroupLink: ApiInteraction = {
  description: 'the share link view of a link that opens nothing',
  request: { method: 'POST', path: '/Group/shared', body: { token: like(SHARE_TOKEN) } },
  response: { status: 404, body: like({ message: 'This link does not open a group card.' }) },
};

/** The closing day step 2 suggests (a week ahead; the API's own a week ahead when it verifies). */
const CLOSES_ON = '2026-12-06';

/** A mailed group card as step 2 starts it: the card with its ship-to and mail method, a closing day and zone. */
const mailedGroupStart = like({
  card: like(cardOrderFields('a mailed card with a chosen greeting', [{ lineItem: 'giftAmount', amount: 5 }])),
  closesOn: fromState(':closesOn', CLOSES_ON),
  timeZone: 'UTC',
});

/** The postage's PayPal order (the API's own when it verifies). */
export const POSTAGE_PAYPAL_ORDER_ID = 'PAYPAL-POSTAGE-1';

/** POST /Group of a mailed card: both links, and the postage to pay (the links work once it is paid). */
export const mailedGroupStarted: ApiInteraction = {
  description: 'the start of a mailed group card',
  states: [CONTENT_STATE],
  request: { method: 'POST', path: '/Group', body: mailedGroupStart },
  response: {
    status: 200,
    body: like({
      shareToken: SHARE_TOKEN,
      organizerToken: ORGANIZER_TOKEN,
      closesAt: isoDateTime('2026-12-06T08:00:00.000Z'),
      postage: like({ amount: 0.73, payPalOrderId: POSTAGE_PAYPAL_ORDER_ID }),
    }),
  },
};

/** POST /Group/organizer/postage: the approved postage captured; its receipt's number. */
export const postagePaid: ApiInteraction = {
  description: "the payment data of a mailed group card's approved postage",
  states: [{ name: 'a mailed group card whose organizer approved the postage at PayPal' }],
  request: {
    method: 'POST',
    path: '/Group/organizer/postage',
    body: like({
      token: fromState(':organizerToken', ORGANIZER_TOKEN),
      payPalId: fromState(':payPalOrderId', POSTAGE_PAYPAL_ORDER_ID),
      intent: 'CAPTURE',
      state: 'APPROVED',
      createTime: '2026-11-29T10:00:00.000Z',
      payerId: 'PAYER-42',
    }),
  },
  response: { status: 200, body: like({ status: 'paid', amount: 0.73, receiptNumber: 'P-1' }) },
};

/** A part's public id and PayPal order (the API's own when it verifies). */
export const PART_ID = '3f0c9a52-7d1e-4b8a-9c6f-2e5d4a1b7c90';
export const PART_PAYPAL_ORDER_ID = 'PAYPAL-PART-1';

/** POST /Group/shared/contribution: Uncle Ben's $30 and its PayPal order. */
export const contributionStarted: ApiInteraction = {
  description: 'a part of an open group card',
  states: [OPEN_GROUP],
  request: {
    method: 'POST',
    path: '/Group/shared/contribution',
    body: like({
      token: fromState(':shareToken', SHARE_TOKEN),
      name: 'Uncle Ben',
      email: 'ben@example.com',
      line: 'Happy birthday!',
      amount: 30,
      showAmount: false,
    }),
  },
  response: { status: 200, body: like({ id: uuid(PART_ID), amount: 30, payPalOrderId: PART_PAYPAL_ORDER_ID }) },
};

/** POST /Group/contribution/{id}/paypalData: the approved part captured and counted; its receipt's number. */
export const contributionPaid: ApiInteraction = {
  description: 'the payment data of an approved part of an open group card',
  states: [{ name: 'a part of an open group card its giver approved at PayPal' }],
  request: {
    method: 'POST',
    path: fromState('/Group/contribution/:contributionId/paypalData', `/Group/contribution/${PART_ID}/paypalData`, {
      path: true,
      regex: '/Group/contribution/[^/]+/paypalData',
    }),
    body: like({
      payPalId: fromState(':payPalOrderId', PART_PAYPAL_ORDER_ID),
      intent: 'CAPTURE',
      state: 'APPROVED',
      createTime: '2026-11-29T10:00:00.000Z',
      payerId: 'PAYER-42',
    }),
  },
  response: { status: 200, body: like({ status: 'paid', counted: true, amount: 30, receiptNumber: 'C-1' }) },
};

/** POST /Group/organizer/close and /cancel of the open group: its state after, the total and the givers counted. */
function organizerAction(action: 'close' | 'cancel'): ApiInteraction {
  return {
    description: `the organizer's ${action} of an open group card with one giver`,
    states: [OPEN_GROUP],
    request: {
      method: 'POST',
      path: `/Group/organizer/${action}`,
      body: { token: fromState(':organizerToken', ORGANIZER_TOKEN) },
    },
    response: {
      status: 200,
      body: like({ state: action === 'close' ? 'closed' : 'cancelled', total: 25, givers: 1 }),
    },
  };
}
export const groupClosed = organizerAction('close');
export const groupCancelled = organizerAction('cancel');

/** POST /Group/organizer/cancel of an open mailed card: every part refunded, and the postage the organizer paid. */
export const mailedGroupCancelled: ApiInteraction = {
  description: "the organizer's cancel of an open mailed group card with one giver",
  states: [{ name: 'an open mailed group card for Maya, its postage paid, with one giver, Grandma' }],
  request: {
    method: 'POST',
    path: '/Group/organizer/cancel',
    body: { token: fromState(':organizerToken', ORGANIZER_TOKEN) },
  },
  response: { status: 200, body: like({ state: 'cancelled', total: 25, givers: 1, postageRefunded: 8.95 }) },
};
