import '@littlegivers/design/palette.css';
import '../gift.css';
import { FONT_STACK } from '@littlegivers/design';
import { GROUP_CARD_START_SEARCH } from '@littlegivers/shared/contract/group';
import type { CardType } from '@littlegivers/shared/contract/schemas/card-type';
import { GenericFailure } from '@littlegivers/shared/web/ui/GenericFailure';
import { LoadingOverlay } from '@littlegivers/shared/web/ui/LoadingOverlay';
import { RemoteRoot } from '@littlegivers/shared/web/ui/RemoteRoot';
import { StepHeading } from '@littlegivers/shared/web/ui/StepHeading';
import { StepTransition } from '@littlegivers/shared/web/ui/StepTransition';
import { whenEngaged } from '@littlegivers/shared/web/when-engaged';
import { Suspense, useDeferredValue, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyPart } from '../components/lazy-part';
import { StepIndicator } from '../components/StepIndicator';
import { useCardTypes, useReloadCardTypes } from '../features/card/api/card-types';
import { CardStep } from '../features/card/components/CardStep';
import type { GiftStep } from '../flow/gift-flow-state';
import { type GiftFlowControls, useGiftFlow } from '../flow/use-gift-flow';

const stepTitles: Record<GiftStep, string> = {
  1: 'build your card',
  2: 'ship to',
  3: 'thank you!',
};
/** A group card's step 2 sends nothing yet: it says how the card goes when it closes. */
const groupStepTitles: Record<GiftStep, string> = { ...stepTitles, 2: 'how it goes' };

/**
 * Steps 2 and 3 (shipping, payment with PayPal's SDK wrapper, the receipt) are a chunk of their
 * own: the first screen does not wait for them. They are fetched once step 1 is drawn and the buyer
 * starts to use the page (`usePrefetchLaterSteps`), so a cold load never evaluates them and they are
 * in long before 'continue' is pressed; a reload on step 2 or 3 shows the loading state until they
 * arrive.
 */
const laterSteps = () => import(/* webpackChunkName: "gift-later-steps" */ './later-steps');
const shipping = lazyPart(() => laterSteps().then((module) => module.ShippingContent));
const thankYou = lazyPart(() => laterSteps().then((module) => module.ThankYouContent));
const groupStarted = lazyPart(() => laterSteps().then((module) => module.GroupStartedContent));
const ShippingContent = shipping.Part;
const ThankYouContent = thankYou.Part;
const GroupStartedContent = groupStarted.Part;

/**
 * Fetches steps 2 and 3 once the first step is drawn and the buyer has started to use the page
 * (`whenEngaged`), at the next idle moment.
 */
function usePrefetchLaterSteps(ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    return whenEngaged(() => {
      shipping.prefetch().catch(() => undefined);
      thankYou.prefetch().catch(() => undefined);
    });
  }, [ready]);
}

/**
 * Gift now opened by the home page's 'start a group card' (`/gift-now?card=group`): step 1 starts
 * with the group choice made. Read as the link is followed (after the flow's own reset to step 1).
 */
function useGroupCardLink(flow: GiftFlowControls) {
  const location = useLocation();
  const { givingChosen } = flow;
  useEffect(() => {
    if (location.search === GROUP_CARD_START_SEARCH) givingChosen(true);
  }, [location.search, location.key, givingChosen]);
}

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
  useGroupCardLink(flow);

  // The first step shown is not announced by moving focus (on a page load, focus stays at the top
  // of the page, and no layout is forced before the first paint); later ones are. "Shown" counts
  // from the step's first render, not from the loading state before it.
  const stepShown = useRef(false);
  // The greetings' arrival is a store update React renders in one piece; the first step drawn from
  // them (the form, the card) is rendered deferred instead, in slices of a few milliseconds, so it
  // makes no long task of the load. Greetings already in (a visit back) render at once.
  const showingStep = useDeferredValue(cardTypes.isSuccess);
  useEffect(() => {
    if (showingStep) stepShown.current = true;
  }, [showingStep]);
  usePrefetchLaterSteps(showingStep);

  if (cardTypes.isError) return <GenericFailure />;
  if (cardTypes.isPending || !showingStep) return <LoadingOverlay label="loading greetings" />;

  return (
    <section className="gift-flow" aria-labelledby="gift-step-title" style={{ fontFamily: FONT_STACK }}>
      <StepIndicator step={step} />
      <StepTransition step={step} generation={generation} classNames={transitionClasses}>
        <StepHeading id="gift-step-title" className="gift-title" focusOnMount={stepShown.current} preventScroll>
          {(flow.state.group ? groupStepTitles : stepTitles)[step]}
        </StepHeading>
        <Suspense fallback={<LoadingOverlay inline label="loading" />}>
          <StepContent step={step} flow={flow} cardTypes={cardTypes.data} opened={stepShown.current} />
        </Suspense>
      </StepTransition>
    </section>
  );
}

interface StepContentProps {
  step: GiftStep;
  flow: GiftFlowControls;
  cardTypes: CardType[];
  /** The step opens after another (not as the page's first screen). */
  opened: boolean;
}

function StepContent({ step, flow, cardTypes, opened }: StepContentProps) {
  const { state } = flow;
  if (step === 3 && state.started) return <GroupStartedContent group={state.started} onAnother={flow.reset} />;
  if (step === 3) {
    // The receipt stays (Back and reload show it again) until a new gift is started here or by
    // the shell's 'gift now'.
    return state.completed ? <ThankYouContent gift={state.completed} onAnother={flow.reset} /> : null;
  }
  if (step === 2) return <ShippingContent flow={flow} cardTypes={cardTypes} />;
  return (
    <CardStep
      scrollOnOpen={opened}
      cardTypes={cardTypes}
      defaultValues={state.card}
      onChange={flow.cardChanged}
      onSubmit={flow.submitCard}
      onReset={flow.reset}
      group={state.group}
      onGroupChange={flow.givingChosen}
    />
  );
}
