import '../gift.css';
import { displayPurchaserName } from '@littlegivers/shared/greeting';
import { parseAmount } from '@littlegivers/shared/money';
import type { CardType } from '@littlegivers/shared/schemas/card-type';
import { cardFormSchema } from '@littlegivers/shared/schemas/gift-card-info';
import type { OrderPaymentResult } from '@littlegivers/shared/schemas/order-payment-data';
import { GenericFailure } from '@littlegivers/shared/ui/GenericFailure';
import { LoadingOverlay } from '@littlegivers/shared/ui/LoadingOverlay';
import { RemoteRoot } from '@littlegivers/shared/ui/RemoteRoot';
import { useCallback, useEffect, useRef } from 'react';
import { useCardTypes, useReloadCardTypes } from '../features/card/api/card-types';
import { CardStep } from '../features/card/components/CardStep';
import { StepIndicator } from '../features/gift-flow/components/StepIndicator';
import { StepTransition } from '../features/gift-flow/components/StepTransition';
import type { GiftStep } from '../features/gift-flow/hooks/gift-flow-state';
import { type GiftFlowControls, useGiftFlow } from '../features/gift-flow/hooks/useGiftFlow';
import type { PostedOrder } from '../features/payment/api/order-payment';
import { PaymentSection } from '../features/payment/components/PaymentSection';
import { usePackages } from '../features/shipping/api/packages';
import { ShippingStep } from '../features/shipping/components/ShippingStep';
import { ThankYouStep } from '../features/thank-you/components/ThankYouStep';
import { receiptOf } from '../features/thank-you/receipt';

const stepTitles: Record<GiftStep, string> = {
  1: 'build your card',
  2: 'ship to',
  3: 'thank you!',
};

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
    <section className="gift-flow" aria-labelledby="gift-step-title">
      <StepIndicator step={step} />
      <StepTransition
        stepKey={`${generation}:${step}`}
        render={(key) => (
          <>
            <StepHeading step={stepOf(key)} focusOnMount={mounted.current} />
            <StepContent step={stepOf(key)} flow={flow} cardTypes={cardTypes.data} />
          </>
        )}
      />
    </section>
  );
}

function stepOf(key: string): GiftStep {
  return Number(key.split(':')[1]) as GiftStep;
}

/** The step's title; it takes focus when the step changes, so a screen reader hears where it is. */
function StepHeading({ step, focusOnMount }: { step: GiftStep; focusOnMount: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus({ preventScroll: true });
  }, [focusOnMount]);
  return (
    <h1 id="gift-step-title" ref={ref} tabIndex={-1} className="gift-title">
      {stepTitles[step]}
    </h1>
  );
}

function StepContent({ step, flow, cardTypes }: { step: GiftStep; flow: GiftFlowControls; cardTypes: CardType[] }) {
  const { state } = flow;
  if (step === 3) {
    return state.completed ? <ThankYouStep gift={state.completed} /> : null;
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
      paymentCompleted({
        recipientName: (state.card.recipientName ?? '').trim(),
        purchaserName: displayPurchaserName(state.card.purchaserName),
        amount: parseAmount(state.card.amount) ?? 0,
        orderIdentifier: order.orderIdentifier,
        receipt: receiptOf(result, state.card, state.shipping),
      });
    },
    [paymentCompleted, state.card, state.shipping],
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
      renderPayment={(shipping) => (
        <PaymentSection
          card={card.data}
          shipping={shipping}
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
