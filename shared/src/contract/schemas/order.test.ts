/**
 * The order payload, ship-to and card schemas at their edges: the order's cross-field rules, the
 * zip code pattern's anchors, the name and greeting limits at exactly the limit and one past it.
 */
import { ECARD_MIN_GIFT_MESSAGE, MIN_ECARD_GIFT_AMOUNT } from '../ecard-policy';
import { validOrderPayload, validShippingForm } from '../order-payload-example';
import { cardFormSchema, cardMessages, isValidGiftAmountInput } from './gift-card-info';
import {
  orderPayloadLineItemSchema,
  orderPayloadSchema,
  orderResponseSchema,
  PRINT_AT_HOME_NO_ADDRESS,
  SHIP_TO_FIELDS,
} from './order';
import { countrySchema, shippingFormSchema, shippingMessages, shipToSchema, zipcodeSchema } from './ship-to';

type Issues = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const messages = (result: Issues) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
const allMessages = (result: Issues) => (result.error?.issues ?? []).map((issue) => issue.message);

const order = validOrderPayload;

const RECIPIENT_TOO_LONG = "The recipient's name must be fewer than 22 characters";
const PURCHASER_TOO_LONG = 'Your name must be fewer than 25 characters';
const GREETING_TOO_LONG = 'The greeting must be at most 135 characters';

describe('order payload: one gift line, a greeting, a recipient', () => {
  it('accepts a complete order, trimming names', () => {
    const parsed = orderPayloadSchema.parse(order({ fromName: '  Sam ', recipientName: ' Ava  ' }));
    expect(parsed).toMatchObject({ fromName: 'Sam', recipientName: 'Ava', cardType: 3, package: 2 });
  });

  it('needs exactly one giftAmount line', () => {
    const none = orderPayloadSchema.safeParse(order({ lineItems: [{ lineItem: 'donation', amount: 1 }] }));
    expect(messages(none)).toEqual({ lineItems: 'Exactly one giftAmount line item is required' });
    const two = orderPayloadSchema.safeParse(
      order({
        lineItems: [
          { lineItem: 'giftAmount', amount: 20 },
          { lineItem: 'giftAmount', amount: 30 },
        ],
      }),
    );
    expect(messages(two)).toEqual({ lineItems: 'Exactly one giftAmount line item is required' });
    expect(orderPayloadSchema.safeParse(order({ lineItems: [{ lineItem: 'giftAmount', amount: 20 }] })).success).toBe(
      true,
    );
  });

  it('needs a card type unless the greeting is custom (a blank custom greeting is none)', () => {
    for (const cardType of [null, undefined]) {
      expect(messages(orderPayloadSchema.safeParse(order({ cardType })))).toEqual({
        cardType: 'Please select a greeting',
      });
    }
    expect(messages(orderPayloadSchema.safeParse(order({ cardType: null, customMessage: '   ' })))).toEqual({
      cardType: 'Please select a greeting',
    });
    expect(orderPayloadSchema.safeParse(order({ cardType: null, customMessage: 'Happy day' })).success).toBe(true);
  });

  it('needs a recipient unless the greeting is custom', () => {
    for (const recipientName of ['', '   ', undefined]) {
      expect(messages(orderPayloadSchema.safeParse(order({ recipientName })))).toEqual({
        recipientName: "Please include the recipient's name",
      });
    }
    const custom = orderPayloadSchema.parse(order({ recipientName: '', customMessage: 'Happy day', cardType: null }));
    expect(custom.recipientName).toBe('');
  });

  it('reports every broken rule at once', () => {
    const result = orderPayloadSchema.safeParse(
      order({ recipientName: '', cardType: null, lineItems: [{ lineItem: 'shipping', amount: null }] }),
    );
    expect(messages(result)).toEqual({
      lineItems: 'Exactly one giftAmount line item is required',
      cardType: 'Please select a greeting',
      recipientName: "Please include the recipient's name",
    });
    expect(result.error?.issues.map((issue) => issue.code)).toEqual(['custom', 'custom', 'custom']);
  });

  it('limits the names at 21 and 24 characters and the greeting at 135 (after trimming)', () => {
    expect(
      orderPayloadSchema.safeParse(order({ recipientName: 'r'.repeat(21), fromName: 'f'.repeat(24) })).success,
    ).toBe(true);
    expect(orderPayloadSchema.safeParse(order({ recipientName: ` ${'r'.repeat(21)} ` })).success).toBe(true);
    expect(messages(orderPayloadSchema.safeParse(order({ recipientName: 'r'.repeat(22) })))).toEqual({
      recipientName: RECIPIENT_TOO_LONG,
    });
    expect(messages(orderPayloadSchema.safeParse(order({ fromName: 'f'.repeat(25) })))).toEqual({
      fromName: PURCHASER_TOO_LONG,
    });
    expect(orderPayloadSchema.safeParse(order({ customMessage: 'g'.repeat(135) })).success).toBe(true);
    expect(messages(orderPayloadSchema.safeParse(order({ customMessage: 'g'.repeat(136) })))).toEqual({
      customMessage: GREETING_TOO_LONG,
    });
  });

  it('defaults a missing purchaser name to empty', () => {
    const { fromName: _omitted, ...withoutFrom } = order();
    expect(orderPayloadSchema.parse(withoutFrom).fromName).toBe('');
  });

  it('takes only a new order of the one card template, with 1 to 3 line items', () => {
    expect(messages(orderPayloadSchema.safeParse(order({ status: 'paid' })))).toHaveProperty('status');
    expect(messages(orderPayloadSchema.safeParse(order({ cardTemplateId: 2 })))).toHaveProperty('cardTemplateId');
    expect(messages(orderPayloadSchema.safeParse(order({ lineItems: [] })))).toHaveProperty('lineItems');
    const three = [{ lineItem: 'giftAmount', amount: 5 }, ...Array(2).fill({ lineItem: 'shipping', amount: null })];
    expect(orderPayloadSchema.safeParse(order({ lineItems: three })).success).toBe(true);
    const four = [...three, { lineItem: 'donation', amount: 1 }];
    expect(Object.keys(messages(orderPayloadSchema.safeParse(order({ lineItems: four }))))).toEqual(['lineItems']);
  });

  it('checks the buyer email and the gift amount with the spec messages', () => {
    expect(messages(orderPayloadSchema.safeParse(order({ purchaseAccount: { emailAddress: 'nope' } })))).toEqual({
      'purchaseAccount.emailAddress': 'Please include a valid email',
    });
    expect(orderPayloadLineItemSchema.safeParse({ lineItem: 'giftAmount', amount: 0 }).error?.issues[0]?.message).toBe(
      'Please include a valid gift card amount',
    );
    expect(
      orderPayloadLineItemSchema.safeParse({ lineItem: 'giftAmount', amount: 20, note: 'n'.repeat(200) }).success,
    ).toBe(true);
    expect(
      orderPayloadLineItemSchema.safeParse({ lineItem: 'giftAmount', amount: 20, note: 'n'.repeat(201) }).success,
    ).toBe(false);
    expect(orderPayloadLineItemSchema.safeParse({ lineItem: 'donation', amount: null }).success).toBe(true);
    expect(orderPayloadLineItemSchema.safeParse({ lineItem: 'shipping' }).success).toBe(true);
    expect(orderPayloadLineItemSchema.safeParse({ lineItem: 'donation', note: 'n'.repeat(201) }).success).toBe(false);
    expect(orderPayloadLineItemSchema.safeParse({ lineItem: 'giftAmount' }).success).toBe(false);
  });

  it('describes the answer: a public id, the status, the lines and a non-negative total', () => {
    const answer = {
      id: '0b9e6c1e-5f7a-4c2d-9e3b-7a1d2c4f6e81',
      orderIdentifier: 'LG-1',
      status: 'prePaymentAuthorization',
      lineItems: [],
      total: 22.73,
      payPalOrderId: 'PP-1',
    };
    expect(orderResponseSchema.safeParse(answer).success).toBe(true);
    expect(orderResponseSchema.safeParse({ ...answer, total: -1 }).success).toBe(false);
    expect(orderResponseSchema.safeParse({ ...answer, status: 'paid' }).success).toBe(true);
    expect(orderResponseSchema.safeParse({ ...answer, status: 'shipped' }).success).toBe(false);
    expect(orderResponseSchema.safeParse({ ...answer, id: 1 }).success).toBe(false);
  });
});

describe('ship-to: the zip code and the country', () => {
  it('accepts 5 digits, or 5 digits, a hyphen and 4, with spaces around', () => {
    for (const zip of ['12345', '12345-1234', ' 62701 ']) expect(zipcodeSchema.safeParse(zip).success).toBe(true);
  });

  it('refuses anything before or after the pattern (both anchors)', () => {
    for (const zip of [
      'a12345',
      '012345',
      '12345a',
      '123456',
      '12345-12345',
      '12345-123',
      '1234',
      '12345-',
      'x12345-1234',
    ]) {
      expect(allMessages(zipcodeSchema.safeParse(zip))).toEqual([shippingMessages.zipcodeFormat]);
    }
  });

  it('asks for a missing zip code once, not for its format too', () => {
    expect(allMessages(zipcodeSchema.safeParse(''))).toEqual(['Please include the shipping zipcode']);
    expect(allMessages(zipcodeSchema.safeParse('  '))).toEqual(['Please include the shipping zipcode']);
    expect(allMessages(zipcodeSchema.safeParse(undefined))).toEqual(['Please include the shipping zipcode']);
  });

  it('takes only the United States, asking for a missing country once', () => {
    expect(countrySchema.parse(' United States ')).toBe('United States');
    expect(allMessages(countrySchema.safeParse('Canada'))).toEqual(['Only United States addresses are supported']);
    expect(allMessages(countrySchema.safeParse(''))).toEqual(['Please include the shipping country']);
    expect(allMessages(countrySchema.safeParse(undefined))).toEqual(['Please include the shipping country']);
  });

  it('gives the ship-to the United States by default', () => {
    const shipTo = { firstName: 'A', lastName: 'B', address1: '1 Main', city: 'C', state: 'NY', zipcode: '12345' };
    expect(shipToSchema.parse(shipTo).country).toBe('United States');
    expect(shipToSchema.parse({ ...shipTo, country: 'United States', address2: 'Apt 1' }).address2).toBe('Apt 1');
  });
});

describe('shipping form: field limits and the shipping method', () => {
  const filled = validShippingForm;

  it.each([
    ['firstName', 100],
    ['lastName', 100],
    ['address1', 200],
    ['city', 100],
    ['state', 100],
  ])('takes %s up to %i characters', (field, max) => {
    expect(shippingFormSchema.safeParse({ ...filled, [field]: 'x'.repeat(max) }).success).toBe(true);
    expect(messages(shippingFormSchema.safeParse({ ...filled, [field]: 'x'.repeat(max + 1) }))).toEqual({
      [field]: `Must be at most ${max} characters`,
    });
  });

  it('needs a shipping method: a positive whole number, as a number or a string', () => {
    expect(shippingFormSchema.parse({ ...filled, packageId: '2' }).packageId).toBe(2);
    expect(shippingFormSchema.parse({ ...filled, packageId: 3 }).packageId).toBe(3);
    for (const packageId of ['', '0', 0, '-1', -2, '1.5', 'abc', undefined, null]) {
      expect(messages(shippingFormSchema.safeParse({ ...filled, packageId }))).toEqual({
        packageId: 'Please select a shipping method',
      });
    }
  });
});

describe('card form: limits at exactly the limit', () => {
  const card = (overrides: Record<string, unknown> = {}) => ({
    recipientName: 'Ava',
    purchaserName: 'Sam',
    greetingId: 1,
    email: 'a@b.co',
    amount: 20,
    ...overrides,
  });

  it('words the length messages from the limits', () => {
    expect(cardMessages.recipientNameLength).toBe(RECIPIENT_TOO_LONG);
    expect(cardMessages.purchaserNameLength).toBe(PURCHASER_TOO_LONG);
    expect(cardMessages.customGreetingLength).toBe(GREETING_TOO_LONG);
  });

  it('takes a 21-character recipient and a 24-character purchaser, and not one more', () => {
    expect(
      cardFormSchema.safeParse(card({ recipientName: 'r'.repeat(21), purchaserName: 'p'.repeat(24) })).success,
    ).toBe(true);
    expect(
      cardFormSchema.safeParse(card({ recipientName: ` ${'r'.repeat(21)} `, purchaserName: ` ${'p'.repeat(24)} ` }))
        .success,
    ).toBe(true);
    expect(messages(cardFormSchema.safeParse(card({ recipientName: 'r'.repeat(22) })))).toEqual({
      recipientName: RECIPIENT_TOO_LONG,
    });
    expect(messages(cardFormSchema.safeParse(card({ purchaserName: 'p'.repeat(25) })))).toEqual({
      purchaserName: PURCHASER_TOO_LONG,
    });
  });

  it('limits the recipient also with a custom greeting', () => {
    const custom = card({ customGreetingEnabled: true, customGreetingText: 'Hi', greetingId: null });
    expect(messages(cardFormSchema.safeParse({ ...custom, recipientName: 'r'.repeat(22) }))).toEqual({
      recipientName: RECIPIENT_TOO_LONG,
    });
  });

  it('takes a 135-character custom greeting, and not 136; a blank one is no greeting', () => {
    const custom = (customGreetingText: string | null) =>
      card({ customGreetingEnabled: true, customGreetingText, greetingId: null, recipientName: '' });
    expect(cardFormSchema.safeParse(custom('g'.repeat(135))).success).toBe(true);
    expect(cardFormSchema.safeParse(custom(`  ${'g'.repeat(135)}  `)).success).toBe(true);
    expect(messages(cardFormSchema.safeParse(custom('g'.repeat(136))))).toEqual({
      customGreetingText: GREETING_TOO_LONG,
    });
    for (const blank of ['', '   ', null]) {
      expect(messages(cardFormSchema.safeParse(custom(blank)))).toEqual({
        customGreetingText: 'Please provide a greeting',
      });
    }
  });

  it('takes a custom greeting of several lines, and no control character in it or in a name', () => {
    const custom = (customGreetingText: string) =>
      card({ customGreetingEnabled: true, customGreetingText, greetingId: null });
    expect(cardFormSchema.safeParse(custom('Happy birthday,\nlove from us')).success).toBe(true);
    const refused = cardFormSchema.safeParse({ ...custom('Happy\u0000birthday'), recipientName: 'A\u0007va' });
    expect(refused.error?.issues.map(({ code, path }) => ({ code, path }))).toEqual([
      { code: 'custom', path: ['recipientName'] },
      { code: 'custom', path: ['customGreetingText'] },
    ]);
  });

  it('needs a chosen greeting (a positive id) without a custom one', () => {
    for (const greetingId of [null, undefined, '', 0, '0', -1, 'abc']) {
      expect(messages(cardFormSchema.safeParse(card({ greetingId })))).toEqual({
        greetingId: 'Please select a greeting',
      });
    }
    for (const greetingId of [1, '2']) expect(cardFormSchema.safeParse(card({ greetingId })).success).toBe(true);
  });

  it('needs a recipient without a custom greeting, blank counting as none', () => {
    for (const recipientName of ['', '  ', null]) {
      expect(messages(cardFormSchema.safeParse(card({ recipientName })))).toEqual({
        recipientName: "Please include the recipient's name",
      });
    }
  });

  it('needs an email, trimmed, in a valid form', () => {
    expect(messages(cardFormSchema.safeParse(card({ email: '  ' })))).toEqual({ email: 'Please include your email' });
    expect(messages(cardFormSchema.safeParse(card({ email: null })))).toEqual({ email: 'Please include your email' });
    expect(messages(cardFormSchema.safeParse(card({ email: 'a@b' })))).toEqual({
      email: 'Please include a valid email',
    });
    expect(cardFormSchema.safeParse(card({ email: ' a@b.co ' })).success).toBe(true);
  });

  it("turns the $1 add-on and 'tell me when my gift is used' on, and custom greeting and amount off, by default", () => {
    expect(cardFormSchema.parse(card())).toMatchObject({
      donationEnabled: true,
      notifyWhenUsed: true,
      customGreetingEnabled: false,
      customAmountEnabled: false,
    });
    expect(cardFormSchema.parse(card({ notifyWhenUsed: false })).notifyWhenUsed).toBe(false);
    expect(cardFormSchema.parse(card({ donationEnabled: false })).donationEnabled).toBe(false);
  });
});

describe('gift amount as typed', () => {
  it.each([
    [null, false],
    [undefined, false],
    ['', false],
    ['   ', false],
    ['abc', false],
    ['$', false],
    ['-5', false],
    [' -5', false],
    ['0', false],
    [0, false],
    [-1, false],
    ['100000.01', false],
    [100000.01, false],
    [0.001, false],
    ['0.01', true],
    ['100000', true],
    [100000, true],
    ['$1,000.50', true],
    [' 20 ', true],
    [20, true],
  ])('%j is valid: %s', (input, valid) => {
    expect(isValidGiftAmountInput(input as string | number | null | undefined)).toBe(valid);
  });
});

describe('delivery: a mailed card needs the ship-to, a card printed at home carries none', () => {
  const SHIP_TO = {
    shippingFirstName: 'Pat',
    shippingLastName: 'Lee',
    shippingAddress1: '1 Main St',
    shippingCity: 'Springfield',
    shippingState: 'IL',
    shippingCountry: 'United States',
    shippingZip: '62701',
  };
  const withoutShipTo = () => {
    const bare: Record<string, unknown> = order();
    for (const field of SHIP_TO_FIELDS) delete bare[field];
    return bare;
  };

  it("is 'mail' unless told, and mailed cards keep the spec's address messages, each on its field", () => {
    expect(orderPayloadSchema.parse(order()).delivery).toBe('mail');
    expect(messages(orderPayloadSchema.safeParse(withoutShipTo()))).toEqual({
      shippingFirstName: 'Please include the shipping first name',
      shippingLastName: 'Please include the shipping last name',
      shippingAddress1: 'Please include a shipping address',
      shippingCity: 'Please include the shipping city',
      shippingState: 'Please include the shipping state',
      shippingCountry: 'Please include the shipping country',
      shippingZip: 'Please include the shipping zipcode',
    });
    expect(messages(orderPayloadSchema.safeParse(order({ shippingZip: '1234', shippingCity: '  ' })))).toEqual({
      shippingCity: 'Please include the shipping city',
      shippingZip: shippingMessages.zipcodeFormat,
    });
    expect(messages(orderPayloadSchema.safeParse(order({ shippingCountry: 'Canada' })))).toEqual({
      shippingCountry: 'Only United States addresses are supported',
    });
    expect(messages(orderPayloadSchema.safeParse(order({ shippingFirstName: 'x'.repeat(101) })))).toEqual({
      shippingFirstName: 'Must be at most 100 characters',
    });
  });

  it('takes a print-at-home order without any ship-to (absent, null or blank)', () => {
    const parsed = orderPayloadSchema.parse({ ...withoutShipTo(), delivery: 'print' });
    expect(parsed.delivery).toBe('print');
    expect(parsed.shippingAddress1).toBeUndefined();
    const blanks = { ...withoutShipTo(), delivery: 'print', shippingFirstName: null, shippingCity: ' ' };
    expect(orderPayloadSchema.safeParse(blanks).success).toBe(true);
  });

  it('refuses a print-at-home order that carries an address, on each field it carries', () => {
    const result = orderPayloadSchema.safeParse({ ...withoutShipTo(), delivery: 'print', ...SHIP_TO });
    expect(messages(result)).toEqual(
      Object.fromEntries(Object.keys(SHIP_TO).map((field) => [field, PRINT_AT_HOME_NO_ADDRESS])),
    );
    const line2 = orderPayloadSchema.safeParse({ ...withoutShipTo(), delivery: 'print', shippingAddress2: 'Apt 1' });
    expect(messages(line2)).toEqual({ shippingAddress2: PRINT_AT_HOME_NO_ADDRESS });
    expect(messages(orderPayloadSchema.safeParse({ ...withoutShipTo(), delivery: 'pigeon' }))).toHaveProperty(
      'delivery',
    );
  });
});

describe('an e-card: a gift of at least MIN_ECARD_GIFT_AMOUNT, the e-card only', () => {
  const ecard = (gift: number) =>
    order({
      ...Object.fromEntries(SHIP_TO_FIELDS.map((field) => [field, undefined])),
      delivery: 'email',
      package: 5,
      grownUpName: 'Pat',
      grownUpEmail: 'pat@example.com',
      sendOn: new Date().toISOString().slice(0, 10),
      timeZone: 'UTC',
      lineItems: [{ lineItem: 'giftAmount', amount: gift }],
    });

  it('refuses less on the gift line, with the form’s message; accepts the minimum', () => {
    expect(MIN_ECARD_GIFT_AMOUNT).toBe(5);
    expect(messages(orderPayloadSchema.safeParse(ecard(0.01)))).toEqual({
      'lineItems.0.amount': ECARD_MIN_GIFT_MESSAGE,
    });
    expect(messages(orderPayloadSchema.safeParse(ecard(4.99)))).toEqual({
      'lineItems.0.amount': ECARD_MIN_GIFT_MESSAGE,
    });
    expect(orderPayloadSchema.safeParse(ecard(5)).success).toBe(true);
  });

  it('leaves the other deliveries to the spec’s rule (anything above $0)', () => {
    expect(orderPayloadSchema.safeParse(order({ lineItems: [{ lineItem: 'giftAmount', amount: 0.01 }] })).success).toBe(
      true,
    );
  });
});
