/**
 * Settling payments. An order or donation counts as paid only when the server's own PayPal
 * capture is COMPLETED for exactly the stored amount in USD. Marking paid is a conditional
 * update inside a transaction, so a replayed or concurrent capture changes nothing, and the
 * order's redemption code is issued in that same transaction.
 */
import { generateRedemptionCode } from '@littlegivers/shared/redemption-code';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { donations, orders, redemptions } from '../db/schema';
import type { CodeVault } from '../lib/code-vault';
import { HttpError } from '../lib/http-error';
import { queueDonationReceipt, queueOrderReceipt } from '../mail/events';
import { type CaptureOutcome, firstCapture, type PayPalCapture, type PayPalClient } from '../paypal/client';

export interface PaymentDeps {
  db: Db;
  paypal: PayPalClient;
  vault: CodeVault;
}

/** The reason a declined payment gives (the gift flow shows it under its alert). */
export const PAYMENT_DECLINED_MESSAGE = 'your payment was declined. please try another card or payment method.';

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

/** A completed capture and the payer's email as PayPal reported it (for the donation receipt). */
export type CompletedCapture = PayPalCapture & { payerEmail: string | null };

/** Captures (idempotently) and returns the completed capture, or throws the HTTP answer to give. */
export async function captureFor(deps: PaymentDeps, payable: Payable): Promise<CompletedCapture> {
  let outcome: CaptureOutcome;
  try {
    outcome = await deps.paypal.captureOrder(payable.paypalOrderId, captureRequestId(payable));
  } catch {
    throw new HttpError(502, 'The payment provider could not be reached. Please try again.');
  }
  if (outcome.kind === 'already-captured') {
    const order = await deps.paypal.getOrder(payable.paypalOrderId).catch(() => null);
    const capture = order ? firstCapture(order) : undefined;
    if (order?.status === 'COMPLETED' && capture?.status === 'COMPLETED')
      outcome = { kind: 'completed', order, capture };
    else throw new HttpError(402, 'The payment was not completed.');
  }
  switch (outcome.kind) {
    case 'completed':
      if (!matchesAmount(outcome.capture, payable.totalCents)) {
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

/** Marks an order paid and issues its code, once. Returns false when it was already paid. */
export async function markOrderPaid(
  deps: Pick<PaymentDeps, 'db' | 'vault'>,
  orderId: number,
  payment: { method: 'paypal' | 'skipped'; captureId?: string | null; paymentData?: unknown },
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(orders)
      .set({
        status: 'paid',
        paymentMethod: payment.method,
        paypalCaptureId: payment.captureId ?? null,
        paymentData: payment.paymentData ?? null,
        paidAt: new Date(),
      })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'prePaymentAuthorization')))
      .returning({ id: orders.id, giftCents: orders.giftCents });
    const order = updated[0];
    if (!order) return false;
    const code = generateRedemptionCode();
    await tx.insert(redemptions).values({
      orderId: order.id,
      codeHash: deps.vault.hash(code),
      codeCiphertext: deps.vault.encrypt(code),
      amountCents: order.giftCents,
    });
    await queueOrderReceipt(tx, order.id); // mail: the receipt, in this transaction
    return true;
  });
}

export async function markDonationPaid(
  db: Db,
  donationId: number,
  payment: { captureId: string; paymentData?: unknown; payerEmail?: string | null },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(donations)
      .set({
        status: 'paid',
        paypalCaptureId: payment.captureId,
        paymentData: payment.paymentData ?? null,
        paidAt: new Date(),
      })
      .where(and(eq(donations.id, donationId), eq(donations.status, 'prePaymentAuthorization')))
      .returning({ id: donations.id, amountCents: donations.amountCents, paidAt: donations.paidAt });
    if (updated[0]) await queueDonationReceipt(tx, updated[0], payment.payerEmail); // mail: the receipt
    return updated.length > 0;
  });
}

/** Settles whatever record a PayPal order belongs to (webhook and reconciliation). */
export async function settleByPayPalOrderId(
  deps: PaymentDeps,
  paypalOrderId: string,
): Promise<'paid' | 'unknown' | 'skipped'> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.paypalOrderId, paypalOrderId));
  if (order) {
    if (order.status === 'paid') return 'paid';
    const capture = await captureFor(deps, {
      kind: 'order',
      id: order.id,
      paypalOrderId,
      totalCents: order.totalCents,
    });
    await markOrderPaid(deps, order.id, { method: 'paypal', captureId: capture.id });
    return 'paid';
  }
  const [donation] = await deps.db.select().from(donations).where(eq(donations.paypalOrderId, paypalOrderId));
  if (donation) {
    if (donation.status === 'paid') return 'paid';
    const capture = await captureFor(deps, {
      kind: 'donation',
      id: donation.id,
      paypalOrderId,
      totalCents: donation.amountCents,
    });
    await markDonationPaid(deps.db, donation.id, { captureId: capture.id, payerEmail: capture.payerEmail });
    return 'paid';
  }
  return 'unknown';
}
