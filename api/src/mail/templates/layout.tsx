/**
 * The frame every message shares: the product's colours (the design package's palette) and type,
 * a single readable column, real headings and a footer naming the nonprofit, who sent the
 * message (the buyer's name, when a buyer's gift sent it) and where to report it.
 */
import { palette as colors } from '@littlegivers/design';
import { Body, Container, Head, Heading, Hr, Html, Preview, Section, Text } from '@react-email/components';
import { createContext, type ReactNode, useContext } from 'react';

/** Who a message is from and where to report it: every message's footer (templates/index.tsx provides it). */
export interface MessageOrigin {
  /** The buyer whose gift sent it, as their name reads (defanged); null: the nonprofit's own message. */
  sentBy: string | null;
  /** Where a recipient reports a message they did not expect or think is misuse (CONTACT_EMAIL). */
  reportAddress: string;
  /** The order the message is about, to quote in the report; null when none. */
  reference: string | null;
}

export const MessageOriginContext = createContext<MessageOrigin | null>(null);

/**
 * Mail clients load no web font: the type is the apps' fallback stacks (system sans for the body,
 * Trebuchet for headings), which every client has.
 */
const fontFamily = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  display: "'Trebuchet MS', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
} as const;

export const styles = {
  body: {
    backgroundColor: colors.canvas,
    color: colors.ink,
    fontFamily: fontFamily.body,
    margin: 0,
    padding: '24px 0',
  },
  container: {
    backgroundColor: colors.paper,
    border: `1px solid ${colors.border}`,
    borderRadius: '16px',
    maxWidth: '560px',
    padding: '24px 32px',
  },
  brand: { color: colors.brand, fontFamily: fontFamily.display, fontSize: '20px', fontWeight: 700, margin: 0 },
  heading: {
    color: colors.ink,
    fontFamily: fontFamily.display,
    fontSize: '26px',
    lineHeight: '34px',
    margin: '16px 0',
  },
  subheading: { color: colors.ink, fontSize: '18px', lineHeight: '26px', margin: '24px 0 8px' },
  text: { color: colors.ink, fontSize: '16px', lineHeight: '24px', margin: '8px 0' },
  muted: { color: colors.inkMuted, fontSize: '14px', lineHeight: '20px', margin: '8px 0' },
  link: { color: colors.focus, textDecoration: 'underline' },
  card: {
    backgroundColor: colors.canvas,
    border: `1px solid ${colors.border}`,
    borderRadius: '8px',
    padding: '16px',
    textAlign: 'center' as const,
  },
  cardImage: {
    display: 'block',
    width: '100%',
    maxWidth: '464px',
    height: 'auto',
    margin: '0 auto 8px',
    borderRadius: '8px',
    color: colors.brandStrong,
    fontSize: '18px',
  },
  cardHeader: {
    color: colors.brandStrong,
    fontFamily: fontFamily.display,
    fontSize: '22px',
    lineHeight: '30px',
    margin: 0,
  },
  amountCell: {
    color: colors.ink,
    fontSize: '16px',
    lineHeight: '24px',
    padding: '4px 0',
    textAlign: 'right' as const,
  },
  labelCell: { color: colors.ink, fontSize: '16px', lineHeight: '24px', padding: '4px 0' },
  totalCell: { borderTop: `2px solid ${colors.ink}`, fontWeight: 700, fontSize: '16px', padding: '8px 0 4px' },
} as const;

/** The footer's two lines: who sent it, and where to report it (quoting the order, when there is one). */
function OriginFooter({ orgName }: { orgName: string }) {
  const origin = useContext(MessageOriginContext);
  if (!origin) return null;
  const quoting = origin.reference ? `, quoting ${origin.reference}` : '';
  return (
    <>
      <Text style={styles.muted}>
        {origin.sentBy ? `Sent by ${origin.sentBy} through ${orgName}.` : `Sent by ${orgName}.`}
      </Text>
      <Text style={styles.muted}>
        {`Not expecting this, or think it is misuse? Report it to ${origin.reportAddress}${quoting}.`}
      </Text>
    </>
  );
}

export function Layout({
  preview,
  title,
  orgName,
  children,
}: {
  preview: string;
  title: string;
  orgName: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <title>{title}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{orgName}</Text>
          <Heading as="h1" style={styles.heading}>
            {title}
          </Heading>
          {children}
          <Hr style={{ borderColor: colors.border, margin: '24px 0 16px' }} />
          <Section>
            <Text style={styles.muted}>
              {`${orgName} turns a gift card into a child's first donation. You receive this message because of a gift or donation made with this email address.`}
            </Text>
            <OriginFooter orgName={orgName} />
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
