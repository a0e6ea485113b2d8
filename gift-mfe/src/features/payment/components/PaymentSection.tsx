import { $runtimeConfig } from '@littlegivers/shared/bus';
import { isNonProduction } from '@littlegivers/shared/runtime-config';
import type { CardType } from '@littlegivers/shared/schemas/card-type';
import type { CardForm } from '@littlegivers/shared/schemas/gift-card-info';
import type { ShippingForm } from '@littlegivers/shared/schemas/ship-to';
import { LoadingOverlay } from '@littlegivers/shared/ui/LoadingOverlay';
import { PayPalCheckout } from '@littlegivers/shared/ui/PayPalCheckout';
import { useStore } from '@nanostores/react';
import type { PostedOrder } from '../api/order-payment';
import { usePayment } from '../hooks/usePayment';
import { PaymentError } from './PaymentError';

interface PaymentSectionProps {
  card: CardForm;
  shipping: ShippingForm;
  cardTypes: readonly CardType[];
  order: PostedOrder | null;
  onOrderCreated: (order: PostedOrder) => void;
  onOrderDiscarded: () => void;
  onPaid: Parameters<typeof usePayment>[0]['onPaid'];
}

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
