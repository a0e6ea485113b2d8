/** Renders an outbox message: subject, HTML (react-email) and its plain-text version. */
import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
import type { MailKind } from '../../db/mail-schema';
import type { MailDataByKind } from '../message-data';
import { DonationReceipt, donationReceiptSubject } from './donation-receipt';
import { GiftOpened, giftOpenedSubject } from './gift-opened';
import { OrderReceipt, orderReceiptSubject } from './order-receipt';
import { OrderShipped, orderShippedSubject } from './order-shipped';
import type { MailSettings } from './settings';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

type Template<K extends MailKind> = {
  subject: (data: MailDataByKind[K]) => string;
  element: (data: MailDataByKind[K], settings: MailSettings) => ReactElement;
};

const templates: { [K in MailKind]: Template<K> } = {
  'order-receipt': {
    subject: orderReceiptSubject,
    element: (data, settings) => <OrderReceipt data={data} settings={settings} />,
  },
  'order-shipped': {
    subject: orderShippedSubject,
    element: (data, settings) => <OrderShipped data={data} settings={settings} />,
  },
  'gift-opened': {
    subject: giftOpenedSubject,
    element: (data, settings) => <GiftOpened data={data} settings={settings} />,
  },
  'donation-receipt': {
    subject: donationReceiptSubject,
    element: (data, settings) => <DonationReceipt data={data} settings={settings} />,
  },
};

export async function renderMail<K extends MailKind>(
  kind: K,
  data: MailDataByKind[K],
  settings: MailSettings,
): Promise<RenderedMail> {
  const template = templates[kind] as Template<K>;
  const html = await render(template.element(data, settings));
  return { subject: template.subject(data), html, text: toPlainText(html) };
}
