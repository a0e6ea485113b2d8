/**
 * The messages after the gift, all to the grown-up, never to the child: the reminders (not opened
 * after 30 and 90 days; an e-card's carry its page link as well as the kidspage address), the
 * notice before the backup gift, and "your gift reached <charity>" when a payout paid it.
 * Reminders and the notice end with the gift's one-click opt-out.
 */
import { NEEDED_MOST } from '@littlegivers/shared/contract/after-gift';
import { Link, Text } from '@react-email/components';
import type { BackupNoticeData, GiftReachedData, GiftReminderData } from '../message-data';
import { longDate } from './format';
import { Layout, styles } from './layout';
import type { MailSettings } from './settings';

function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? 'the charity';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function child(name: string): string {
  return name || 'your gift’s recipient';
}

function OptOut({ url }: { url: string | undefined }) {
  if (!url) return null;
  return (
    <Text style={styles.muted}>
      Rather not hear about this gift again?{' '}
      <Link href={url} style={styles.link}>
        Turn off the reminders for this gift
      </Link>{' '}
      (one click).
    </Text>
  );
}

export function giftReminderSubject(data: GiftReminderData): string {
  return `A gift for ${child(data.recipientName)} is waiting to be opened`;
}

export function GiftReminder({ data, settings }: { data: GiftReminderData; settings: MailSettings }) {
  return (
    <Layout
      title="A gift is waiting to be opened"
      preview={`${child(data.recipientName)} has not chosen a charity yet`}
      orgName={settings.acknowledgment.orgName}
    >
      <Text style={styles.text}>
        {data.delivery === 'email'
          ? `It has been ${data.days} days since ${data.fromName || 'someone'} sent ${child(data.recipientName)} a Little Givers e-card`
          : `It has been ${data.days} days since you gave ${child(data.recipientName)} a Little Givers gift`}{' '}
        (order <strong>{data.orderIdentifier}</strong>), and its code has not been used yet. No rush: it is there
        whenever they are ready.
      </Text>
      {data.delivery === 'email' && data.ecardUrl ? (
        <Text style={styles.text}>
          <Link href={data.ecardUrl} style={styles.link}>
            Open the e-card
          </Link>{' '}
          to see the card and its code again; its button takes you both to the kidspage.
        </Text>
      ) : null}
      <Text style={styles.text}>
        To open it, go to{' '}
        <Link href={data.kidspageUrl} style={styles.link}>
          {data.kidspageUrl}
        </Link>{' '}
        together and type the code{' '}
        {data.delivery === 'email'
          ? 'in the e-card'
          : data.delivery === 'print'
            ? 'on the card you printed at home'
            : 'printed on the card'}
        .
      </Text>
      <OptOut url={data.optOutUrl} />
    </Layout>
  );
}

export function backupNoticeSubject(data: BackupNoticeData): string {
  return `The gift for ${child(data.recipientName)} goes to ${data.backupCharity ?? NEEDED_MOST} on ${longDate(data.backupOn)}`;
}

export function BackupNotice({ data, settings }: { data: BackupNoticeData; settings: MailSettings }) {
  const backup = data.backupCharity ?? `“${NEEDED_MOST}”`;
  return (
    <Layout
      title="Your gift turns one year old soon"
      preview={`Unless it is opened, it goes to ${backup} on ${longDate(data.backupOn)}`}
      orgName={settings.acknowledgment.orgName}
    >
      <Text style={styles.text}>
        The gift you gave {child(data.recipientName)} (order <strong>{data.orderIdentifier}</strong>) has not been
        opened yet. Gifts are never kept by Little Givers: if the code is still unused on{' '}
        <strong>{longDate(data.backupOn)}</strong>, the gift is donated to {backup} in {child(data.recipientName)}’s
        name, and the kidspage will tell them where it went.
      </Text>
      <Text style={styles.text}>
        There is still time to open it together at{' '}
        <Link href={data.kidspageUrl} style={styles.link}>
          {data.kidspageUrl}
        </Link>
        . You can choose a different backup charity on your gift page (the link in your receipt).
      </Text>
      <OptOut url={data.optOutUrl} />
    </Layout>
  );
}

/** The sentence of the message: "your gift reached <charity>". */
export function giftReachedSentence(data: GiftReachedData): string {
  return `your gift reached ${joinNames(data.charities)}`;
}

export function giftReachedSubject(data: GiftReachedData): string {
  const sentence = giftReachedSentence(data);
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`;
}

export function GiftReached({ data, settings }: { data: GiftReachedData; settings: MailSettings }) {
  return (
    <Layout
      title="Your gift reached the charity"
      preview={giftReachedSentence(data)}
      orgName={settings.acknowledgment.orgName}
    >
      <Text style={{ ...styles.cardHeader, margin: '16px 0' }}>{`Good news: ${giftReachedSentence(data)}.`}</Text>
      <Text style={styles.text}>
        The gift {data.backup ? 'donated at one year ' : ''}in {child(data.recipientName)}’s name (order{' '}
        <strong>{data.orderIdentifier}</strong>) was paid to {joinNames(data.charities)} on {longDate(data.paidOn)}{' '}
        (payout {data.payoutId}). Every payout is listed on our public impact page.
      </Text>
      <Text style={styles.muted}>You receive this message because you asked to be told when your gift is used.</Text>
    </Layout>
  );
}
