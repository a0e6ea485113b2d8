/**
 * The donate page's payment states (spec 4): idle; loading once PayPal asks for the order (the
 * donation record is created, with the server's PayPal order); donated once the approval is
 * posted. A failed create shows the dismissible error and stops loading; a declined capture
 * (authorization failure) shows an error alert and stops loading; PayPal's error callback leaves
 * the page not donated and stops loading.
 */

import type { DonationRequest } from '@littlegivers/shared/contract/schemas/donation';
import type { DonationPaymentData } from '@littlegivers/shared/contract/schemas/donation-payment-data';
import { createDonation } from '@littlegivers/shared/web/api/endpoints/create-donation';
import { saveDonationPaymentData } from '@littlegivers/shared/web/api/endpoints/save-donation-payment-data';
import { isRefusedPayment } from '@littlegivers/shared/web/api/refused-payment';
import type { PayPalApproval } from '@littlegivers/shared/web/ui/PayPalCheckout';
import { useCallback, useReducer, useRef } from 'react';

export type DonateAlert = 'create-failed' | 'authorization-failed' | 'payment-error';

export interface DonationPaymentState {
  status: 'idle' | 'loading' | 'donated';
  donationId: number | null;
  alert: DonateAlert | null;
  /** Bumped on every alert, so a repeated failure shows (and scrolls to) a fresh alert. */
  alertCount: number;
}

type Action =
  | { type: 'start' }
  | { type: 'created'; donationId: number }
  | { type: 'approved' }
  | { type: 'failed'; alert: DonateAlert }
  | { type: 'stopped' }
  | { type: 'donated' }
  | { type: 'dismiss' }
  | { type: 'reset' };

export const initialDonationPaymentState: DonationPaymentState = {
  status: 'idle',
  donationId: null,
  alert: null,
  alertCount: 0,
};

export function donationPaymentReducer(state: DonationPaymentState, action: Action): DonationPaymentState {
  switch (action.type) {
    case 'start':
      return { ...state, status: 'loading', donationId: null, alert: null };
    case 'created':
      return { ...state, donationId: action.donationId };
    case 'approved':
      return { ...state, status: 'loading', alert: null };
    case 'failed':
      return { ...state, status: 'idle', alert: action.alert, alertCount: state.alertCount + 1 };
    case 'stopped':
      return state.status === 'loading' ? { ...state, status: 'idle' } : state;
    case 'donated':
      return { ...state, status: 'donated', alert: null };
    case 'dismiss':
      return { ...state, alert: null };
    case 'reset':
      return { ...initialDonationPaymentState, alertCount: state.alertCount };
  }
}

/** The payment data we post for an approval. The server captures and records PayPal's own details. */
export function donationPaymentData(approval: PayPalApproval, now = new Date()): DonationPaymentData {
  return {
    payPalId: approval.orderID,
    intent: 'CAPTURE',
    state: 'APPROVED',
    cart: null,
    createTime: now.toISOString(),
    transactions: [],
    // Payer fields only when PayPal's payer info has them.
    ...(approval.payerID ? { payerId: approval.payerID } : {}),
  };
}

/**
 * The PayPal callbacks for the donate page. `getRequest` returns the donation to create, or null
 * when no amount is present (then nothing is sent and the payment does not start).
 */
export function useDonationPayment(getRequest: () => Promise<DonationRequest | null>) {
  const [state, dispatch] = useReducer(donationPaymentReducer, initialDonationPaymentState);
  const donationIdRef = useRef<number | null>(null);
  // Set when our own createOrder refused or failed: PayPal then calls onError, which must not
  // replace the message already shown.
  const refusedRef = useRef(false);

  const createOrder = useCallback(async (): Promise<string> => {
    refusedRef.current = false;
    const request = await getRequest();
    if (!request) {
      refusedRef.current = true;
      throw new Error('no donation amount');
    }
    dispatch({ type: 'start' });
    try {
      const donation = await createDonation(request);
      donationIdRef.current = donation.id;
      dispatch({ type: 'created', donationId: donation.id });
      return donation.payPalOrderId;
    } catch (error) {
      console.error('[content-mfe] donation create failed', error);
      refusedRef.current = true;
      dispatch({ type: 'failed', alert: 'create-failed' });
      throw error;
    }
  }, [getRequest]);

  const onApprove = useCallback(async (approval: PayPalApproval): Promise<void> => {
    const donationId = donationIdRef.current;
    dispatch({ type: 'approved' });
    if (donationId !== null) {
      try {
        await saveDonationPaymentData(donationId, donationPaymentData(approval));
      } catch (error) {
        if (isRefusedPayment(error)) {
          console.warn('[content-mfe] donation payment was declined', error);
          dispatch({ type: 'failed', alert: 'authorization-failed' });
          return;
        }
        // Lost or failed: the server still captures approved orders (webhook, reconciliation).
        console.error('[content-mfe] posting the donation payment data failed', error);
      }
    } else {
      console.error('[content-mfe] approval without a donation record', approval.orderID);
    }
    dispatch({ type: 'donated' });
  }, []);

  const onError = useCallback((error: unknown) => {
    if (refusedRef.current) {
      refusedRef.current = false;
      dispatch({ type: 'stopped' });
      return;
    }
    console.error('[content-mfe] PayPal reported an error', error);
    dispatch({ type: 'failed', alert: 'payment-error' });
  }, []);

  const onCancel = useCallback(() => dispatch({ type: 'stopped' }), []);
  const dismissAlert = useCallback(() => dispatch({ type: 'dismiss' }), []);
  const reset = useCallback(() => {
    donationIdRef.current = null;
    dispatch({ type: 'reset' });
  }, []);

  return { state, createOrder, onApprove, onError, onCancel, dismissAlert, reset };
}
