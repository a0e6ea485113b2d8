import { buildOrderPayload, type ShippingChoice } from '@littlegivers/shared/contract/order-payload';
import { type CardType, customMessageCardType } from '@littlegivers/shared/contract/schemas/card-type';
import type { CardForm } from '@littlegivers/shared/contract/schemas/gift-card-info';
import type { OrderPaymentResult } from '@littlegivers/shared/contract/schemas/order-payment-data';
import type { Delivery } from '@littlegivers/shared/contract/schemas/package';
import { isRefusedPayment } from '@littlegivers/shared/web/api/refused-payment';
import { useCallback, useRef, useState } from 'react';
import {
  confirmPayment,
  declineReason,
  orderRefusalReason,
  type PostedOrder,
  postOrderOnce,
  skipOrderPayment,
} from '../api/order-payment';

/** What the payment needs: the gift, its order (if posted) and what to tell the flow. */
export interface PaymentOptions {
  card: CardForm;
  /** A mailed card's ship-to and package, or only the package of a card printed at home. */
  shipping: ShippingChoice;
  delivery: Delivery;
  cardTypes: readonly CardType[];
  /** The order already posted for this gift (restored after a reload), if any. */
  order: PostedOrder | null;
  onOrderCreated: (order: PostedOrder) => void;
  onOrderDiscarded: () => void;
  onPaid: (order: PostedOrder, result: OrderPaymentResult) => void;
}

/**
 * The payment sequence of spec 4: the order is posted (status 'prePaymentAuthorization'),
 * PayPal approves, the payment data is posted and the flow advances only on the server's
 * confirmed capture. Any failure raises the error alert (a decline with the server's reason); a
 * buyer who closes PayPal's window has not failed: the step stays as it was, without an alert.
 */
export function usePayment({
  card,
  shipping,
  delivery,
  cardTypes,
  order,
  onOrderCreated,
  onOrderDiscarded,
  onPaid,
}: PaymentOptions) {
  const [failed, setFailed] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const orderRef = useRef<PostedOrder | null>(order);
  orderRef.current = orderRef.current ?? order;

  const ensureOrder = useCallback(async () => {
    const payload = buildOrderPayload(card, shipping, {
      customMessageCardTypeId: customMessageCardType(cardTypes)?.id ?? null,
      delivery,
    });
    const posted = await postOrderOnce(payload, orderRef.current);
    if (posted !== orderRef.current) {
      orderRef.current = posted;
      onOrderCreated(posted);
    }
    return posted;
  }, [card, shipping, delivery, cardTypes, onOrderCreated]);

  const fail = useCallback(() => setFailed(true), []);

  const createOrder = useCallback(async () => {
    setFailed(false);
    setReason(null);
    try {
      return (await ensureOrder()).payPalOrderId;
    } catch (error) {
      setReason(orderRefusalReason(error));
      setFailed(true);
      throw error;
    }
  }, [ensureOrder]);

  const onApprove = useCallback(
    async (approval: { orderID: string; payerID?: string | null }) => {
      const current = orderRef.current;
      if (!current || current.payPalOrderId !== approval.orderID) {
        setFailed(true);
        return;
      }
      setBusy(true);
      try {
        onPaid(current, await confirmPayment(current, approval));
      } catch (error) {
        setReason(declineReason(error));
        if (isRefusedPayment(error)) {
          // Declined: nothing was captured, so the next try may start a new order.
          orderRef.current = null;
          onOrderDiscarded();
        }
        setFailed(true);
      } finally {
        setBusy(false);
      }
    },
    [onPaid, onOrderDiscarded],
  );

  const skip = useCallback(async () => {
    setFailed(false);
    setReason(null);
    setBusy(true);
    try {
      const current = await ensureOrder();
      onPaid(current, await skipOrderPayment(current));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }, [ensureOrder, onPaid]);

  return {
    failed,
    reason,
    busy,
    dismiss: useCallback(() => setFailed(false), []),
    createOrder,
    onApprove,
    /** The buyer closed PayPal's window: not an error (the same order is paid on the next try). */
    onCancel: useCallback(() => {}, []),
    onError: fail,
    skip,
  };
}
