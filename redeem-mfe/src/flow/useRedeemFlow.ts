/**
 * The redeem flow's state, wired to the browser history (back steps back through steps 2 and 3),
 * to the shell's "start this flow over" signal, and to the preview request from gift step 3.
 */

import { $runtimeConfig, takePreviewRequest } from '@littlegivers/shared/web/bus';
import { useFlowReset } from '@littlegivers/shared/web/flow-reset';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  initialRedeemFlowState,
  type RedeemFlowAction,
  type RedeemFlowState,
  type RedeemStep,
  redeemFlowReducer,
} from './redeem-flow-state';

/** The step a history entry belongs to (entries the flow did not create count as step 1). */
export function historyStep(state: unknown): RedeemStep {
  const step = typeof state === 'object' && state !== null ? (state as { redeemStep?: unknown }).redeemStep : undefined;
  return step === 2 || step === 3 || step === 4 ? step : 1;
}

export interface RedeemFlow {
  state: RedeemFlowState;
  dispatch: (action: RedeemFlowAction) => void;
  /** Applies an action that moves forward and records a history entry for the new step. */
  advance: (action: RedeemFlowAction) => void;
  /** One step back, through the browser history when the current step has an entry of its own. */
  back: () => void;
}

export function useRedeemFlow(): RedeemFlow {
  const { debug } = useStore($runtimeConfig);
  const [state, dispatch] = useReducer(redeemFlowReducer, debug, initialRedeemFlowState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;
  /** The step of the history entry the flow itself is creating: that location change is ours. */
  const expectedStep = useRef<RedeemStep | null>(null);
  const handledKey = useRef(location.key);

  const record = useCallback(
    (step: RedeemStep, replace: boolean) => {
      const { pathname, search, state: entryState } = locationRef.current;
      const base = typeof entryState === 'object' && entryState !== null ? entryState : {};
      expectedStep.current = step;
      navigate(`${pathname}${search}`, { replace, state: { ...base, redeemStep: step } });
    },
    [navigate],
  );

  const advance = useCallback(
    (action: RedeemFlowAction) => {
      const before = stateRef.current;
      const next = redeemFlowReducer(before, action);
      dispatch(action);
      if (next.redeemNowStep === before.redeemNowStep) return;
      // Step 4 takes the place of step 3: the code is spent, there is no going back into it.
      record(next.redeemNowStep, next.redeemNowStep === 4);
    },
    [record],
  );

  const back = useCallback(() => {
    const current = stateRef.current.redeemNowStep;
    if (current > 1 && historyStep(locationRef.current.state) === current) {
      navigate(-1);
      return;
    }
    dispatch({ type: 'back' });
  }, [navigate]);

  // Browser back/forward (and the shell's links): bring the flow to the entry's step.
  useEffect(() => {
    if (location.key === handledKey.current) return;
    handledKey.current = location.key;
    const target = historyStep(location.state);
    if (expectedStep.current !== null) {
      if (target === expectedStep.current) expectedStep.current = null;
      return;
    }
    const current = stateRef.current;
    if (target === current.redeemNowStep) return;
    const action: RedeemFlowAction = { type: 'history-moved', step: target };
    const next = redeemFlowReducer(current, action);
    dispatch(action);
    if (next.redeemNowStep !== target) record(next.redeemNowStep, true);
  }, [location, record]);

  // A reload keeps the history entry but not the flow: the entry goes back to step 1.
  useEffect(() => {
    if (historyStep(locationRef.current.state) !== stateRef.current.redeemNowStep) {
      record(stateRef.current.redeemNowStep, true);
    }
  }, []);

  useFlowReset('redeem', () => dispatch({ type: 'reset' }));

  // Gift step 3 asks for a preview: open step 2 in preview, with step 1 one back.
  useEffect(() => {
    const request = takePreviewRequest();
    if (!request) return;
    dispatch({ type: 'preview-started', request });
    record(2, false);
  }, [record]);

  return { state, dispatch, advance, back };
}
