import { $runtimeConfig } from '@littlegivers/shared/web/bus';
import { isNonProduction } from '@littlegivers/shared/web/runtime-config';
import { LoadingOverlay } from '@littlegivers/shared/web/ui/LoadingOverlay';
import { PayPalCheckout } from '@littlegivers/shared/web/ui/PayPalCheckout';
import { useStore } from '@nanostores/react';
import { type PaymentOptions, usePayment } from '../hooks/use-payment';
import { PaymentError } from './PaymentError';

type PaymentSectionProps = PaymentOptions;

/** The payment button (PayPal) and, off production, the skip-payment link. */
export function PaymentSection(props: PaymentSectionProps) {
  const { env } = useStore($runtimeConfig);
  const payment = usePayment(props);
  return (
    <div className="gift-payment">
      {payment.failed ? <PaymentError onDismiss={payment.dismiss} reason={payment.reason} /> : null}
      {payment.busy ? <LoadingOverlay label="processing your payment" /> : null}
      <PayPalCheckout
        label="pay for your gift"
        createOrder={payment.createOrder}
        onApprove={payment.onApprove}
        onCancel={payment.onCancel}
        onError={payment.onError}
        disabled={payment.busy}
      />
      {isNonProduction(env) ? (
        <button type="button" className="gift-link-button" onClick={() => void payment.skip()} disabled={payment.busy}>
          skip payment ({env} only)
        </button>
      ) : null}
    </div>
  );
}
