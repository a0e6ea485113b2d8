/** The receipt of a direct donation (/donate), to the payer's email PayPal reported. */
import { Text } from '@react-email/components';
import type { DonationReceiptData } from '../message-data';
import { TaxAcknowledgment } from './acknowledgment';
import { longDate, usd } from './format';
import { Layout, styles } from './layout';
import { ReceiptLines } from './receipt-lines';
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
      <ReceiptLines
        what="Donation: "
        amountCents={data.amountCents}
        paidAt={data.paidAt}
        receiptNumber={`D-${data.donationId}`}
        ein={settings.acknowledgment.ein}
      />
      <Text style={styles.text}>Your gift keeps Little Givers running, so every child's gift reaches a charity.</Text>
      <TaxAcknowledgment wording={settings.acknowledgment} deductibleCents={data.amountCents} />
    </Layout>
  );
}
