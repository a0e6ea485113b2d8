/** The lines every receipt opens with: what was paid and how much, the day it was received, the receipt number, the EIN. */
import { Text } from '@react-email/components';
import { longDate, usd } from './format';
import { styles } from './layout';

export function ReceiptLines({
  what,
  amountCents,
  paidAt,
  receiptNumber,
  ein,
}: {
  /** What the amount paid for, with its closing ": " (e.g. "Donation: "). */
  what: string;
  amountCents: number;
  paidAt: string;
  receiptNumber: string;
  ein: string;
}) {
  return (
    <Text style={styles.text}>
      {what}
      <strong>{usd(amountCents)}</strong>
      <br />
      {`Received on ${longDate(paidAt)}`}
      <br />
      {`Receipt number: ${receiptNumber}`}
      <br />
      {`EIN: ${ein}`}
    </Text>
  );
}
