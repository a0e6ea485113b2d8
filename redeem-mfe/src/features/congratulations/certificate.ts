/** The certificate's words: only what the purchaser typed (names), the gift and the charity. */

/** 'November 23, 2026' (en-US, the product's locale). */
export function certificateDate(iso: string | null, now: Date = new Date()): string {
  const parsed = iso ? new Date(iso) : now;
  const date = Number.isNaN(parsed.getTime()) ? now : parsed;
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(date);
}

/** Who is named when the card had no recipient name (a preview without one). */
export const CERTIFICATE_RECIPIENT_FALLBACK = 'A Little Giver';

export interface CertificateDetails {
  recipientName: string | null;
  /** Formatted as the flow shows amounts: '25', '12.50'. */
  amount: string;
  organizationName: string;
  date: string;
}

/** '<recipient> gave $<amount> to <charity> on <date>'. */
export function certificateLine({ recipientName, amount, organizationName, date }: CertificateDetails): string {
  return `${recipientName ?? CERTIFICATE_RECIPIENT_FALLBACK} gave $${amount} to ${organizationName} on ${date}`;
}
