/**
 * The e-card, to the grown-up who hands it to the child: "<from> sent <to> a gift", the card's
 * picture (as the receipt draws it), the greeting, what the child does, and 'open the card'.
 * Never the code (it is on the e-card page), no tracking pixel, no remote image.
 */
import { Button, Section, Text } from '@react-email/components';
import type { EcardData } from '../message-data';
import { CardBox, greetingText } from './card-picture';
import { Layout, styles } from './layout';
import type { MailSettings } from './settings';

/** "<from> sent <to> a gift": the subject and the title. */
export function ecardSentence(data: Pick<EcardData, 'fromName' | 'recipientName'>): string {
  return `${data.fromName} sent ${data.recipientName || 'your child'} a gift`;
}

export function ecardSubject(data: EcardData): string {
  return ecardSentence(data);
}

const button = {
  backgroundColor: '#1f5fbf',
  borderRadius: '8px',
  color: '#ffffff',
  fontSize: '18px',
  fontWeight: 700,
  padding: '14px 28px',
  textDecoration: 'none',
  display: 'inline-block',
} as const;

export function Ecard({ data, settings }: { data: EcardData; settings: MailSettings }) {
  const child = data.recipientName || 'your child';
  return (
    <Layout
      title={ecardSentence(data)}
      preview={`A gift of giving for ${child}, from ${data.fromName}`}
      orgName={settings.acknowledgment.orgName}
    >
      <Text style={styles.text}>{`Hello ${data.grownUpName},`}</Text>
      <Text style={styles.text}>
        {`${data.fromName} chose you to hand ${child} a ${settings.acknowledgment.orgName} gift: a sum ${child} gives to a charity of their choosing.`}
      </Text>
      <CardBox
        label="the card"
        pictured={Boolean(data.card)}
        greeting={data.greeting}
        wordsInstead={<Text style={styles.cardHeader}>{greetingText(data.greeting)}</Text>}
      />
      <Text style={styles.subheading}>What {child} does</Text>
      <Text style={styles.text}>
        {`Open the card together. It shows a secret code: on the kidspage, ${child} types it, picks a cause they care about, then a charity, and the gift is given in ${child}'s name. Print the card if you like, to give it by hand.`}
      </Text>
      {data.ecardUrl ? (
        <Section style={{ textAlign: 'center', margin: '24px 0' }}>
          <Button href={data.ecardUrl} style={button}>
            open the card
          </Button>
        </Section>
      ) : null}
      <Text style={styles.muted}>
        This link opens the card and its code: please keep it between you and the child. We never email children.
      </Text>
    </Layout>
  );
}
