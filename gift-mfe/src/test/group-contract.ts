/**
 * gift-mfe's contract with the API for a group card's pages (/chip-in#token and /my-group#token,
 * docs/group-gifts.md): the share link's view and the organizer's. The tokens are the API's own
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

const { like } = MatchersV3;

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

/** The content state (the greetings' and mail methods' ids, a closing day a week ahead). */
const CONTENT_STATE = { name: 'the greetings and shipping methods are published' };

/** The closing day step 2 suggests (a week ahead; the API's own a week ahead when it verifies). */
const CLOSES_ON = '2026-12-06';

/** A mailed group card as step 2 starts it: the card with its ship-to and mail method, a closing day and zone. */
const mailedGroupStart = like({
  card: like({
    purchaseAccount: { emailAddress: 'grandma@example.com' },
    status: 'prePaymentAuthorization',
    fromName: 'Grandma',
    recipientName: 'Maya',
    delivery: 'mail',
    shippingFirstName: 'Ann',
    shippingLastName: 'Lee',
    shippingAddress1: '1 Main St',
    shippingAddress2: '',
    shippingCity: 'Springfield',
    shippingState: 'IL',
    shippingCountry: 'United States',
    shippingZip: '62701',
    package: fromState(':standardPackageId', 1),
    cardType: fromState(':chosenCardTypeId', 1),
    customMessage: null,
    headerFontSize: 32,
    headerLineHeight: 44,
    cardTemplateId: 1,
    notifyWhenUsed: true,
    lineItems: [{ lineItem: 'giftAmount', amount: 5 }],
  }),
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
