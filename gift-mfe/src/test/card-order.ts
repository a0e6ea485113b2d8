/**
 * What gift-mfe's contracts for a card's order (api-contract.ts) and for a group card's start
 * (group-contract.ts) send alike: the provider state of the API's content and the fields of the
 * card, from Grandma to Maya, in the shape of the shared order schema.
 */
import { fromState } from '@littlegivers/shared/testing/pact/api-pact';

/**
 * The greetings and shipping methods a card names, by the API's ids (with a group card's closing
 * day a week ahead).
 */
export const CONTENT_STATE = { name: 'the greetings and shipping methods are published' };

/** Which card an order is for: each sends its own payload shape. */
export type OrderKind =
  | 'a mailed card with a chosen greeting'
  | 'a mailed card with a custom greeting'
  | 'a card printed at home'
  | 'an e-card to a grown-up';

/** The e-card's grown-up and day as the order sends them (the day is the API's own when it verifies). */
export const ecardOrderFields = {
  grownUpName: 'Pat',
  grownUpEmail: 'pat@example.com',
  sendOn: '2027-01-05',
  timeZone: 'America/New_York',
};

/** One amount of the card's payload (the gift, the support donation). */
interface OrderLineItem {
  lineItem: 'giftAmount' | 'donation';
  amount: number;
}

/** The card of `kind` as gift-mfe sends it, with its `lineItems`; ids of content are the API's own when it verifies. */
export function cardOrderFields(kind: OrderKind, lineItems: OrderLineItem[]) {
  const custom = kind === 'a mailed card with a custom greeting';
  const ecard = kind === 'an e-card to a grown-up';
  const mailed = kind !== 'a card printed at home' && !ecard;
  return {
    purchaseAccount: { emailAddress: 'grandma@example.com' },
    status: 'prePaymentAuthorization',
    fromName: 'Grandma',
    recipientName: 'Maya',
    delivery: mailed ? 'mail' : ecard ? 'email' : 'print',
    ...(mailed
      ? {
          shippingFirstName: 'Ann',
          shippingLastName: 'Lee',
          shippingAddress1: '1 Main St',
          shippingAddress2: '',
          shippingCity: 'Springfield',
          shippingState: 'IL',
          shippingCountry: 'United States',
          shippingZip: '62701',
        }
      : {}),
    ...(ecard ? { ...ecardOrderFields, sendOn: fromState(':sendOn', ecardOrderFields.sendOn) } : {}),
    package: mailed
      ? fromState(':standardPackageId', 1)
      : ecard
        ? fromState(':emailPackageId', 5)
        : fromState(':printPackageId', 4),
    cardType: custom ? fromState(':customMessageCardTypeId', 2) : fromState(':chosenCardTypeId', 1),
    customMessage: custom ? 'A very happy birthday to my favourite grandchild' : null,
    headerFontSize: 32,
    headerLineHeight: 44,
    cardTemplateId: 1,
    notifyWhenUsed: true,
    lineItems,
  };
}
