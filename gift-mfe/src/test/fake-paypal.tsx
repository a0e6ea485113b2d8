/**
 * Stands in for the PayPal buttons in jsdom (which cannot run PayPal's SDK): the same props as
 * the shared PayPalCheckout, driven by buttons named like the local PayPal stand-in's dialog.
 */
import type { PayPalCheckoutButtonsProps } from '@littlegivers/shared/ui/PayPalCheckout';
import { useState } from 'react';

export function FakePayPalCheckout({
  createOrder,
  onApprove,
  onCancel,
  onError,
  disabled,
}: PayPalCheckoutButtonsProps) {
  const [payPalOrderId, setPayPalOrderId] = useState<string | null>(null);
  return (
    <div>
      <button
        type="button"
        disabled={disabled}
        onClick={async () => {
          try {
            setPayPalOrderId(await createOrder());
          } catch (error) {
            onError?.(error);
          }
        }}
      >
        Pay with PayPal
      </button>
      {payPalOrderId ? (
        <div role="dialog" aria-label="PayPal test checkout">
          <button
            type="button"
            onClick={async () => {
              setPayPalOrderId(null);
              await onApprove({ orderID: payPalOrderId, payerID: 'PAYER-1' });
            }}
          >
            Approve payment
          </button>
          <button
            type="button"
            onClick={() => {
              setPayPalOrderId(null);
              onCancel?.();
            }}
          >
            Cancel payment
          </button>
          <button
            type="button"
            onClick={() => {
              setPayPalOrderId(null);
              onError?.(new Error('provider error'));
            }}
          >
            Simulate error
          </button>
        </div>
      ) : null}
    </div>
  );
}
