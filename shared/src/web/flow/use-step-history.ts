/**
 * Keeps a step flow in step with the browser history: one history entry per step the flow moves
 * forward to, so the browser's back and forward buttons move between steps. Each entry's state
 * says which step it belongs to (`<flow>Step`) and whether the flow pushed it (`<flow>Pushed`).
 * Used by the gift and the redeem flow; their reducers decide what a step change means.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { FlowName } from '../bus';

export interface StepHistoryOptions<Step extends number> {
  flow: FlowName;
  /** Every step of the flow, the first one first: an entry the flow did not make counts as it. */
  steps: readonly Step[];
  /** The step the flow shows now. */
  step: Step;
  /**
   * The browser moved to an entry of another step (back, forward). Returns the step the flow
   * went to; when that is not the entry's step, the entry is corrected to it.
   */
  onEntry: (target: Step) => Step;
}

export interface StepHistory<Step extends number> {
  /** A new history entry for a step the flow moved forward to. */
  push: (step: Step) => void;
  /** The current entry now belongs to `step`. */
  replace: (step: Step) => void;
  /**
   * Goes one entry back when the current one was pushed by the flow for the step it shows (the
   * browser then brings the flow back through onEntry). False when there is no such entry: the
   * flow steps back itself.
   */
  back: () => boolean;
  /** The step the current history entry belongs to. */
  entryStep: () => Step;
}

function entryState(state: unknown): Record<string, unknown> {
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
}

export function useStepHistory<Step extends number>({
  flow,
  steps,
  step,
  onEntry,
}: StepHistoryOptions<Step>): StepHistory<Step> {
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;
  const stepRef = useRef(step);
  stepRef.current = step;
  const onEntryRef = useRef(onEntry);
  onEntryRef.current = onEntry;
  /** The step of the entry the flow itself is creating: that location change is the flow's own. */
  const expectedStep = useRef<Step | null>(null);
  const handledKey = useRef(location.key);
  const stepKey = `${flow}Step`;
  const pushedKey = `${flow}Pushed`;

  const stepOf = useCallback(
    (state: unknown): Step => {
      const value = entryState(state)[stepKey];
      return steps.find((candidate) => candidate === value) ?? (steps[0] as Step);
    },
    [steps, stepKey],
  );

  const record = useCallback(
    (next: Step, replace: boolean) => {
      const { pathname, search, hash, state } = locationRef.current;
      expectedStep.current = next;
      navigate(
        { pathname, search, hash },
        {
          replace,
          state: replace
            ? { ...entryState(state), [stepKey]: next, [pushedKey]: false }
            : { [stepKey]: next, [pushedKey]: true },
        },
      );
    },
    [navigate, stepKey, pushedKey],
  );

  // Browser back and forward: bring the flow to the entry's step.
  useEffect(() => {
    if (location.key === handledKey.current) return;
    handledKey.current = location.key;
    const target = stepOf(location.state);
    if (expectedStep.current !== null) {
      if (target === expectedStep.current) expectedStep.current = null;
      return;
    }
    if (target === stepRef.current) return;
    const reached = onEntryRef.current(target);
    if (reached !== target) record(reached, true);
  }, [location, record, stepOf]);

  // On mount the entry takes the flow's step (a reload keeps the entry, not always the step).
  useEffect(() => {
    if (stepOf(locationRef.current.state) !== stepRef.current) record(stepRef.current, true);
  }, []);

  return {
    push: useCallback((next: Step) => record(next, false), [record]),
    replace: useCallback((next: Step) => record(next, true), [record]),
    back: useCallback(() => {
      const state = locationRef.current.state;
      if (entryState(state)[pushedKey] !== true || stepOf(state) !== stepRef.current) return false;
      navigate(-1);
      return true;
    }, [navigate, pushedKey, stepOf]),
    entryStep: useCallback(() => stepOf(locationRef.current.state), [stepOf]),
  };
}
