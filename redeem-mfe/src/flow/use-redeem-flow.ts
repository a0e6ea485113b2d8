/**
 * The redeem flow's state, wired to the browser history (back steps back through steps 2 and 3),
 * to the tab's session storage (a reload or a visit elsewhere keeps it), to the shell's "start
 * this flow over" signal, to the preview request from gift step 3, and to the code a printed
 * card's QR code carries in the address's fragment.
 */

import { codeFromFragment } from '@littlegivers/shared/contract/kidspage-link';
import { $runtimeConfig, isFlowResetPending, takePreviewRequest } from '@littlegivers/shared/web/bus';
import { useStepHistory } from '@littlegivers/shared/web/flow/use-step-history';
import { useFlowReset } from '@littlegivers/shared/web/flow-reset';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  initialRedeemFlowState,
  type RedeemFlowAction,
  type RedeemFlowState,
  type RedeemStep,
  redeemFlowReducer,
} from './redeem-flow-state';
import { loadRedeemFlowState, saveRedeemFlowState } from './redeem-flow-storage';

/** The remembered flow, unless the shell's navigation is starting it over. */
function initialState(debug: boolean): RedeemFlowState {
  return isFlowResetPending('redeem') ? initialRedeemFlowState(debug) : loadRedeemFlowState(debug);
}

const redeemSteps: readonly RedeemStep[] = [1, 2, 3, 4];

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
  const [state, dispatch] = useReducer(redeemFlowReducer, debug, initialState);
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => saveRedeemFlowState(state), [state]);

  const history = useStepHistory({
    flow: 'redeem',
    steps: redeemSteps,
    step: state.redeemNowStep,
    onEntry: (step) => {
      const action: RedeemFlowAction = { type: 'history-moved', step };
      dispatch(action);
      return redeemFlowReducer(stateRef.current, action).redeemNowStep;
    },
  });

  const advance = useCallback(
    (action: RedeemFlowAction) => {
      const before = stateRef.current;
      const next = redeemFlowReducer(before, action);
      dispatch(action);
      if (next.redeemNowStep === before.redeemNowStep) return;
      // Step 4 takes the place of step 3: the code is spent, there is no going back into it (a
      // preview's step 4 spent nothing: back returns to its charities).
      if (next.redeemNowStep === 4 && !next.preview) history.replace(4);
      else history.push(next.redeemNowStep);
    },
    [history.push, history.replace],
  );

  const back = useCallback(() => {
    if (stateRef.current.redeemNowStep > 1 && history.back()) return;
    dispatch({ type: 'back' });
  }, [history.back]);

  useFlowReset('redeem', () => dispatch({ type: 'reset' }));

  // A card's QR code opens /kidspage#code=…: step 1 with the code typed in, and the code taken out
  // of the address bar at once (the fragment never reached a server; now it stays out of history).
  useEffect(() => {
    const code = codeFromFragment(window.location.hash);
    if (!code) return;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    dispatch({ type: 'reset' });
    dispatch({ type: 'code-changed', code });
  }, []);

  // Gift step 3 asks for a preview: open step 2 in preview, with step 1 one back.
  useEffect(() => {
    const request = takePreviewRequest();
    if (!request) return;
    dispatch({ type: 'preview-started', request });
    history.push(2);
  }, [history.push]);

  return { state, dispatch, advance, back };
}
