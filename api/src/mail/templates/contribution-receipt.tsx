/** A giver's own receipt for their part of a group card, with the tax acknowledgment of that part. */
import { Text } from '@react-email/components';
import type { ContributionReceiptData } from '../message-data';
import { TaxAcknowledgment } from './acknowledgment';
import { longDate, usd } from './format';
import { Layout, styles } from './layout';
import { ReceiptLines } from './receipt-lines';
import type { MailSettings } from './settings';

export function contributionReceiptSubject(data: ContributionReceiptData): string {
  return `Your Little Givers receipt: your part of ${data.recipientName}'s card (${usd(data.amountCents)})`;
}

export function ContributionReceipt({ data, settings }: { data: ContributionReceiptData; settings: MailSettings }) {
  return (
    <Layout
      title={`Thank you, ${data.giverName}`}
      preview={`${usd(data.amountCents)} received on ${longDate(data.paidAt)}`}
      orgName={settings.acknowledgment.orgName}
    >
      <ReceiptLines
        what={`Your part of the group card for ${data.recipientName}: `}
        amountCents={data.amountCents}
        paidAt={data.paidAt}
        receiptNumber={data.receiptNumber}
        ein={settings.acknowledgment.ein}
      />
      <Text style={styles.text}>
        {`The card goes to ${data.recipientName} on ${longDate(data.closesAt)}, with every giver's name and the total to give to a charity of their choice.`}
      </Text>
      <TaxAcknowledgment wording={settings.acknowledgment} deductibleCents={data.amountCents} />
    </Layout>
  );
}
