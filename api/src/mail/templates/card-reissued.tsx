/**
 * To the purchaser of a print-at-home card whose code was replaced (`ops reissue`, the staff
 * console): the new card's link. The first card's code and link no longer work.
 */
import { Link, Text } from '@react-email/components';
import type { CardReissuedData } from '../message-data';
import { longDate } from './format';
import { Layout, styles } from './layout';
import type { MailSettings } from './settings';

export function cardReissuedSubject(data: CardReissuedData): string {
  return `A new card for ${data.recipientName || 'your gift'}: print it from this link`;
}

export function CardReissued({ data, settings }: { data: CardReissuedData; settings: MailSettings }) {
  return (
    <Layout
      title="A new card for your gift"
      preview="The first card’s code no longer works: print the new one"
      orgName={settings.acknowledgment.orgName}
    >
      <Text style={styles.text}>
        {`On ${longDate(data.reissuedAt)} we issued a new card with a new code for the gift to ${data.recipientName || 'the child'} (order `}
        <strong>{data.orderIdentifier}</strong>). The first card’s code and its link no longer work.
      </Text>
      {data.downloadUrl ? (
        <Text style={styles.text}>
          <Link href={data.downloadUrl} style={styles.link}>
            Print the new card
          </Link>{' '}
          (Letter or A4; the link works for 30 days). The gift itself is unchanged.
        </Text>
      ) : null}
    </Layout>
  );
}
