/** The child used the code: "<recipient> chose <charity>", and nothing else about the child. */
import { Text } from '@react-email/components';
import type { GiftOpenedData } from '../message-data';
import { Layout, styles } from './layout';
import type { MailSettings } from './settings';

function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? 'a charity';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The sentence of the message: "<recipient> chose <charity>". */
export function giftOpenedSentence(data: GiftOpenedData): string {
  return `${data.recipientName || 'Your gift’s recipient'} chose ${joinNames(data.charities)}`;
}

export function giftOpenedSubject(data: GiftOpenedData): string {
  return `Your gift was opened: ${giftOpenedSentence(data)}`;
}

export function GiftOpened({ data, settings }: { data: GiftOpenedData; settings: MailSettings }) {
  const sentence = giftOpenedSentence(data);
  return (
    <Layout title="Your gift was opened" preview={sentence} orgName={settings.acknowledgment.orgName}>
      <Text style={{ ...styles.cardHeader, margin: '16px 0' }}>{`${sentence}.`}</Text>
      <Text style={styles.text}>
        The donation of the gift from order <strong>{data.orderIdentifier}</strong> goes to the chosen charity in the
        child's name. Thank you for giving a child their first chance to give.
      </Text>
      <Text style={styles.muted}>You receive this message because you asked to be told when your gift is used.</Text>
    </Layout>
  );
}
