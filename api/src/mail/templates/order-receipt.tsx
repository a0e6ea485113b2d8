/**
 * The order receipt: the card (its picture), what was charged, where and when it is mailed (or,
 * printed at home, the link to download it), the tax acknowledgment. Never the code.
 */
import { DEFAULT_DELIVERY, receiptLinkLabel } from '@littlegivers/shared/contract/delivery';
import { type EcardPlan, ecardPlanSentence } from '@littlegivers/shared/contract/ecard-plan';
import { cardDownloadUrl } from '@littlegivers/shared/contract/schemas/card-download';
import { Column, Link, Row, Section, Text } from '@react-email/components';
import { deliveryApi } from '../../delivery';
import type { ShipToAddress } from '../../lib/ship-to';
import { mailByDate } from '../mail-by';
import type { OrderReceiptData } from '../message-data';
import { TaxAcknowledgment } from './acknowledgment';
import { CardBox } from './card-picture';
import { longDate, usd } from './format';
import { Layout, styles } from './layout';
import type { MailSettings } from './settings';

export function orderReceiptSubject(data: OrderReceiptData): string {
  return `Your Little Givers receipt for order ${data.orderIdentifier}`;
}

function Amount({ label, cents, total = false }: { label: string; cents: number; total?: boolean }) {
  return (
    <Row>
      <Column style={total ? { ...styles.labelCell, ...styles.totalCell } : styles.labelCell}>{label}</Column>
      <Column style={total ? { ...styles.amountCell, ...styles.totalCell } : styles.amountCell}>{usd(cents)}</Column>
    </Row>
  );
}

export function ShipToLines({ shipTo }: { shipTo: ShipToAddress }) {
  return (
    <Text style={styles.text}>
      {shipTo.name}
      <br />
      {shipTo.address1}
      {shipTo.address2 ? (
        <>
          <br />
          {shipTo.address2}
        </>
      ) : null}
      <br />
      {`${shipTo.city}, ${shipTo.state} ${shipTo.zipcode}`}
      <br />
      {shipTo.country}
    </Text>
  );
}

/** Print at home: the card's link (Letter, and A4), how long it works, and that the code is only on the card. */
function DownloadCard({ url }: { url: string }) {
  return (
    <>
      <Text style={styles.subheading}>Your card</Text>
      <Text style={styles.text}>
        <Link href={cardDownloadUrl(url, 'letter')} style={styles.link}>
          download your card (PDF)
        </Link>
        {' · '}
        <Link href={cardDownloadUrl(url, 'a4')} style={styles.link}>
          A4 paper
        </Link>
      </Text>
      <Text style={styles.text}>
        Print it at actual size, cut along the marks and fold it. The link works for 30 days; keep it to yourself, as it
        opens the card. The secret code is only on the card, never in an email.
      </Text>
    </>
  );
}

/** An e-card: to whom and when it goes, and where the code is. */
function EcardPlanText({ plan, paidAt, child }: { plan: EcardPlan; paidAt: string; child: string }) {
  return (
    <>
      <Text style={styles.subheading}>Your e-card</Text>
      <Text style={styles.text}>
        {`${ecardPlanSentence(plan, new Date(paidAt))} The email opens the card's page, where ${child}'s secret code is: never in this email. Until it goes, you can change the day or the address on your gift's page.`}
      </Text>
    </>
  );
}

/** The purchaser's page: the secret link where the gift can be followed (and an e-card's delivery changed). */
export function PurchaserLink({ url, label }: { url: string; label: string }) {
  return (
    <>
      <Text style={styles.subheading}>Your gift's page</Text>
      <Text style={styles.text}>
        <Link href={url} style={styles.link}>
          {label}
        </Link>
      </Text>
      <Text style={styles.text}>This page is yours: keep the link to yourself.</Text>
    </>
  );
}

export function OrderReceipt({ data, settings }: { data: OrderReceiptData; settings: MailSettings }) {
  const child = data.recipientName || 'the child';
  const mailBy = mailByDate(new Date(data.paidAt), settings.cardMailBusinessDays);
  const words = deliveryApi(data.delivery ?? DEFAULT_DELIVERY).receipt;
  return (
    <Layout
      title="Thank you! Here is your receipt"
      preview={`Order ${data.orderIdentifier}: ${usd(data.totalCents)} charged, ${words.preview(data, mailBy)}`}
      orgName={settings.acknowledgment.orgName}
    >
      <Text style={styles.text}>
        Order number: <strong>{data.orderIdentifier}</strong>
        <br />
        {`Paid on ${longDate(data.paidAt)}`}
      </Text>
      <CardBox
        label="your card"
        pictured={Boolean(data.card)}
        greeting={data.greeting}
        wordsInstead={
          <>
            <Text style={styles.cardHeader}>{data.greeting.header}</Text>
            {data.greeting.lines.map((line) => (
              <Text key={line} style={styles.text}>
                {line}
              </Text>
            ))}
          </>
        }
      >
        <Text style={styles.muted}>{`To: ${child} · From: ${data.fromName}`}</Text>
      </CardBox>
      <Text style={styles.subheading}>What you paid</Text>
      <Section>
        <Amount label={`Gift for ${child}`} cents={data.giftCents} />
        <Amount label={words.costLabel(data)} cents={data.shippingCents} />
        {data.donationCents > 0 ? <Amount label="Support donation" cents={data.donationCents} /> : null}
        <Amount label="Total charged" cents={data.totalCents} total />
      </Section>
      {data.shipTo ? (
        <>
          <Text style={styles.subheading}>Ship to</Text>
          <ShipToLines shipTo={data.shipTo} />
          <Text style={styles.text}>
            We hand pack your card with its keepsake token and mail it by <strong>{longDate(mailBy)}</strong>. The
            secret code is only on the token, never in an email.
          </Text>
        </>
      ) : null}
      {data.downloadUrl ? <DownloadCard url={data.downloadUrl} /> : null}
      {data.ecard ? <EcardPlanText plan={data.ecard} paidAt={data.paidAt} child={child} /> : null}
      {data.purchaserUrl ? <PurchaserLink url={data.purchaserUrl} label={receiptLinkLabel(data.delivery)} /> : null}
      <TaxAcknowledgment wording={settings.acknowledgment} deductibleCents={data.deductibleCents} />
    </Layout>
  );
}
