/**
 * The messages after the gift, all to the grown-up, never to the child: the reminders (not opened
 * 30 and 90 days after the card reached the child; an e-card's carry its page link as well as the
 * kidspage address, a reissued print-at-home card's its new link), the notice before the backup
 * gift, "your gift reached <charity>" once per gift when a payout paid it, and the plain word that
 * a payout was reversed. Reminders and the notice end with the link to the gift's opt-out page,
 * unless the reminders are already off.
 */
import { NEEDED_MOST } from '@littlegivers/shared/contract/after-gift';
import { deliveryMethod } from '@littlegivers/shared/contract/delivery';
import { Link, Text } from '@react-email/components';
import { deliveryApi } from '../../delivery';
import type { BackupNoticeData, GiftReachedData, GiftReminderData, PayoutReversedData } from '../message-data';
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
      </Link>
      .
    </Text>
  );
}

export function giftReminderSubject(data: GiftReminderData): string {
  return `A gift for ${child(data.recipientName)} is waiting to be opened`;
}

export function GiftReminder({ data, settings }: { data: GiftReminderData; settings: MailSettings }) {
  const method = deliveryMethod(data.delivery);
  return (
    <Layout
      title="A gift is waiting to be opened"
      preview={`${child(data.recipientName)} has not chosen a charity yet`}
      orgName={settings.acknowledgment.orgName}
    >
      <Text style={styles.text}>
        {method.needsGrownUp
          ? `It has been ${data.days} days since ${data.fromName || 'someone'} sent ${child(data.recipientName)} a Little Givers e-card`
          : `It has been ${data.days} days since you gave ${child(data.recipientName)} a Little Givers gift`}{' '}
        (order <strong>{data.orderIdentifier}</strong>), and its code has not been used yet. No rush: it is there
        whenever they are ready.
      </Text>
      {method.needsGrownUp && data.ecardUrl ? (
        <Text style={styles.text}>
          <Link href={data.ecardUrl} style={styles.link}>
            Open the e-card
          </Link>{' '}
          to see the card and its code again; its button takes you both to the kidspage.
        </Text>
      ) : null}
      {method.downloadable && data.reissuedAt ? (
        <Text style={styles.text}>
          A new card with a new code was issued on {longDate(data.reissuedAt)}.{' '}
          {data.downloadUrl ? (
            <>
              <Link href={data.downloadUrl} style={styles.link}>
                Print the new card
              </Link>{' '}
              (the link works for 30 days from when it was issued).
            </>
          ) : (
            'Print it from the link we e-mailed you then, or write to us for a new one.'
          )}
        </Text>
      ) : null}
      <Text style={styles.text}>
        To open it, go to{' '}
        <Link href={data.kidspageUrl} style={styles.link}>
          {data.kidspageUrl}
        </Link>{' '}
        together and type the code {deliveryApi(data.delivery).reminder.whereTheCodeIs(!!data.reissuedAt)}.
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

export function payoutReversedSubject(data: PayoutReversedData): string {
  return `A payment of your gift to ${joinNames(data.charities)} was reversed`;
}

export function PayoutReversed({ data, settings }: { data: PayoutReversedData; settings: MailSettings }) {
  return (
    <Layout
      title="A payment of your gift was reversed"
      preview={`The money has not reached ${joinNames(data.charities)} yet; we will pay it again`}
      orgName={settings.acknowledgment.orgName}
    >
      <Text style={styles.text}>
        We told you that the gift in {child(data.recipientName)}’s name (order <strong>{data.orderIdentifier}</strong>)
        reached {joinNames(data.charities)} with payout {data.payoutId}. On {longDate(data.reversedOn)} that payment was
        reversed: the money did not reach the charity.
      </Text>
      <Text style={styles.text}>
        Your gift is safe and still goes to {joinNames(data.charities)}: it is in the next payout, and your gift page
        and our public impact page show when it is paid. We will not write again about this payment.
      </Text>
      <Text style={styles.muted}>You receive this message because we told you this gift had reached the charity.</Text>
    </Layout>
  );
}
