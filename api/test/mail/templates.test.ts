/**
 * Rendering snapshots of every template, HTML and plain text, from fixed data with the default
 * acknowledgment wording (files in __snapshots__/ show exactly what a purchaser or donor reads).
 */
import { mailByDate } from '../../src/mail/mail-by';
import type { MailDataByKind } from '../../src/mail/message-data';
import { mailImages, renderMail } from '../../src/mail/templates';
import { CARD_IMAGE_CID } from '../../src/mail/templates/card-picture';
import { pngSize } from './png';
import { samples, settings } from './samples';

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

describe('the card picture of the receipt', () => {
  it('shows the card by its Content-ID, the greeting as its alt text and in the plain text', async () => {
    const rendered = await renderMail('order-receipt', samples['order-receipt'], settings);
    const img = /<img[^>]*>/.exec(rendered.html)?.[0] ?? '';
    expect(img).toContain(`src="cid:${CARD_IMAGE_CID}"`);
    expect(img).toContain('alt="Happy Birthday, Ava! Sam has given you the gift of giving."');
    expect(img).toContain('width="464"');
    expect(img).toContain('height="331"');
    expect(rendered.text).toContain('Happy Birthday, Ava! Sam has given you the gift of giving.');
  });

  it('is a PNG of the card at 7:5 (504 × 360, 1 px per point), attached under that Content-ID', async () => {
    const images = await mailImages('order-receipt', samples['order-receipt']);
    expect(images).toHaveLength(1);
    const [image] = images;
    expect(image).toMatchObject({ cid: CARD_IMAGE_CID, filename: 'card.png', contentType: 'image/png' });
    expect(pngSize(image?.content ?? Buffer.alloc(0))).toEqual({ width: 504, height: 360 });
  });

  it('draws the greeting in the card: the picture differs with the words', async () => {
    const card = samples['order-receipt'].card;
    if (!card) throw new Error('the sample has a card');
    const [a] = await mailImages('order-receipt', samples['order-receipt']);
    const [b] = await mailImages('order-receipt', {
      ...samples['order-receipt'],
      card: { ...card, header: 'Hi, Bo!' },
    });
    expect(a?.content.equals(b?.content ?? Buffer.alloc(0))).toBe(false);
  });

  it('draws many cards at once (the workers share them), each its own', async () => {
    const card = samples['order-receipt'].card;
    if (!card) throw new Error('the sample has a card');
    const names = ['Ava', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal'];
    const drawn = await Promise.all(
      names.map((name) =>
        mailImages('order-receipt', { ...samples['order-receipt'], card: { ...card, header: `Hi, ${name}!` } }),
      ),
    );
    const pictures = drawn.map(([image]) => image?.content ?? Buffer.alloc(0));
    for (const picture of pictures) expect(pngSize(picture)).toEqual({ width: 504, height: 360 });
    expect(new Set(pictures.map((picture) => picture.toString('base64'))).size).toBe(names.length);
  });

  it('a receipt queued before the card was kept shows the greeting in words, with no picture', async () => {
    const { card: _card, ...older } = samples['order-receipt'];
    const rendered = await renderMail('order-receipt', older, settings);
    expect(rendered.html).not.toContain('<img');
    expect(rendered.html).toContain('Happy Birthday, Ava!');
    expect(await mailImages('order-receipt', older)).toEqual([]);
    expect(await mailImages('order-shipped', samples['order-shipped'])).toEqual([]);
  });
});

describe('a print-at-home receipt', () => {
  const printed = {
    ...samples['order-receipt'],
    shippingCents: 0,
    shippingName: 'print at home',
    totalCents: 2100,
    deductibleCents: 2100,
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
