/**
 * A stand-in for the PayPal SDK behind shared/ui/PayPalCheckout, for component tests (jsdom cannot
 * load PayPal's script). It keeps the SDK's contract: the button calls createOrder; a rejected
 * createOrder goes to onError; once the order exists the buyer can approve (onApprove, whose
 * rejection also goes to onError), cancel (onCancel) or hit an error (onError).
 */
import type { PayPalCheckoutButtonsProps } from '@littlegivers/shared/ui/PayPalCheckout';
import { type ReactNode, useState } from 'react';

export function PayPalProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

export function PayPalCheckoutButtons({
  createOrder,
  onApprove,
  onCancel,
  onError,
  label,
}: PayPalCheckoutButtonsProps) {
  const [orderId, setOrderId] = useState<string | null>(null);
  return (
    <section aria-label={label}>
      <button
        type="button"
        onClick={() => {
          createOrder().then(setOrderId, (error: unknown) => onError?.(error));
        }}
      >
        Pay with PayPal
      </button>
      {orderId ? (
        <div role="dialog" aria-label="PayPal test checkout">
          <button
            type="button"
            onClick={() => {
              setOrderId(null);
              onApprove({ orderID: orderId, payerID: 'PAYER-42' }).catch((error: unknown) => onError?.(error));
            }}
          >
            Approve payment
          </button>
          <button
            type="button"
            onClick={() => {
              setOrderId(null);
              onCancel?.();
            }}
          >
            Cancel payment
          </button>
          <button
            type="button"
            onClick={() => {
              setOrderId(null);
              onError?.(new Error('simulated SDK error'));
            }}
          >
            Simulate error
          </button>
        </div>
      ) : null}
    </section>
  );
}
