/**
 * The examples of the order contract. A valid POST /Order payload (a $20 gift with the $1 support
 * donation, a chosen greeting, mailed to Springfield). The API's tests, the schema's tests and the
 * e2e suite build their payloads from it, changing only what a test is about.
 */
export function validOrderPayload(overrides: Record<string, unknown> = {}) {
  return {
    purchaseAccount: { emailAddress: 'parent@example.com' },
    status: 'prePaymentAuthorization',
    fromName: 'Sam',
    recipientName: 'Ava',
    shippingFirstName: 'Pat',
    shippingLastName: 'Lee',
    shippingAddress1: '1 Main St',
    shippingAddress2: 'Apt 2',
    shippingCity: 'Springfield',
    shippingState: 'IL',
    shippingCountry: 'United States',
    shippingZip: '62701',
    package: 2,
    cardType: 3,
    customMessage: null,
    headerFontSize: 32,
    headerLineHeight: 44,
    cardTemplateId: 1,
    payPalData: null,
    lineItems: [
      { lineItem: 'giftAmount', amount: 20 },
      { lineItem: 'donation', amount: 1 },
    ],
    ...overrides,
  };
}

/** A complete, valid shipping form (step 2, before it becomes the payload's ship-to). */
export const validShippingForm = {
  firstName: 'A',
  lastName: 'B',
  address1: '1 Main',
  city: 'C',
  state: 'NY',
  zipcode: '12345',
  country: 'United States',
  packageId: '1',
};
