/**
 * What a group card's organizer and givers are told: the group started (both links), the card
 * went (the total and the givers), nothing was given, the group was cancelled, a part refunded.
 */

import { giversLine } from '@littlegivers/shared/contract/group';
import { Link, Text } from '@react-email/components';
import type { GroupNoticeData } from '../message-data';
import { longDate, usd } from './format';
import { Layout, styles } from './layout';
import type { MailSettings } from './settings';

const SUBJECTS: Record<GroupNoticeData['what'], (data: GroupNoticeData) => string> = {
  started: (data) => `Your group card for ${data.recipientName} is open`,
  closed: (data) => `Your group card for ${data.recipientName} is on its way`,
  'closed-empty': (data) => `Nobody chipped in to ${data.recipientName}'s group card`,
  cancelled: (data) => `The group card for ${data.recipientName} was cancelled`,
  refunded: (data) => `Your part of ${data.recipientName}'s group card was refunded`,
};

export function groupNoticeSubject(data: GroupNoticeData): string {
  return SUBJECTS[data.what](data);
}

function Body({ data }: { data: GroupNoticeData }) {
  const total = usd(data.totalCents ?? 0);
  switch (data.what) {
    case 'started':
      return (
        <>
          <Text style={styles.text}>
            {`Send this link to everyone who wants to chip in. It closes on ${longDate(data.closesAt)} at 8:00.`}
            <br />
            <Link href={data.shareUrl ?? ''} style={styles.link}>
              chip in to the card
            </Link>
            <br />
            {data.shareUrl ?? ''}
          </Text>
          <Text style={styles.text}>
            Keep this one for yourself: it shows every part, and closes or cancels the card.
            <br />
            <Link href={data.organizerUrl ?? ''} style={styles.link}>
              your group card
            </Link>
            <br />
            {data.organizerUrl ?? ''}
          </Text>
        </>
      );
    case 'closed':
      return (
        <>
          <Text style={styles.text}>
            {`The card for ${data.recipientName} went out with ${total} from ${giversLine(data.givers ?? [], 200)}.`}
          </Text>
          {data.downloadUrl ? (
            <Text style={styles.text}>
              <Link href={data.downloadUrl} style={styles.link}>
                download the card (PDF)
              </Link>
              <br />
              {data.downloadUrl}
            </Text>
          ) : null}
          {data.purchaserUrl ? (
            <Text style={styles.text}>
              <Link href={data.purchaserUrl} style={styles.link}>
                your page about the gift
              </Link>
              <br />
              {data.purchaserUrl}
            </Text>
          ) : null}
        </>
      );
    case 'closed-empty':
      return (
        <Text style={styles.text}>
          {data.postageCents
            ? `Nobody chipped in before the card closed, so nothing was sent to ${data.recipientName}, and the postage you paid (${usd(data.postageCents)}) was refunded in full.`
            : `Nobody chipped in before the card closed, so nothing was sent to ${data.recipientName} and nothing was charged.`}
        </Text>
      );
    case 'cancelled':
      return (
        <Text style={styles.text}>
          {`The group card for ${data.recipientName} was cancelled. Nothing was sent, and every part was refunded.`}
          {data.postageCents ? ` The postage you paid (${usd(data.postageCents)}) was refunded in full too.` : ''}
        </Text>
      );
    case 'refunded':
      return (
        <Text style={styles.text}>
          {data.refundReason === 'late'
            ? `The card had already gone out when your part of ${usd(data.amountCents ?? 0)} arrived, so it was refunded in full.`
            : `The group card was cancelled, so your part of ${usd(data.amountCents ?? 0)} was refunded in full.`}
        </Text>
      );
  }
}

export function GroupNotice({ data, settings }: { data: GroupNoticeData; settings: MailSettings }) {
  return (
    <Layout
      title={groupNoticeSubject(data)}
      preview={groupNoticeSubject(data)}
      orgName={settings.acknowledgment.orgName}
    >
      <Body data={data} />
    </Layout>
  );
}
