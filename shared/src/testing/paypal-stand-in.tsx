/**
 * The component tests' stand-in for shared/ui/PayPalCheckout (jsdom cannot load PayPal's SDK), used
 * by the gift flow and the support donation page alike:
 *   vi.mock('@littlegivers/shared/web/ui/PayPalCheckout', () => import('@littlegivers/shared/testing/paypal-stand-in'));
 * It keeps the SDK's contract: the button calls createOrder, and a rejected createOrder goes to
 * onError; once the order exists the buyer can approve (onApprove, whose rejection also goes to
 * onError), cancel (onCancel) or hit an error (onError). The dialog's buttons are named like the
 * local PayPal stand-in's, so component tests and browser journeys read the same.
 */
import { type ReactNode, useState } from 'react';
import type { PayPalCheckoutButtonsProps } from '../web/ui/PayPalCheckout';

/** The payer id an approval in the stand-in reports. */
export const standInPayerId = 'PAYER-42';

export function PayPalProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

export function PayPalCheckoutButtons({
  createOrder,
  onApprove,
  onCancel,
  onError,
  label,
  disabled,
}: PayPalCheckoutButtonsProps) {
  const [orderId, setOrderId] = useState<string | null>(null);
  return (
    <section aria-label={label}>
      <button
        type="button"
        disabled={disabled}
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
              onApprove({ orderID: orderId, payerID: standInPayerId }).catch((error: unknown) => onError?.(error));
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

/**
 * The provider and the buttons in one, like the real PayPalCheckout.
 * @alias the stand-in stands for both of the real module's components
 */
export const PayPalCheckout = PayPalCheckoutButtons;
