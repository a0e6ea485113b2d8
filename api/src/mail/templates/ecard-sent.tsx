/** To the purchaser, once the e-card went: "your gift was sent to <grown-up's email>". */
import { Text } from '@react-email/components';
import type { EcardSentData } from '../message-data';
import { longDate } from './format';
import { Layout, styles } from './layout';
import type { MailSettings } from './settings';

export function ecardSentSentence(data: EcardSentData): string {
  return `your gift was sent to ${data.grownUpEmail}`;
}

export function ecardSentSubject(data: EcardSentData): string {
  return `Your gift for ${data.recipientName || 'the child'} was sent`;
}

export function EcardSent({ data, settings }: { data: EcardSentData; settings: MailSettings }) {
  return (
    <Layout title="Your gift is on its way" preview={ecardSentSentence(data)} orgName={settings.acknowledgment.orgName}>
      <Text style={styles.text}>{`${ecardSentSentence(data)}.`}</Text>
      <Text style={styles.text}>
        {`The e-card of order ${data.orderIdentifier} for ${data.recipientName || 'the child'} went on ${longDate(data.sentAt)}. If the address was wrong, open your gift's page from your receipt and send it again.`}
      </Text>
    </Layout>
  );
}
