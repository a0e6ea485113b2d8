import { buildOrderPayload } from '../order-payload';
import { validShippingForm } from '../order-payload-example';
import { cardDownloadPath, cardDownloadUrl } from './card-download';
import { cardFormSchema } from './gift-card-info';
import { orderPayloadSchema } from './order';
import { shippingFormSchema } from './ship-to';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('card form', () => {
  it('asks for recipient, greeting, email and amount', () => {
    expect(messages(cardFormSchema.safeParse({}))).toEqual({
      recipientName: "Please include the recipient's name",
      greetingId: 'Please select a greeting',
      email: 'Please include your email',
      amount: 'Please include a valid gift card amount',
    });
  });

  it('asks for the custom greeting when enabled', () => {
    const result = cardFormSchema.safeParse({ customGreetingEnabled: true, email: 'bad', amount: '0' });
    expect(messages(result)).toEqual({
      customGreetingText: 'Please provide a greeting',
      email: 'Please include a valid email',
      amount: 'Please include a valid gift card amount',
    });
  });

  it('rejects amounts that are non-numeric or out of range and accepts good ones', () => {
    for (const amount of ['abc', '0', '-5', '100000.01', 0, 100001]) {
      expect(
        cardFormSchema.safeParse({ customGreetingEnabled: true, customGreetingText: 'Hi', email: 'a@b.co', amount })
          .success,
      ).toBe(false);
    }
    for (const amount of ['20', '$1,000.50', 100000, 0.01]) {
      expect(
        cardFormSchema.safeParse({ customGreetingEnabled: true, customGreetingText: 'Hi', email: 'a@b.co', amount })
          .success,
      ).toBe(true);
    }
  });

  it('limits name lengths', () => {
    const result = cardFormSchema.safeParse({
      recipientName: 'x'.repeat(22),
      greetingId: 1,
      email: 'a@b.co',
      amount: 20,
      purchaserName: 'y'.repeat(25),
    });
    expect(Object.keys(messages(result)).sort()).toEqual(['purchaserName', 'recipientName']);
  });
});

describe('shipping form', () => {
  it('gives every spec message', () => {
    expect(messages(shippingFormSchema.safeParse({ country: '' }))).toEqual({
      firstName: 'Please include the shipping first name',
      lastName: 'Please include the shipping last name',
      address1: 'Please include a shipping address',
      city: 'Please include the shipping city',
      state: 'Please include the shipping state',
      zipcode: 'Please include the shipping zipcode',
      country: 'Please include the shipping country',
      packageId: 'Please select a shipping method',
    });
  });

  it('checks the zip code format, with two spaces after "code."', () => {
    expect(messages(shippingFormSchema.safeParse({ ...validShippingForm, zipcode: '1234' })).zipcode).toBe(
      'Please include a valid United States zip code.  This should be in a form such as: 12345 or 12345-1234',
    );
    expect(shippingFormSchema.parse({ ...validShippingForm, zipcode: '12345-1234' }).packageId).toBe(1);
  });

  it('says how long address line 2 may be', () => {
    expect(messages(shippingFormSchema.safeParse({ ...validShippingForm, address2: 'x'.repeat(201) }))).toEqual({
      address2: 'Must be at most 200 characters',
    });
    expect(shippingFormSchema.parse({ ...validShippingForm, address2: '  Apt 4  ' }).address2).toBe('Apt 4');
  });
});

describe('order payload', () => {
  it('is built from the two forms and passes the server schema', () => {
    const card = cardFormSchema.parse({
      recipientName: 'Ava',
      greetingId: '3',
      email: 'a@b.co',
      amount: '20',
      donationEnabled: true,
    });
    const shipping = shippingFormSchema.parse({ ...validShippingForm, packageId: 2 });
    const payload = orderPayloadSchema.parse(buildOrderPayload(card, shipping));
    expect(payload.lineItems).toEqual([
      { lineItem: 'giftAmount', amount: 20 },
      { lineItem: 'donation', amount: 1 },
    ]);
    expect(payload.cardType).toBe(3);
    expect(payload.headerFontSize).toBe(32);
  });
});

describe('print at home: the payload carries no ship-to', () => {
  it("builds a 'print' payload from the package alone, and a 'mail' one with the ship-to", () => {
    const card = cardFormSchema.parse({ recipientName: 'Ava', greetingId: '3', email: 'a@b.co', amount: '20' });
    const printed = orderPayloadSchema.parse(buildOrderPayload(card, { packageId: 4 }, { delivery: 'print' }));
    expect(printed).toMatchObject({ delivery: 'print', package: 4 });
    expect(Object.keys(printed).filter((key) => key.startsWith('shipping'))).toEqual([]);
    const shipping = shippingFormSchema.parse({ ...validShippingForm, packageId: 2 });
    const mailed = orderPayloadSchema.parse(buildOrderPayload(card, shipping));
    expect(mailed).toMatchObject({ delivery: 'mail', shippingCity: validShippingForm.city, package: 2 });
  });

  it('makes the download link of a paper size', () => {
    const url = 'http://localhost:3100/api/cardDownload/abc';
    expect(cardDownloadUrl(url, 'a4')).toBe(`${url}?paper=a4`);
    expect(cardDownloadUrl(url)).toBe(`${url}?paper=letter`);
    expect(cardDownloadPath('a/b')).toBe('/cardDownload/a%2Fb');
  });
});

describe('the text rule, the same in the forms and the API', () => {
  const refusal = 'Please remove control characters or broken symbols from this text';

  it('refuses a NUL or a lone surrogate in the card and shipping forms with a readable message', () => {
    const card = messages(
      cardFormSchema.safeParse({
        purchaserName: 'Sam\u0000',
        recipientName: 'Ava',
        greetingId: 3,
        email: 'a@b.com',
        amount: '20',
        customGreetingText: 'x\ud800',
      }),
    );
    expect(card).toEqual({ purchaserName: refusal, customGreetingText: refusal });
    expect(messages(shippingFormSchema.safeParse({ ...validShippingForm, address1: '1 Main\u0000' }))).toEqual({
      address1: refusal,
    });
  });

  it('refuses a gift of less than a cent and ids beyond 2147483647 in the order payload', () => {
    const payload = buildOrderPayload(
      {
        recipientName: 'Ava',
        greetingId: 3,
        email: 'a@b.com',
        amount: '20',
        donationEnabled: true,
        notifyWhenUsed: true,
        customGreetingEnabled: false,
        customAmountEnabled: false,
      },
      { ...validShippingForm, packageId: 2147483648 },
      { customMessageCardTypeId: 1 },
    );
    const tiny = { ...payload, lineItems: [{ lineItem: 'giftAmount', amount: 1e-9 }] };
    expect(messages(orderPayloadSchema.safeParse(tiny))['lineItems.0.amount']).toBe(
      'Please include a valid gift card amount',
    );
    expect(messages(orderPayloadSchema.safeParse(payload)).package).toBe('Must be a whole number from 1 to 2147483647');
  });
});
