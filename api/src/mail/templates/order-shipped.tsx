/** The card is in the mail: when, how, and the tracking number and link of a tracked package. */
import { Link, Text } from '@react-email/components';
import type { OrderShippedData } from '../message-data';
import { longDate } from './format';
import { Layout, styles } from './layout';
import type { MailSettings } from './settings';

export function orderShippedSubject(data: OrderShippedData): string {
  return `Your Little Givers card is on its way (order ${data.orderIdentifier})`;
}

export function OrderShipped({ data, settings }: { data: OrderShippedData; settings: MailSettings }) {
  const child = data.recipientName || 'the child';
  return (
    <Layout
      title="Your card is on its way"
      preview={`The card for ${child} was mailed on ${longDate(data.shippedAt)}`}
      orgName={settings.acknowledgment.orgName}
    >
      <Text style={styles.text}>
        {`The card for ${child} (order `}
        <strong>{data.orderIdentifier}</strong>
        {`) was mailed on ${longDate(data.shippedAt)} by ${data.packageName}.`}
      </Text>
      {data.trackingNumber ? (
        <Text style={styles.text}>
          Tracking number: <strong>{data.trackingNumber}</strong>
          {data.trackingUrl ? (
            <>
              <br />
              <Link href={data.trackingUrl} style={styles.link}>
                Track your package
              </Link>
            </>
          ) : null}
        </Text>
      ) : (
        <Text style={styles.text}>This package is not tracked; it usually arrives within a week.</Text>
      )}
    </Layout>
  );
}
