/**
 * What each message says, as captured when its event happens (stored in mail_outbox.data).
 * Never a redemption code, nothing about the child beyond the name the purchaser wrote.
 */
import type { CardInput } from '@littlegivers/design';
import type { EcardPlan } from '@littlegivers/shared/contract/ecard-plan';
import type { Delivery } from '@littlegivers/shared/contract/schemas/package';
import type { ShipToAddress } from '../lib/ship-to';

export interface OrderReceiptData {
  orderIdentifier: string;
  greeting: { header: string; lines: string[] };
  /** The card front as printed (design, greeting, font size): the receipt's picture of the card. Absent in messages queued before it was kept. */
  card?: CardInput;
  recipientName: string;
  fromName: string;
  giftCents: number;
  shippingCents: number;
  shippingName: string;
  donationCents: number;
  totalCents: number;
  /** The part of the total that is a contribution (gift + support donation; shipping is not). */
  deductibleCents: number;
  /** 'print' (print at home): no ship-to, a download link instead; 'email': an e-card. Absent in rows queued before it: 'mail'. */
  delivery?: Delivery;
  /** An e-card: to whom and when it goes (absent in rows queued before it was kept). */
  ecard?: EcardPlan;
  /** The ship-to of a mailed card; null when printed at home. */
  shipTo: ShipToAddress | null;
  /** Print at home: the download token, AES-GCM under the code vault's key (revealed by the sender). */
  download?: { tokenCiphertext: string };
  /** Filled by the sender at rendering time from `download`; never stored in the row's data. */
  downloadUrl?: string;
  /** The purchaser's page token, AES-GCM under the code vault's key (revealed by the sender). */
  purchaserLink?: { tokenCiphertext: string };
  /** Filled by the sender at rendering time from `purchaserLink`; never stored in the row's data. */
  purchaserUrl?: string;
  paidAt: string;
}

export interface OrderShippedData {
  orderIdentifier: string;
  recipientName: string;
  shippedAt: string;
  packageName: string;
  trackingNumber: string | null;
  trackingUrl: string | null;
}

export interface GiftOpenedData {
  orderIdentifier: string;
  recipientName: string;
  charities: string[];
  redeemedAt: string;
}

export interface DonationReceiptData {
  donationId: number;
  amountCents: number;
  paidAt: string;
}

/** The e-card to the grown-up (delivery 'email'). */
export interface EcardData {
  orderId: number;
  orderIdentifier: string;
  /** As the card says it ('Someone' when the purchaser gave no name). */
  fromName: string;
  recipientName: string;
  grownUpName: string;
  /** Where "your gift was sent to …" goes once this message has gone. */
  purchaserEmail: string;
  greeting: { header: string; lines: string[] };
  card?: CardInput;
  /** The e-card page's token, AES-GCM under the code vault's key (revealed by the sender). */
  link: { tokenCiphertext: string };
  /** Filled by the sender at rendering time from `link`; never stored in the row's data. */
  ecardUrl?: string;
}

/** To the purchaser, once the e-card went: "your gift was sent to <grown-up's email>". */
export interface EcardSentData {
  orderIdentifier: string;
  recipientName: string;
  grownUpEmail: string;
  sentAt: string;
}

/** Links the sender adds to an after-gift message when rendering it (never stored in the row). */
export interface AfterGiftLinks {
  /** The page that turns this gift's reminders off (absent once they are off: nothing to offer). */
  optOutUrl?: string;
}

/** A gift not opened `days` days after its card reached the child: how to open it. */
export interface GiftReminderData extends AfterGiftLinks {
  orderIdentifier: string;
  orderPublicId: string;
  recipientName: string;
  /** The purchaser's name as typed (absent in rows queued before it was kept). */
  fromName?: string;
  paidAt: string;
  days: number;
  /** 'email': the e-card's grown-up gets the reminder; otherwise the purchaser. */
  delivery: Delivery;
  kidspageUrl: string;
  /** An e-card's page (its live link), filled by the sender at rendering time; never stored in the row. */
  ecardUrl?: string;
  /** The newest reissue of the code (a new card), when there was one (absent in rows queued before it was kept). */
  reissuedAt?: string | null;
  /** A reissued print-at-home card's live link, filled by the sender at rendering time; never stored in the row. */
  downloadUrl?: string;
}

/** One month (configurable) before the gift turns one year old. */
export interface BackupNoticeData extends AfterGiftLinks {
  orderIdentifier: string;
  orderPublicId: string;
  recipientName: string;
  paidAt: string;
  backupOn: string;
  /** The purchaser's backup charity; null: "where it's needed most". */
  backupCharity: string | null;
  kidspageUrl: string;
}

/** A payout paid the gift: "your gift reached <charity>". */
export interface GiftReachedData {
  orderIdentifier: string;
  orderPublicId: string;
  recipientName: string;
  charities: string[];
  paidOn: string;
  payoutId: number;
  backup: boolean;
}

/** A payout that paid the gift was reversed: the money did not reach the charity yet. */
export interface PayoutReversedData {
  orderIdentifier: string;
  orderPublicId: string;
  recipientName: string;
  charities: string[];
  /** The payout reversed, and the day of the reversal. */
  payoutId: number;
  reversedOn: string;
}

/** A print-at-home card replaced (`ops reissue`, the staff console): the new card's link. */
export interface CardReissuedData {
  orderIdentifier: string;
  recipientName: string;
  reissuedAt: string;
  /** The new card's download token, AES-GCM under the code vault's key (revealed by the sender). */
  download: { tokenCiphertext: string };
  /** Filled by the sender at rendering time from `download`; never stored in the row's data. */
  downloadUrl?: string;
}

/** A one-time staff sign-in link; the token is kept encrypted in the row and revealed by the sender. */
export interface StaffSignInData {
  /** The link's token, AES-GCM under the code vault's key. */
  tokenCiphertext: string;
  expiresAt: string;
  /** How long the link works from when it was sent. */
  validMinutes: number;
  /** 'invite' (a new account's first sign-in) or 'sign-in' (asked for on the sign-in page). */
  reason: 'invite' | 'sign-in';
  /** Filled by the sender at rendering time; never stored in the row's data. */
  signInUrl?: string;
}

/** A giver's part of a group card paid: their own receipt with the tax acknowledgment. */
export interface ContributionReceiptData {
  /** `C-<id>`. */
  receiptNumber: string;
  giverName: string;
  recipientName: string;
  amountCents: number;
  paidAt: string;
  /** When the group closes (ISO instant). */
  closesAt: string;
}

/** A mailed group card's postage, paid by its organizer when starting it: a receipt of its own. */
export interface PostageReceiptData {
  /** `P-<group id>`. */
  receiptNumber: string;
  /** The card's order number. */
  orderIdentifier: string;
  recipientName: string;
  amountCents: number;
  paidAt: string;
  /** When the group closes (ISO instant). */
  closesAt: string;
}

/**
 * What a group's organizer and givers are told: the group started (to the organizer, with both
 * links, kept encrypted in the row and revealed by the sender), closed (with the total and the
 * givers), closed with nothing given, cancelled, or a giver's part refunded (cancelled, or paid
 * after the group had closed).
 */
export interface GroupNoticeData {
  what: 'started' | 'closed' | 'closed-empty' | 'cancelled' | 'refunded';
  recipientName: string;
  closesAt: string;
  totalCents?: number;
  givers?: string[];
  /** A refund: the part given back and why. */
  amountCents?: number;
  refundReason?: 'cancelled' | 'late';
  /** Closed with no part, or cancelled: the postage the organizer paid, refunded (a mailed card). */
  postageCents?: number;
  /**
   * The links' tokens, AES-GCM under the code vault's key: started, the share link and the
   * organizer's; closed, the gift's page and (printed at home) the card's download.
   */
  links?: {
    shareCiphertext?: string;
    organizerCiphertext?: string;
    purchaserCiphertext?: string;
    downloadCiphertext?: string;
  };
  /** Filled by the sender at rendering time; never stored in the row's data. */
  shareUrl?: string;
  organizerUrl?: string;
  purchaserUrl?: string;
  downloadUrl?: string;
}

export interface MailDataByKind {
  ecard: EcardData;
  'ecard-sent': EcardSentData;
  'order-receipt': OrderReceiptData;
  'order-shipped': OrderShippedData;
  'gift-opened': GiftOpenedData;
  'donation-receipt': DonationReceiptData;
  'gift-reminder': GiftReminderData;
  'backup-notice': BackupNoticeData;
  'gift-reached': GiftReachedData;
  'payout-reversed': PayoutReversedData;
  'card-reissued': CardReissuedData;
  'staff-sign-in': StaffSignInData;
  'contribution-receipt': ContributionReceiptData;
  'postage-receipt': PostageReceiptData;
  'group-notice': GroupNoticeData;
}
