/** The receipt of a direct donation (/donate), to the payer's email PayPal reported. */
import { Text } from '@react-email/components';
import type { DonationReceiptData } from '../message-data';
import { TaxAcknowledgment } from './acknowledgment';
import { longDate, usd } from './format';
import { Layout, styles } from './layout';
import type { MailSettings } from './settings';

export function donationReceiptSubject(data: DonationReceiptData): string {
  return `Your Little Givers donation receipt (${usd(data.amountCents)})`;
}

export function DonationReceipt({ data, settings }: { data: DonationReceiptData; settings: MailSettings }) {
  return (
    <Layout
      title="Thank you for your donation"
      preview={`${usd(data.amountCents)} received on ${longDate(data.paidAt)}`}
      orgName={settings.acknowledgment.orgName}
    >
      <Text style={styles.text}>
        Donation: <strong>{usd(data.amountCents)}</strong>
        <br />
        {`Received on ${longDate(data.paidAt)}`}
        <br />
        {`Receipt number: D-${data.donationId}`}
        <br />
        {`EIN: ${settings.acknowledgment.ein}`}
      </Text>
      <Text style={styles.text}>Your gift keeps Little Givers running, so every child's gift reaches a charity.</Text>
      <TaxAcknowledgment wording={settings.acknowledgment} deductibleCents={data.amountCents} />
    </Layout>
  );
}
