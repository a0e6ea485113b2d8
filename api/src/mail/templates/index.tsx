/**
 * Renders an outbox message: subject, HTML (react-email) and its plain-text version, from its data
 * with the buyer's words defanged (mail/buyer-words.ts), with the footer's sender and report line.
 */
import { displayPurchaserName } from '@littlegivers/shared/contract/greeting';
import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
import type { MailKind } from '../../db/mail-schema';
import { withBuyerWordsDefanged } from '../buyer-words';
import { cardPng } from '../card-image';
import type { MailDataByKind } from '../message-data';
import type { InlineImage } from '../transport';
import {
  BackupNotice,
  backupNoticeSubject,
  GiftReached,
  GiftReminder,
  giftReachedSubject,
  giftReminderSubject,
  PayoutReversed,
  payoutReversedSubject,
} from './after-gift';
import { CARD_IMAGE_CID } from './card-picture';
import { CardReissued, cardReissuedSubject } from './card-reissued';
import { ContributionReceipt, contributionReceiptSubject } from './contribution-receipt';
import { DonationReceipt, donationReceiptSubject } from './donation-receipt';
import { Ecard, ecardSubject } from './ecard';
import { EcardSent, ecardSentSubject } from './ecard-sent';
import { GiftOpened, giftOpenedSubject } from './gift-opened';
import { GroupNotice, groupNoticeSubject } from './group-notice';
import { type MessageOrigin, MessageOriginContext } from './layout';
import { OrderReceipt, orderReceiptSubject } from './order-receipt';
import { OrderShipped, orderShippedSubject } from './order-shipped';
import { PostageReceipt, postageReceiptSubject } from './postage-receipt';
import type { MailSettings } from './settings';
import { StaffSignIn, staffSignInSubject } from './staff-sign-in';

/** A picture that says something (the card) is its alt text in the plain-text version; others are skipped. */
const plainTextOptions = {
  selectors: [{ selector: 'img[data-text=alt]', format: 'altText' }],
  formatters: {
    altText: (
      elem: { attribs?: Record<string, string> },
      _walk: unknown,
      builder: {
        openBlock: (options: { leadingLineBreaks: number }) => void;
        addInline: (text: string) => void;
        closeBlock: (options: { trailingLineBreaks: number }) => void;
      },
    ) => {
      builder.openBlock({ leadingLineBreaks: 1 });
      builder.addInline(elem.attribs?.alt ?? '');
      builder.closeBlock({ trailingLineBreaks: 1 });
    },
  },
};

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
  ecard: {
    subject: ecardSubject,
    element: (data, settings) => <Ecard data={data} settings={settings} />,
  },
  'ecard-sent': {
    subject: ecardSentSubject,
    element: (data, settings) => <EcardSent data={data} settings={settings} />,
  },
  'gift-reminder': {
    subject: giftReminderSubject,
    element: (data, settings) => <GiftReminder data={data} settings={settings} />,
  },
  'backup-notice': {
    subject: backupNoticeSubject,
    element: (data, settings) => <BackupNotice data={data} settings={settings} />,
  },
  'gift-reached': {
    subject: giftReachedSubject,
    element: (data, settings) => <GiftReached data={data} settings={settings} />,
  },
  'payout-reversed': {
    subject: payoutReversedSubject,
    element: (data, settings) => <PayoutReversed data={data} settings={settings} />,
  },
  'card-reissued': {
    subject: cardReissuedSubject,
    element: (data, settings) => <CardReissued data={data} settings={settings} />,
  },
  'staff-sign-in': {
    subject: staffSignInSubject,
    element: (data, settings) => <StaffSignIn data={data} settings={settings} />,
  },
  'contribution-receipt': {
    subject: contributionReceiptSubject,
    element: (data, settings) => <ContributionReceipt data={data} settings={settings} />,
  },
  'group-notice': {
    subject: groupNoticeSubject,
    element: (data, settings) => <GroupNotice data={data} settings={settings} />,
  },
  'postage-receipt': {
    subject: postageReceiptSubject,
    element: (data, settings) => <PostageReceipt data={data} settings={settings} />,
  },
};

export async function renderMail<K extends MailKind>(
  kind: K,
  data: MailDataByKind[K],
  settings: MailSettings,
): Promise<RenderedMail> {
  const template = templates[kind] as Template<K>;
  const shown = withBuyerWordsDefanged(data);
  const html = await render(
    <MessageOriginContext.Provider value={originOf(shown, settings)}>
      {template.element(shown, settings)}
    </MessageOriginContext.Provider>,
  );
  return { subject: template.subject(shown), html, text: toPlainText(html, plainTextOptions) };
}

/** Who sent a message: the buyer (by the name on the card) when its data has one, else the nonprofit. */
function originOf(data: object, settings: MailSettings): MessageOrigin {
  const { fromName, orderIdentifier } = data as { fromName?: unknown; orderIdentifier?: unknown };
  return {
    sentBy: typeof fromName === 'string' ? displayPurchaserName(fromName) : null,
    reportAddress: settings.reportAddress,
    reference: typeof orderIdentifier === 'string' ? orderIdentifier : null,
  };
}

/** A picture a message's HTML shows by Content-ID, drawn when asked for. */
export type MailImage = Omit<InlineImage, 'content'> & { draw: () => Promise<Buffer> };

/** The pictures of a message: the card of an order receipt or an e-card (when its data has it: older messages' do not). */
export function mailImageList<K extends MailKind>(kind: K, data: MailDataByKind[K]): MailImage[] {
  const card =
    kind === 'order-receipt' || kind === 'ecard' ? (data as MailDataByKind['order-receipt' | 'ecard']).card : undefined;
  if (!card) return [];
  return [{ cid: CARD_IMAGE_CID, filename: 'card.png', contentType: 'image/png', draw: () => cardPng(card) }];
}

/** The pictures of a message, drawn, as inline attachments. */
export function mailImages<K extends MailKind>(kind: K, data: MailDataByKind[K]): Promise<InlineImage[]> {
  return Promise.all(
    mailImageList(kind, data).map(async ({ draw, ...image }) => ({ ...image, content: await draw() })),
  );
}
