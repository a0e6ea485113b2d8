/**
 * The organizer's receipt for a mailed group card's postage, paid when starting it: a receipt of
 * its own (each giver's part has theirs), with the tax acknowledgment of that amount.
 */
import { Text } from '@react-email/components';
import type { PostageReceiptData } from '../message-data';
import { TaxAcknowledgment } from './acknowledgment';
import { longDate, usd } from './format';
import { Layout, styles } from './layout';
import { ReceiptLines } from './receipt-lines';
import type { MailSettings } from './settings';

export function postageReceiptSubject(data: PostageReceiptData): string {
  return `Your Little Givers receipt: postage for ${data.recipientName}'s group card (${usd(data.amountCents)})`;
}

export function PostageReceipt({ data, settings }: { data: PostageReceiptData; settings: MailSettings }) {
  return (
    <Layout
      title="Thank you for starting a group card"
      preview={`${usd(data.amountCents)} postage received on ${longDate(data.paidAt)}`}
      orgName={settings.acknowledgment.orgName}
    >
      <ReceiptLines
        what={`Postage for the group card for ${data.recipientName} (order ${data.orderIdentifier}): `}
        amountCents={data.amountCents}
        paidAt={data.paidAt}
        receiptNumber={data.receiptNumber}
        ein={settings.acknowledgment.ein}
      />
      <Text style={styles.text}>
        {`When the card closes on ${longDate(data.closesAt)}, we print it with every giver's name and mail it. Should it be cancelled, or close with nobody chipping in, this postage is refunded in full.`}
      </Text>
      <TaxAcknowledgment wording={settings.acknowledgment} deductibleCents={data.amountCents} />
    </Layout>
  );
}
