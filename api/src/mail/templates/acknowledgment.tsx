/** The written acknowledgment a nonprofit owes its donors (wording from the configuration). */
import { Section, Text } from '@react-email/components';
import type { Acknowledgment as AckWording } from '../config';
import { acknowledgmentText } from './format';
import { styles } from './layout';

export function TaxAcknowledgment({ wording, deductibleCents }: { wording: AckWording; deductibleCents: number }) {
  const text = acknowledgmentText(wording, deductibleCents);
  return (
    <Section aria-label="tax acknowledgment">
      <Text style={styles.subheading}>Tax acknowledgment</Text>
      <Text style={styles.text}>{text.statement}</Text>
      <Text style={styles.text}>{text.deductible}</Text>
      <Text style={styles.muted}>Please keep this email for your tax records.</Text>
    </Section>
  );
}
