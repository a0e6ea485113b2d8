import '@littlegivers/design/palette.css';
import '../gift.css';
import { FONT_STACK } from '@littlegivers/design';
import { displayPurchaserName } from '@littlegivers/shared/contract/greeting';
import { parseAmount } from '@littlegivers/shared/contract/money';
import type { CardType } from '@littlegivers/shared/contract/schemas/card-type';
import { cardFormSchema } from '@littlegivers/shared/contract/schemas/gift-card-info';
import type { OrderPaymentResult } from '@littlegivers/shared/contract/schemas/order-payment-data';
import { DEFAULT_DELIVERY } from '@littlegivers/shared/contract/schemas/package';
import { GenericFailure } from '@littlegivers/shared/web/ui/GenericFailure';
import { LoadingOverlay } from '@littlegivers/shared/web/ui/LoadingOverlay';
import { RemoteRoot } from '@littlegivers/shared/web/ui/RemoteRoot';
import { StepHeading } from '@littlegivers/shared/web/ui/StepHeading';
import { StepTransition } from '@littlegivers/shared/web/ui/StepTransition';
import { useCallback, useEffect, useRef } from 'react';
import { StepIndicator } from '../components/StepIndicator';
import { useCardTypes, useReloadCardTypes } from '../features/card/api/card-types';
import { CardStep } from '../features/card/components/CardStep';
import type { PostedOrder } from '../features/payment/api/order-payment';
import { PaymentSection } from '../features/payment/components/PaymentSection';
import { usePackages } from '../features/shipping/api/packages';
import { ShippingStep } from '../features/shipping/components/ShippingStep';
import { ThankYouStep } from '../features/thank-you/components/ThankYouStep';
import { receiptOf } from '../features/thank-you/receipt';
import type { GiftStep } from '../flow/gift-flow-state';
import { type GiftFlowControls, useGiftFlow } from '../flow/use-gift-flow';

const stepTitles: Record<GiftStep, string> = {
  1: 'build your card',
  2: 'ship to',
  3: 'thank you!',
};

const transitionClasses = { enter: 'gift-step gift-step--enter', leave: 'gift-step gift-step--leave' };

/** The gift purchase flow at /gift-now (spec 2 'Gift-now flow'). Renders no chrome. */
export default function GiftFlow() {
  return (
    <RemoteRoot app="gift-mfe">
      <GiftFlowScreen />
    </RemoteRoot>
  );
}

function GiftFlowScreen() {
  const reloadCardTypes = useReloadCardTypes();
  const flow = useGiftFlow({ onFreshStart: reloadCardTypes });
  const cardTypes = useCardTypes();
  const { step, generation } = flow.state;

  // The first step shown is not announced by moving focus; later ones are.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
  }, []);

  if (cardTypes.isPending) return <LoadingOverlay label="loading greetings" />;
  if (cardTypes.isError) return <GenericFailure />;

  return (
    <section className="gift-flow" aria-labelledby="gift-step-title" style={{ fontFamily: FONT_STACK }}>
      <StepIndicator step={step} />
      <StepTransition step={step} generation={generation} classNames={transitionClasses}>
        <StepHeading id="gift-step-title" className="gift-title" focusOnMount={mounted.current} preventScroll>
          {stepTitles[step]}
        </StepHeading>
        <StepContent step={step} flow={flow} cardTypes={cardTypes.data} />
      </StepTransition>
    </section>
  );
}

function StepContent({ step, flow, cardTypes }: { step: GiftStep; flow: GiftFlowControls; cardTypes: CardType[] }) {
  const { state } = flow;
  if (step === 3) {
    // The receipt stays (Back and reload show it again) until a new gift is started here or by
    // the shell's 'gift now'.
    return state.completed ? (
      <>
        <ThankYouStep gift={state.completed} />
        <p className="gift-another">
          <button type="button" className="lg-button lg-button--secondary" onClick={flow.reset}>
            buy another card
          </button>
        </p>
      </>
    ) : null;
  }
  if (step === 2) return <ShippingContent flow={flow} cardTypes={cardTypes} />;
  return (
    <CardStep
      cardTypes={cardTypes}
      defaultValues={state.card}
      onChange={flow.cardChanged}
      onSubmit={flow.submitCard}
      onReset={flow.reset}
    />
  );
}

function ShippingContent({ flow, cardTypes }: { flow: GiftFlowControls; cardTypes: CardType[] }) {
  const packages = usePackages();
  const { state, paymentCompleted } = flow;
  const card = cardFormSchema.safeParse(state.card);

  const onPaid = useCallback(
    (order: PostedOrder, result: OrderPaymentResult) => {
      // A card that needs no address names its delivery on the receipt; a mailed one its ship-to.
      const mailed = (result.delivery ?? DEFAULT_DELIVERY) === DEFAULT_DELIVERY;
      const method = packages.data?.find((pkg) => String(pkg.id) === String(state.shipping.packageId));
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
      defaultValues={state.shipping}
      onChange={flow.shippingChanged}
      onBack={flow.back}
      renderPayment={(shipping, delivery) => (
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
      )}
    />
  );
}
