/**
 * The gift flow's state machine wired to the browser: persisted in session storage, one history
 * entry per step (so the browser back button steps back), and taken back to step 1 by the shell's
 * navigation (keeping the draft; a paid gift starts over).
 */

import type { CardFormInput } from '@littlegivers/shared/contract/schemas/gift-card-info';
import type { ShippingFormInput } from '@littlegivers/shared/contract/schemas/ship-to';
import { useStepHistory } from '@littlegivers/shared/web/flow/use-step-history';
import { useFlowReset } from '@littlegivers/shared/web/flow-reset';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { EcardFieldValues } from '../components/EcardFields';
import type { StartedGroup } from '../features/group/components/GroupStarted';
import type { PostedOrder } from '../features/payment/api/order-payment';
import type { CompletedGift } from '../features/thank-you/components/ThankYouStep';
import {
  type GiftFlowAction,
  type GiftFlowState,
  type GiftStep,
  giftFlowReducer,
  loadGiftFlowState,
  saveGiftFlowState,
} from './gift-flow-state';

const giftSteps: readonly GiftStep[] = [1, 2, 3];

export interface GiftFlowControls {
  state: GiftFlowState;
  cardChanged: (card: CardFormInput) => void;
  submitCard: (card: CardFormInput) => void;
  /** Step 1's choice: a card from me alone, or a group card that family and friends chip in to. */
  givingChosen: (group: boolean) => void;
  shippingChanged: (shipping: ShippingFormInput) => void;
  ecardChanged: (ecard: EcardFieldValues) => void;
  /** The in-page back buttons: one step back, like the browser's. */
  back: () => void;
  orderCreated: (order: PostedOrder) => void;
  orderDiscarded: () => void;
  paymentCompleted: (completed: CompletedGift) => void;
  /** The group card was started: step 3 shows its links. */
  groupStarted: (started: StartedGroup) => void;
  /** The reset link and 'buy another card': everything back to a fresh step 1. */
  reset: () => void;
}

export function useGiftFlow({ onFreshStart }: { onFreshStart?: () => void } = {}): GiftFlowControls {
  const [state, dispatch] = useReducer(giftFlowReducer, undefined, loadGiftFlowState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const onFreshStartRef = useRef(onFreshStart);
  onFreshStartRef.current = onFreshStart;

  useEffect(() => saveGiftFlowState(state), [state]);

  const startFresh = useCallback(() => {
    const hadPayment = stateRef.current.completed !== null || stateRef.current.started !== null;
    dispatch({ type: 'reset' });
    if (hadPayment) onFreshStartRef.current?.();
  }, []);

  const restart = useCallback(() => {
    const hadPayment = stateRef.current.completed !== null || stateRef.current.started !== null;
    dispatch({ type: 'flow-restarted' });
    if (hadPayment) onFreshStartRef.current?.();
  }, []);

  const history = useStepHistory({
    flow: 'gift',
    steps: giftSteps,
    step: state.step,
    onEntry: (step) => {
      const current = stateRef.current;
      // A paid gift stays on its receipt (the reducer keeps step 3 for any entry).
      const action: GiftFlowAction = { type: 'history-moved', step };
      dispatch(action);
      return giftFlowReducer(current, action).step;
    },
  });

  // The shell's navigation ("gift now") returns to step 1 with the draft kept.
  useFlowReset('gift', restart);

  const back = useCallback(() => {
    const current = stateRef.current;
    if (current.step === 1 || current.completed || current.started) return;
    if (current.step === 2 && history.back()) return;
    dispatch({ type: 'back' });
    history.replace(Math.max(1, current.step - 1) as GiftStep);
  }, [history.back, history.replace, startFresh]);

  return {
    state,
    cardChanged: useCallback((card) => dispatch({ type: 'card-changed', card }), []),
    submitCard: useCallback(
      (card) => {
        dispatch({ type: 'card-submitted', card });
        history.push(2);
      },
      [history.push],
    ),
    givingChosen: useCallback((group) => dispatch({ type: 'giving-chosen', group }), []),
    shippingChanged: useCallback((shipping) => dispatch({ type: 'shipping-changed', shipping }), []),
    ecardChanged: useCallback((ecard) => dispatch({ type: 'ecard-changed', ecard }), []),
    back,
    orderCreated: useCallback((order) => dispatch({ type: 'order-created', order }), []),
    orderDiscarded: useCallback(() => dispatch({ type: 'order-discarded' }), []),
    paymentCompleted: useCallback(
      (completed) => {
        dispatch({ type: 'payment-completed', completed });
        history.push(3);
      },
      [history.push],
    ),
    groupStarted: useCallback(
      (started) => {
        dispatch({ type: 'group-started', started });
        history.push(3);
      },
      [history.push],
    ),
    reset: useCallback(() => {
      startFresh();
      if (history.entryStep() !== 1) history.replace(1);
    }, [startFresh, history.entryStep, history.replace]),
  };
}
