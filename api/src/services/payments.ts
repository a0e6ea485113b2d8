/**
 * Paying. An order or donation counts as paid only when the server's own PayPal capture is
 * COMPLETED for exactly the stored amount in USD. Marking paid is one conditional update
 * (repositories/payable.ts) inside a transaction, so a replayed or concurrent capture changes
 * nothing, and an order's redemption code is issued (services/redemption-codes.ts) in that same
 * transaction. The routes, the webhook and the reconciliation all settle through `settle`.
 */
import type { CodeVault } from '../lib/code-vault';
import { HttpError } from '../lib/http-error';
import { type CaptureOutcome, firstCapture, type PayPalCapture, type PayPalClient } from '../paypal/client';
import type { Repositories } from '../repositories';
import type { DonationRow } from '../repositories/donations';
import type { OrderRow } from '../repositories/orders';
import { newStoredCode } from './redemption-codes';

export function centsToValue(cents: number): string {
  return (cents / 100).toFixed(2);
}

function matchesAmount(capture: PayPalCapture, cents: number): boolean {
  return capture.amount?.currency_code === 'USD' && Math.round(Number(capture.amount.value) * 100) === cents;
}

type Payable = { kind: 'order' | 'donation'; id: number; paypalOrderId: string; totalCents: number };

/** PayPal-Request-Id of the capture of one record: the same on every retry, by any process. */
export function captureRequestId(payable: Pick<Payable, 'kind' | 'id'>): string {
  return `lg-capture-${payable.kind}-${payable.id}`;
}

/** An order or a donation as something paid through PayPal. */
type PayableRecord = Omit<Payable, 'paypalOrderId'> & { paypalOrderId: string | null; status: string };

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

export const PROVIDER_UNREACHABLE = 'The payment provider could not be reached. Please try again.';

export interface PaymentDeps {
  repositories: Repositories;
  paypal: PayPalClient;
  vault: CodeVault;
}

export function createPaymentService({ repositories, paypal, vault }: PaymentDeps) {
  /** Captures (idempotently) and returns the completed capture, or throws the HTTP answer to give. */
  async function capture(payable: Payable): Promise<PayPalCapture> {
    let outcome: CaptureOutcome;
    try {
      outcome = await paypal.captureOrder(payable.paypalOrderId, captureRequestId(payable));
    } catch {
      throw new HttpError(502, PROVIDER_UNREACHABLE);
    }
    if (outcome.kind === 'already-captured') {
      const order = await paypal.getOrder(payable.paypalOrderId).catch(() => null);
      const completed = order ? firstCapture(order) : undefined;
      if (order?.status === 'COMPLETED' && completed?.status === 'COMPLETED')
        outcome = { kind: 'completed', order, capture: completed };
      else throw new HttpError(402, 'The payment was not completed.');
    }
    switch (outcome.kind) {
      case 'completed':
        if (!matchesAmount(outcome.capture, payable.totalCents)) {
          throw new HttpError(422, 'The captured amount does not match the order total.');
        }
        return outcome.capture;
      case 'declined':
        throw new HttpError(402, 'The payment was declined. Please try another payment method.');
      case 'pending':
        throw new HttpError(402, 'The payment is not completed yet.');
      case 'not-approved':
        throw new HttpError(422, 'The payment has not been approved by the buyer.');
      default:
        throw new HttpError(502, 'The payment provider answered with an error. Please try again.');
    }
  }

  /** Marks an order paid and issues its code, once. Returns false when it was already paid. */
  function markOrderPaid(
    orderId: number,
    payment: { method: 'paypal' | 'skipped'; captureId?: string | null; paymentData?: unknown },
  ): Promise<boolean> {
    return repositories.transaction(async (tx) => {
      const order = await tx.orders.markPaid(orderId, {
        paymentMethod: payment.method,
        paypalCaptureId: payment.captureId ?? null,
        paymentData: payment.paymentData ?? null,
      });
      if (!order) return false;
      await tx.redemptions.insertCode(order.id, order.giftCents, newStoredCode(vault));
      return true;
    });
  }

  /** The one way to mark a record paid through PayPal: capture it, then mark it (once). */
  async function settle(payable: Payable, paymentData?: unknown): Promise<void> {
    const { id: captureId } = await capture(payable);
    const fields = { paypalCaptureId: captureId, paymentData: paymentData ?? null };
    if (payable.kind === 'order') await markOrderPaid(payable.id, { method: 'paypal', captureId, paymentData });
    else await repositories.donations.markPaid(payable.id, fields);
  }

  /** The PayPal order id sent must be the record's own; then it is settled unless already paid. */
  async function payWith(record: PayableRecord, payPalId: string, paymentData: unknown) {
    if (!record.paypalOrderId || record.paypalOrderId !== payPalId) {
      throw new HttpError(400, `payPalId: does not belong to this ${record.kind}`);
    }
    if (record.status !== 'paid') await settle({ ...record, paypalOrderId: record.paypalOrderId }, paymentData);
  }

  return {
    settle,
    markOrderPaid,

    /** POST /Order/{id}/paypalData: the order paid (captured now, or earlier). */
    async payOrder(orderId: number, payPalId: string, paymentData: unknown) {
      const order = await repositories.orders.findById(orderId);
      if (!order) throw new HttpError(404, 'Order not found');
      await payWith(payableOrder(order), payPalId, paymentData);
      const paid = await repositories.orders.findById(orderId);
      return { order, paymentMethod: paid?.paymentMethod ?? 'paypal' };
    },

    /** Non-production: the order paid without PayPal (its code issued all the same). */
    async skipPayment(orderId: number) {
      const order = await repositories.orders.findById(orderId);
      if (!order) throw new HttpError(404, 'Order not found');
      await markOrderPaid(order.id, { method: 'skipped' });
      const paid = await repositories.orders.findById(order.id);
      return { order, paymentMethod: paid?.paymentMethod ?? 'skipped' };
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
      } catch {
        await repositories.donations.remove(donation.id);
        throw new HttpError(502, PROVIDER_UNREACHABLE);
      }
      await repositories.donations.setPayPalOrderId(donation.id, paypalOrderId);
      return { donation, paypalOrderId };
    },

    /** POST /donation/{id}/paypalData. */
    async payDonation(donationId: number, payPalId: string, paymentData: unknown) {
      const donation = await repositories.donations.findById(donationId);
      if (!donation) throw new HttpError(404, 'Donation not found');
      await payWith(payableDonation(donation), payPalId, paymentData);
      return donation;
    },

    /** Settles whatever record a PayPal order belongs to (webhook and reconciliation). */
    async settleByPayPalOrderId(paypalOrderId: string): Promise<'paid' | 'unknown'> {
      const order = await repositories.orders.findByPayPalOrderId(paypalOrderId);
      const donation = order ? undefined : await repositories.donations.findByPayPalOrderId(paypalOrderId);
      const record = order ? payableOrder(order) : donation ? payableDonation(donation) : undefined;
      if (!record) return 'unknown';
      if (record.status !== 'paid') await settle({ ...record, paypalOrderId });
      return 'paid';
    },

    paypal,
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
