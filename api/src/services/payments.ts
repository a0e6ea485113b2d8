/**
 * Paying. An order or donation counts as paid only when the server's own PayPal capture is
 * COMPLETED for exactly the stored amount in USD. Marking paid is one conditional update
 * (repositories/payable.ts) inside a transaction, so a replayed or concurrent capture changes
 * nothing, and an order's redemption code is issued (services/redemption-codes.ts) in that same
 * transaction. The routes, the webhook and the reconciliation all settle through `settle`.
 * Every PayPal failure of a capture or of a donation's creation is logged once, here, with PayPal's
 * status, issue and debug id and the record's kind and id: never the payer or the buyer.
 */
import type { DonationPaymentData } from '@littlegivers/shared/contract/schemas/donation-payment-data';
import type { OrderPaymentData } from '@littlegivers/shared/contract/schemas/order-payment-data';
import { type AnswerSettings, deliveryApi } from '../delivery';
import type { CodeVault } from '../lib/code-vault';
import { HttpError } from '../lib/http-error';
import { isProviderUnavailable, UnavailableError } from '../lib/unavailable';
import {
  type CaptureOutcome,
  firstCapture,
  type PayPalCapture,
  type PayPalClient,
  PayPalError,
  type PayPalFailure,
} from '../paypal/client';
import type { Repositories } from '../repositories';
import type { DonationRow } from '../repositories/donations';
import type { OrderRow } from '../repositories/orders';
import type { CardDownloadService } from './card-download';
import { queueDonationReceipt, queueOrderReceipt } from './mail-events';
import { issuePurchaserLink } from './purchaser-link';
import { newStoredCode } from './redemption-codes';

/** The reason a declined payment gives (the gift flow shows it under its alert). */
export const PAYMENT_DECLINED_MESSAGE = 'your payment was declined. please try another card or payment method.';

export function centsToValue(cents: number): string {
  return (cents / 100).toFixed(2);
}

function matchesAmount(capture: PayPalCapture, cents: number): boolean {
  return capture.amount?.currency_code === 'USD' && Math.round(Number(capture.amount.value) * 100) === cents;
}

/**
 * What is paid through PayPal: an order, a donation, a giver's part of a group card, or a mailed
 * group card's postage (services/groups.ts).
 */
export type Payable = {
  kind: 'order' | 'donation' | 'contribution' | 'postage';
  id: number;
  paypalOrderId: string;
  totalCents: number;
};

/** PayPal-Request-Id of the capture of one record: the same on every retry, by any process. */
export function captureRequestId(payable: Pick<Payable, 'kind' | 'id'>): string {
  return `lg-capture-${payable.kind}-${payable.id}`;
}

/** An order or a donation as something paid through PayPal. */
type PayableRecord = Omit<Payable, 'paypalOrderId' | 'kind'> & {
  kind: 'order' | 'donation';
  paypalOrderId: string | null;
  status: string;
};

const payableOrder = (order: OrderRow): PayableRecord => ({
  kind: 'order',
  id: order.id,
  paypalOrderId: order.paypalOrderId,
  totalCents: order.totalCents,
  status: order.status,
});

const payableDonation = (donation: DonationRow): PayableRecord => ({
  kind: 'donation',
  id: donation.id,
  paypalOrderId: donation.paypalOrderId,
  totalCents: donation.amountCents,
  status: donation.status,
});

/** What is kept of the browser's payment data: who paid at PayPal, for the record (spec field names). */
const RECORDED_FIELDS = [
  'payerId',
  'payerEmail',
  'payerFirstName',
  'payeerFirstName',
  'payerLastName',
  'intent',
  'state',
  'createTime',
] as const;
export type PaymentRecord = Partial<Record<(typeof RECORDED_FIELDS)[number], string>>;

/**
 * Reduces the payment data (already validated: clean, bounded strings) to the record, before
 * anything is captured. PayPal's free-form `transactions` and `cart` are not kept.
 */
export function paymentRecord(data: OrderPaymentData | DonationPaymentData): PaymentRecord {
  const record: PaymentRecord = {};
  for (const field of RECORDED_FIELDS) {
    const value = (data as Record<string, unknown>)[field];
    if (typeof value === 'string') record[field] = value;
  }
  return record;
}

export const PROVIDER_UNREACHABLE = 'The payment provider could not be reached. Please try again.';

/** Where PayPal's failures are logged (the API's logger; silent in `ops`). */
export interface PaymentLog {
  warn: (object: Record<string, unknown>, message: string) => void;
  error: (object: Record<string, unknown>, message: string) => void;
}

const silentLog: PaymentLog = { warn: () => {}, error: () => {} };

export interface PaymentDeps {
  log?: PaymentLog;
  repositories: Repositories;
  paypal: PayPalClient;
  vault: CodeVault;
  /** Business days from payment until the card is mailed (the thank-you step says when). */
  cardMailBusinessDays: number;
  /** Print-at-home links (the paid answer gives the order's). */
  cardDownloads: CardDownloadService;
}

export function createPaymentService({
  log = silentLog,
  repositories,
  paypal,
  vault,
  cardMailBusinessDays,
  cardDownloads,
}: PaymentDeps) {
  const answerSettings: AnswerSettings = { cardMailBusinessDays, cardDownloads };

  /**
   * The one log line of a PayPal failure: what was asked (`capture`, `create`, `lookup`), of which
   * record, and what PayPal answered (status, issue, debug id), or the error when it could not be
   * reached. A decline, a buyer who has not approved, a pending capture are warnings; the rest errors.
   */
  function logFailure(
    call: 'capture' | 'create' | 'lookup',
    record: Pick<Payable, 'kind' | 'id'>,
    outcome: { kind: string; failure?: PayPalFailure; error?: unknown },
  ) {
    const expected = ['declined', 'not-approved', 'pending'].includes(outcome.kind);
    const fields = {
      paypalCall: call,
      record: `${record.kind} ${record.id}`,
      outcome: outcome.kind,
      ...(outcome.failure ? { paypal: outcome.failure } : {}),
      ...(outcome.error ? { err: outcome.error } : {}),
    };
    log[expected ? 'warn' : 'error'](fields, `PayPal ${call} failed`);
  }

  /**
   * Captures (idempotently) and returns the completed capture with the payer's email as PayPal
   * reported it (the donation receipt goes there), or throws the HTTP answer to give.
   */
  async function capture(payable: Payable): Promise<PayPalCapture & { payerEmail: string | null }> {
    let outcome: CaptureOutcome;
    try {
      outcome = await paypal.captureOrder(payable.paypalOrderId, captureRequestId(payable));
    } catch (error) {
      logFailure('capture', payable, { kind: 'unreachable', error });
      // PayPal down for a moment: 503, and the retry captures with the same request id.
      if (isProviderUnavailable(error)) throw new UnavailableError('payment provider', PROVIDER_UNREACHABLE);
      throw new HttpError(502, PROVIDER_UNREACHABLE);
    }
    if (outcome.kind === 'already-captured') {
      // Captured before (another process, an earlier try): PayPal's order says whether it completed.
      const order = await paypal.getOrder(payable.paypalOrderId).catch((error: unknown) => {
        logFailure('lookup', payable, {
          kind: 'error',
          ...(error instanceof PayPalError
            ? { failure: { status: error.status, issue: error.issue, debugId: error.debugId } }
            : { error }),
        });
        return null;
      });
      const completed = order ? firstCapture(order) : undefined;
      if (order?.status === 'COMPLETED' && completed?.status === 'COMPLETED')
        outcome = { kind: 'completed', order, capture: completed };
      else {
        if (order) logFailure('capture', payable, outcome);
        throw new HttpError(402, 'The payment was not completed.');
      }
    }
    if (outcome.kind !== 'completed') logFailure('capture', payable, outcome);
    if (outcome.kind === 'error' && outcome.failure.status === 503)
      throw new UnavailableError('payment provider', PROVIDER_UNREACHABLE);
    switch (outcome.kind) {
      case 'completed':
        if (!matchesAmount(outcome.capture, payable.totalCents)) {
          logFailure('capture', payable, { kind: 'amount-mismatch' });
          throw new HttpError(422, 'The captured amount does not match the order total.');
        }
        return { ...outcome.capture, payerEmail: outcome.order.payer?.email_address ?? null };
      case 'declined':
        throw new HttpError(402, PAYMENT_DECLINED_MESSAGE);
      case 'pending':
        throw new HttpError(402, 'The payment is not completed yet.');
      case 'not-approved':
        throw new HttpError(422, 'The payment has not been approved by the buyer.');
      default:
        throw new HttpError(502, 'The payment provider answered with an error. Please try again.');
    }
  }

  /**
   * Marks an order paid, issues its code (and, printed at home, its download link) and queues its
   * receipt, once, in one transaction. Returns false when it was already paid.
   */
  function markOrderPaid(
    orderId: number,
    payment: { method: 'paypal' | 'skipped'; captureId?: string | null; paymentData?: PaymentRecord | null },
  ): Promise<boolean> {
    return repositories.transaction(async (tx) => {
      const order = await tx.orders.markPaid(orderId, {
        paymentMethod: payment.method,
        paypalCaptureId: payment.captureId ?? null,
        paymentData: payment.paymentData ?? null,
      });
      if (!order) return false;
      await tx.redemptions.insertCode(order.id, order.giftCents, newStoredCode(vault));
      const { download } = await deliveryApi(order.delivery).onPaid(tx, order, order.paidAt ?? new Date(), { vault });
      const purchaserLink = await issuePurchaserLink(tx, vault, order.id);
      await queueOrderReceipt(tx, order.id, { vault, download, purchaserLink }); // mail: the receipt, in this transaction
      return true;
    });
  }

  /** Marks a donation paid and queues its receipt to the payer's email (if PayPal gave one), once. */
  function markDonationPaid(
    donationId: number,
    payment: { captureId: string; paymentData?: PaymentRecord | null; payerEmail: string | null },
  ): Promise<boolean> {
    return repositories.transaction(async (tx) => {
      const donation = await tx.donations.markPaid(donationId, {
        paypalCaptureId: payment.captureId,
        paymentData: payment.paymentData ?? null,
      });
      if (!donation) return false;
      await queueDonationReceipt(tx, donation, payment.payerEmail); // mail: the receipt
      return true;
    });
  }

  /** Marks a captured record paid (once), keeping the payment record when given. */
  async function markCaptured(
    payable: Payable,
    capture: { captureId: string; payerEmail: string | null },
    paymentData: PaymentRecord | null,
  ): Promise<void> {
    const { captureId, payerEmail } = capture;
    if (payable.kind === 'order') await markOrderPaid(payable.id, { method: 'paypal', captureId, paymentData });
    else await markDonationPaid(payable.id, { captureId, paymentData, payerEmail });
  }

  /**
   * The one way to mark a record paid through PayPal: capture it, then mark it (once). Once PayPal
   * says COMPLETED the buyer has paid, so the buyer's data cannot stop the record being paid: if
   * storing it fails, the record is marked paid without it (the capture id is what counts).
   */
  async function settle(payable: Payable, paymentData?: PaymentRecord | null): Promise<void> {
    const { id: captureId, payerEmail } = await capture(payable);
    const captured = { captureId, payerEmail };
    if (!paymentData) return markCaptured(payable, captured, null);
    try {
      await markCaptured(payable, captured, paymentData);
    } catch {
      await markCaptured(payable, captured, null);
    }
  }

  /** The paid answer with the receipt's facts (the thank-you step shows them). */
  async function paidAnswer(order: OrderRow, fallbackMethod: 'paypal' | 'skipped') {
    const paid = (await repositories.orders.findById(order.id)) ?? order;
    const answer = {
      status: 'paid' as const,
      orderIdentifier: order.orderIdentifier,
      paymentMethod: paid.paymentMethod ?? fallbackMethod,
      total: paid.totalCents / 100,
      delivery: paid.delivery,
    };
    return { ...answer, ...(await deliveryApi(paid.delivery).paidAnswer(repositories, paid, answerSettings)) };
  }

  /** The PayPal order id sent must be the record's own; then it is settled unless already paid. */
  async function payWith(record: PayableRecord, payPalId: string, paymentData: PaymentRecord) {
    if (!record.paypalOrderId || record.paypalOrderId !== payPalId) {
      throw new HttpError(400, `payPalId: does not belong to this ${record.kind}`);
    }
    if (record.status === 'paid') return;
    // Before the capture: should this process die in it, reconciliation settles this record first.
    await repositories.reconcile.reportApproval(record);
    await settle({ ...record, paypalOrderId: record.paypalOrderId }, paymentData);
  }

  return {
    settle,
    /** Captures (idempotently) for exactly the amount, or throws the HTTP answer (a group's part: services/groups.ts). */
    capture,
    logFailure,
    markOrderPaid,

    /** POST /Order/{id}/paypalData: the order paid (captured now, or earlier). */
    async payOrder(orderId: number, data: OrderPaymentData) {
      const paymentData = paymentRecord(data);
      const order = await repositories.orders.findById(orderId);
      if (!order) throw new HttpError(404, 'Order not found');
      await payWith(payableOrder(order), data.payPalId, paymentData);
      return paidAnswer(order, 'paypal');
    },

    /** Non-production: the order paid without PayPal (its code issued all the same). */
    async skipPayment(orderId: number) {
      const order = await repositories.orders.findById(orderId);
      if (!order) throw new HttpError(404, 'Order not found');
      await markOrderPaid(order.id, { method: 'skipped' });
      return paidAnswer(order, 'skipped');
    },

    /** A support donation and its PayPal order (nothing kept when PayPal cannot be reached). */
    async createDonation(input: { amountCents: number; message: string | null }) {
      const donation = await repositories.donations.create(input);
      let paypalOrderId: string;
      try {
        const paypalOrder = await paypal.createOrder({
          amount: centsToValue(input.amountCents),
          referenceId: `DONATION-${donation.id}`,
          description: 'Donation to Little Givers',
          requestId: `lg-create-donation-${donation.id}`,
        });
        paypalOrderId = paypalOrder.id;
      } catch (error) {
        logFailure('create', { kind: 'donation', id: donation.id }, { kind: 'error', error });
        await repositories.donations.remove(donation.id);
        throw new HttpError(502, PROVIDER_UNREACHABLE);
      }
      await repositories.donations.setPayPalOrderId(donation.id, paypalOrderId);
      return { donation, paypalOrderId };
    },

    /** POST /donation/{id}/paypalData. */
    async payDonation(donationId: number, data: DonationPaymentData) {
      const paymentData = paymentRecord(data);
      const donation = await repositories.donations.findById(donationId);
      if (!donation) throw new HttpError(404, 'Donation not found');
      await payWith(payableDonation(donation), data.payPalId, paymentData);
      return donation;
    },

    /**
     * Settles whatever record a PayPal order belongs to (webhook and reconciliation). `reported`:
     * PayPal has just told of the buyer's approval (a webhook), recorded before the capture.
     */
    async settleByPayPalOrderId(paypalOrderId: string, { reported = false } = {}): Promise<'paid' | 'unknown'> {
      const order = await repositories.orders.findByPayPalOrderId(paypalOrderId);
      const donation = order ? undefined : await repositories.donations.findByPayPalOrderId(paypalOrderId);
      const record = order ? payableOrder(order) : donation ? payableDonation(donation) : undefined;
      if (!record) return 'unknown';
      if (record.status === 'paid') return 'paid';
      if (reported) await repositories.reconcile.reportApproval(record);
      await settle({ ...record, paypalOrderId });
      return 'paid';
    },

    paypal,
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
