/**
 * Steps 2 and 3 of the gift flow, loaded after the first step is drawn (GiftFlow.tsx): shipping
 * with the payment (PayPal), and the thank-you receipt.
 */
import { deliveryMethod } from '@littlegivers/shared/contract/delivery';
import { ecardPaidState, ecardPlanSentence } from '@littlegivers/shared/contract/ecard-plan';
import { displayPurchaserName } from '@littlegivers/shared/contract/greeting';
import { parseAmount } from '@littlegivers/shared/contract/money';
import type { CardType } from '@littlegivers/shared/contract/schemas/card-type';
import { cardFormSchema } from '@littlegivers/shared/contract/schemas/gift-card-info';
import type { OrderPaymentResult } from '@littlegivers/shared/contract/schemas/order-payment-data';
import { DEFAULT_DELIVERY } from '@littlegivers/shared/contract/schemas/package';
import { GenericFailure } from '@littlegivers/shared/web/ui/GenericFailure';
import { LoadingOverlay } from '@littlegivers/shared/web/ui/LoadingOverlay';
import { useCallback } from 'react';
import { GroupStarted, type StartedGroup } from '../features/group/components/GroupStarted';
import { GroupStartSection } from '../features/group/components/GroupStartSection';
import type { PostedOrder } from '../features/payment/api/order-payment';
import { PaymentSection } from '../features/payment/components/PaymentSection';
import { usePackages } from '../features/shipping/api/packages';
import { ShippingStep } from '../features/shipping/components/ShippingStep';
import { type CompletedGift, ThankYouStep } from '../features/thank-you/components/ThankYouStep';
import { receiptOf } from '../features/thank-you/receipt';
import type { GiftFlowControls } from '../flow/use-gift-flow';

/** Step 3: the receipt, and 'buy another card' to start over. */
export function ThankYouContent({ gift, onAnother }: { gift: CompletedGift; onAnother: () => void }) {
  return (
    <>
      <ThankYouStep gift={gift} />
      <p className="gift-another">
        <button type="button" className="lg-button lg-button--secondary" onClick={onAnother}>
          buy another card
        </button>
      </p>
    </>
  );
}

/** Step 3 of a group card: its two links, and 'start another card'. */
export function GroupStartedContent({ group, onAnother }: { group: StartedGroup; onAnother: () => void }) {
  return (
    <>
      <GroupStarted group={group} />
      <p className="gift-another">
        <button type="button" className="lg-button lg-button--secondary" onClick={onAnother}>
          start another card
        </button>
      </p>
    </>
  );
}

/** Step 2: ship to (or the delivery that needs no address) and the payment, or a group card's start. */
export function ShippingContent({ flow, cardTypes }: { flow: GiftFlowControls; cardTypes: CardType[] }) {
  const packages = usePackages();
  const { state, paymentCompleted, groupStarted } = flow;
  const card = cardFormSchema.safeParse(state.card);

  const onPaid = useCallback(
    (order: PostedOrder, result: OrderPaymentResult) => {
      // A card that needs no address names its delivery on the receipt; a mailed one its ship-to.
      const method = packages.data?.find((pkg) => String(pkg.id) === String(state.shipping.packageId));
      // A delivery this build does not know is read as the package the buyer chose.
      const delivery = result.delivery === 'other' ? method?.delivery : result.delivery;
      const mailed = (delivery ?? DEFAULT_DELIVERY) === DEFAULT_DELIVERY;
      paymentCompleted({
        recipientName: (state.card.recipientName ?? '').trim(),
        purchaserName: displayPurchaserName(state.card.purchaserName),
        amount: parseAmount(state.card.amount) ?? 0,
        orderIdentifier: order.orderIdentifier,
        receipt: receiptOf(
          result,
          state.card,
          mailed ? { shipping: state.shipping } : { delivery: method?.publicFacingName ?? 'print at home' },
        ),
        downloadUrl: result.downloadUrl ?? null,
        ecardNote: result.email ? ecardPlanSentence(result.email) : null,
        cardState: result.email ? ecardPaidState(result.email) : deliveryMethod(delivery).paidState,
      });
    },
    [paymentCompleted, packages.data, state.card, state.shipping],
  );

  if (packages.isPending) return <LoadingOverlay inline label="loading shipping methods" />;
  if (packages.isError) return <GenericFailure />;
  if (!card.success) return null;

  return (
    <ShippingStep
      card={state.card}
      cardTypes={cardTypes}
      packages={packages.data}
      group={state.group}
      defaultValues={state.shipping}
      onChange={flow.shippingChanged}
      ecardValues={state.ecard}
      onEcardChange={flow.ecardChanged}
      onBack={flow.back}
      renderPayment={(shipping, delivery) =>
        state.group ? (
          <GroupStartSection
            card={card.data}
            shipping={shipping}
            delivery={delivery}
            cardTypes={cardTypes}
            onStarted={groupStarted}
          />
        ) : (
          <PaymentSection
            card={card.data}
            shipping={shipping}
            delivery={delivery}
            cardTypes={cardTypes}
            order={state.order}
            onOrderCreated={flow.orderCreated}
            onOrderDiscarded={flow.orderDiscarded}
            onPaid={onPaid}
          />
        )
      }
    />
  );
}
