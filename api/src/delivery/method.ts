/**
 * What the API does differently per delivery method (the shared definition of each method is in
 * shared/src/contract/delivery.ts): what is stored with a new order, what paying issues, what the
 * paid answer adds, what a reissued code does. One module per method: ./post.ts,
 * ./print-at-home.ts, ./email.ts; ./index.ts picks one.
 */

import type { OrderPayload } from '@littlegivers/shared/contract/schemas/order';
import type { OrderPaymentResult } from '@littlegivers/shared/contract/schemas/order-payment-data';
import type { CodeVault } from '../lib/code-vault';
import type { OrderReceiptData } from '../mail/message-data';
import type { Repositories } from '../repositories';
import type { OrderRow } from '../repositories/orders';
import type { CardDownloadService } from '../services/card-download';

/** What paying needs. */
export interface PaidSettings {
  vault: CodeVault;
}

/** What the paid answer needs. */
export interface AnswerSettings {
  /** Business days from payment until a posted card is mailed. */
  cardMailBusinessDays: number;
  /** Print-at-home links. */
  cardDownloads: CardDownloadService;
}

/** What a reissue needs. */
export interface ReissueSettings {
  vault: CodeVault;
  /** The API's origin (download links). */
  publicUrl: string;
  /** The shell's origin (page links). */
  siteUrl: string;
}

/** What the order receipt says of the method: what happens next, when and to whom. */
export interface ReceiptWords {
  /** The inbox preview's end, after "Order LG-…: $21.00 charged, ". `mailBy`: a posted card's mailing day (YYYY-MM-DD). */
  preview(data: OrderReceiptData, mailBy: string): string;
  /** The label of the receipt's line for what the delivery cost. */
  costLabel(data: OrderReceiptData): string;
}

/** What a reminder says of the method. */
export interface ReminderWords {
  /** Where the child's code is, ending "type the code …" (`reissued`: a new card replaced the first). */
  whereTheCodeIs(reissued: boolean): string;
}

export interface DeliveryApi {
  /** The receipt's words for this method. */
  receipt: ReceiptWords;
  /** The reminders' words for this method. */
  reminder: ReminderWords;
  /** Stores what the method needs with a new order (in the order's transaction). */
  onCreate(tx: Repositories, order: OrderRow, payload: OrderPayload): Promise<void>;
  /**
   * In the transaction that marks the order paid, after its code: issues what the method needs;
   * returns the print-at-home download token for the receipt, when there is one.
   */
  onPaid(tx: Repositories, order: OrderRow, paidAt: Date, settings: PaidSettings): Promise<{ download?: string }>;
  /** The paid answer's fields of the method (the thank-you step shows them). */
  paidAnswer(
    repositories: Repositories,
    order: OrderRow,
    settings: AnswerSettings,
  ): Promise<Partial<OrderPaymentResult>>;
  /**
   * A reissued code (in its transaction): what else changes. Returns what the operator is told:
   * a link to send (print at home), or that the card was queued again.
   */
  onReissue(
    tx: Repositories,
    order: OrderRow,
    now: Date,
    settings: ReissueSettings,
  ): Promise<{ downloadUrl?: string; ecardUrl?: string }>;
  /** Whether `ops reissue` refuses a second run while the last reissued card has not been printed. */
  waitsForPrinting: boolean;
}
