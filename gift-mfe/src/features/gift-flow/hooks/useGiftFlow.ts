/**
 * The gift flow's state machine wired to the browser: persisted in session storage, one history
 * entry per step (so the browser back button steps back), and reset by the shell's navigation.
 */

import type { CardFormInput } from '@littlegivers/shared/contract/schemas/gift-card-info';
import type { ShippingFormInput } from '@littlegivers/shared/contract/schemas/ship-to';
import { useFlowReset } from '@littlegivers/shared/web/flow-reset';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  type CompletedGift,
  type CreatedOrder,
  type GiftFlowState,
  type GiftStep,
  giftFlowReducer,
  isCardComplete,
  loadGiftFlowState,
  saveGiftFlowState,
} from './gift-flow-state';

/** What the flow keeps in each history entry's state. */
interface StepHistoryState {
  giftStep?: GiftStep;
  /** True when this entry was pushed by the flow moving forward (so back can pop it). */
  giftPushed?: boolean;
}

function historyStep(state: unknown): GiftStep {
  const step = (state as StepHistoryState | null)?.giftStep;
  return step === 2 || step === 3 ? step : 1;
}

export interface GiftFlowControls {
  state: GiftFlowState;
  cardChanged: (card: CardFormInput) => void;
  submitCard: (card: CardFormInput) => void;
  shippingChanged: (shipping: ShippingFormInput) => void;
  /** The in-page back buttons: one step back, like the browser's. */
  back: () => void;
  orderCreated: (order: CreatedOrder) => void;
  orderDiscarded: () => void;
  paymentCompleted: (completed: CompletedGift) => void;
  /** The reset link: everything back to a fresh step 1. */
  reset: () => void;
}

export function useGiftFlow({ onFreshStart }: { onFreshStart?: () => void } = {}): GiftFlowControls {
  const [state, dispatch] = useReducer(giftFlowReducer, undefined, loadGiftFlowState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const location = useLocation();
  const navigate = useNavigate();
  const locationRef = useRef(location);
  locationRef.current = location;
  const onFreshStartRef = useRef(onFreshStart);
  onFreshStartRef.current = onFreshStart;

  useEffect(() => saveGiftFlowState(state), [state]);

  const replaceStep = useCallback(
    (step: GiftStep) => {
      const { pathname, search, hash, state: current } = locationRef.current;
      navigate(
        { pathname, search, hash },
        { replace: true, state: { ...(current as object | null), giftStep: step, giftPushed: false } },
      );
    },
    [navigate],
  );

  const pushStep = useCallback(
    (step: GiftStep) => {
      const { pathname, search, hash } = locationRef.current;
      navigate({ pathname, search, hash }, { state: { giftStep: step, giftPushed: true } });
    },
    [navigate],
  );

  const startFresh = useCallback(() => {
    const hadPayment = stateRef.current.paymentComplete;
    dispatch({ type: 'reset' });
    if (hadPayment) onFreshStartRef.current?.();
  }, []);

  // On mount the history entry takes the restored step (a reload keeps its step).
  useEffect(() => {
    if (historyStep(location.state) !== state.step) replaceStep(state.step);
  }, []);

  // The browser's back and forward buttons move between the flow's history entries.
  const lastKey = useRef(location.key);
  useEffect(() => {
    if (location.key === lastKey.current) return;
    lastKey.current = location.key;
    const target = historyStep(location.state);
    const current = stateRef.current;
    if (target === current.step) return;
    if (target < current.step) {
      if (current.paymentComplete) {
        // Never back into a finished payment: a fresh step 1 instead.
        startFresh();
        replaceStep(1);
      } else {
        dispatch({ type: 'goToStep', step: target });
      }
      return;
    }
    if (target === 2 && current.step === 1 && isCardComplete(current.card)) {
      dispatch({ type: 'goToStep', step: 2 });
      return;
    }
    replaceStep(current.step);
  }, [location, replaceStep, startFresh]);

  // The shell's navigation ("gift now") starts the flow over.
  useFlowReset('gift', startFresh);

  const back = useCallback(() => {
    const current = stateRef.current;
    if (current.step === 1) return;
    const entry = locationRef.current.state as StepHistoryState | null;
    if (entry?.giftPushed && historyStep(entry) === current.step && current.step === 2) {
      navigate(-1);
      return;
    }
    if (current.paymentComplete) startFresh();
    else dispatch({ type: 'stepBack' });
    replaceStep(Math.max(1, current.step - 1) as GiftStep);
  }, [navigate, replaceStep, startFresh]);

  return {
    state,
    cardChanged: useCallback((card) => dispatch({ type: 'cardChanged', card }), []),
    submitCard: useCallback(
      (card) => {
        dispatch({ type: 'cardSubmitted', card });
        pushStep(2);
      },
      [pushStep],
    ),
    shippingChanged: useCallback((shipping) => dispatch({ type: 'shippingChanged', shipping }), []),
    back,
    orderCreated: useCallback((order) => dispatch({ type: 'orderCreated', order }), []),
    orderDiscarded: useCallback(() => dispatch({ type: 'orderDiscarded' }), []),
    paymentCompleted: useCallback(
      (completed) => {
        dispatch({ type: 'paymentCompleted', completed });
        pushStep(3);
      },
      [pushStep],
    ),
    reset: useCallback(() => {
      startFresh();
      if (historyStep(locationRef.current.state) !== 1) replaceStep(1);
    }, [startFresh, replaceStep]),
  };
}
