/**
 * Rendering snapshots of every template, HTML and plain text, from fixed data with the default
 * acknowledgment wording (files in __snapshots__/ show exactly what a purchaser or donor reads).
 */
import { defaultMailConfig } from '../../src/mail/config';
import { mailByDate } from '../../src/mail/mail-by';
import type { MailDataByKind } from '../../src/mail/message-data';
import { renderMail } from '../../src/mail/templates';

const settings = {
  acknowledgment: defaultMailConfig.acknowledgment,
  cardMailBusinessDays: defaultMailConfig.cardMailBusinessDays,
};

const samples: { [K in keyof MailDataByKind]: MailDataByKind[K] } = {
  'order-receipt': {
    orderIdentifier: 'LG-7K3M9Q2XWD',
    greeting: { header: 'Happy Birthday, Ava!', lines: ['Sam has given you the gift of giving.'] },
    recipientName: 'Ava',
    fromName: 'Grandma Sam',
    giftCents: 2000,
    shippingCents: 895,
    shippingName: 'Priority mail (tracked)',
    donationCents: 100,
    totalCents: 2995,
    deductibleCents: 2100,
    shipTo: {
      name: 'Pat Lee',
      address1: '1 Main St',
      address2: 'Apt 2',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      country: 'United States',
    },
    paidAt: '2026-11-20T15:04:00.000Z',
  },
  'order-shipped': {
    orderIdentifier: 'LG-7K3M9Q2XWD',
    recipientName: 'Ava',
    shippedAt: '2026-11-24T10:00:00.000Z',
    packageName: 'Priority mail (tracked)',
    trackingNumber: '9400111899223344556677',
    trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223344556677',
  },
  'gift-opened': {
    orderIdentifier: 'LG-7K3M9Q2XWD',
    recipientName: 'Ava',
    charities: ['Books for Every Kid'],
    redeemedAt: '2026-12-25T09:30:00.000Z',
  },
  'donation-receipt': { donationId: 42, amountCents: 4000, paidAt: '2026-11-20T15:04:00.000Z' },
};

describe.each(Object.keys(samples) as (keyof MailDataByKind)[])('template %s', (kind) => {
  it('renders HTML and plain text as in its snapshots', async () => {
    const rendered = await renderMail(kind, samples[kind] as never, settings);
    expect(rendered.subject).toMatchSnapshot();
    await expect(rendered.html).toMatchFileSnapshot(`__snapshots__/${kind}.html`);
    await expect(rendered.text).toMatchFileSnapshot(`__snapshots__/${kind}.txt`);
    expect(rendered.html).toContain('<html dir="ltr" lang="en">');
    expect(rendered.html).not.toMatch(/[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}/);
  });
});

describe('a print-at-home receipt', () => {
  const printed = {
    ...samples['order-receipt'],
    shippingCents: 0,
    shippingName: 'Print at home',
    totalCents: 2100,
    delivery: 'print' as const,
    shipTo: null,
    downloadUrl: 'http://localhost:3100/api/cardDownload/TOKEN_TOKEN_TOKEN_TOKEN_TOKEN_TOKEN_TOKEN_T',
  };

  it('renders as in its snapshots: the download links instead of the ship-to and mailing day', async () => {
    const rendered = await renderMail('order-receipt', printed, settings);
    await expect(rendered.html).toMatchFileSnapshot('__snapshots__/order-receipt-print.html');
    await expect(rendered.text).toMatchFileSnapshot('__snapshots__/order-receipt-print.txt');
    expect(rendered.text).toContain('download your card (PDF)');
    expect(rendered.html).toContain(`href="${printed.downloadUrl}?paper=letter"`);
    expect(rendered.html).toContain(`href="${printed.downloadUrl}?paper=a4"`);
    expect(rendered.text).not.toContain('Ship to');
    expect(rendered.text).not.toContain('mail it by');
  });

  it('names no link when the sender could not reveal one (never a broken href)', async () => {
    const { downloadUrl: _url, ...withoutUrl } = printed;
    const rendered = await renderMail('order-receipt', withoutUrl, settings);
    expect(rendered.html).not.toContain('cardDownload');
  });
});

describe('wording', () => {
  it('the receipt says when the card is mailed: business days after payment, weekends skipped', async () => {
    expect(mailByDate(new Date('2026-11-20T15:04:00Z'), 3)).toBe('2026-11-25'); // Friday → Wednesday
    expect(mailByDate(new Date('2026-11-21T15:04:00Z'), 0)).toBe('2026-11-23'); // Saturday → Monday
    const receipt = await renderMail('order-receipt', samples['order-receipt'], settings);
    expect(receipt.text).toContain('Wednesday, November 25, 2026');
  });

  it('an untracked package says so, without a tracking link', async () => {
    const rendered = await renderMail(
      'order-shipped',
      { ...samples['order-shipped'], packageName: 'Standard mail', trackingNumber: null, trackingUrl: null },
      settings,
    );
    expect(rendered.text).toContain('This package is not tracked');
    expect(rendered.html).not.toContain('usps.com');
  });

  it('the acknowledgment wording comes from the configuration', async () => {
    const rendered = await renderMail('donation-receipt', samples['donation-receipt'], {
      ...settings,
      acknowledgment: {
        orgName: 'Little Givers Inc.',
        ein: '12-3456789',
        statement501c3: '{orgName} (EIN {ein}) is a 501(c)(3) public charity.',
        deductibleStatement: 'Deductible: {amount}. No goods or services were provided in exchange.',
      },
    });
    expect(rendered.text).toContain('Little Givers Inc. (EIN 12-3456789) is a 501(c)(3) public charity.');
    expect(rendered.text).toContain('Deductible: $40.00. No goods or services were provided in exchange.');
  });
});
