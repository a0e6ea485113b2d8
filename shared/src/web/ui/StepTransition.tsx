import { type ReactNode, useEffect, useRef, useState } from 'react';
import { motionMs } from '../tokens';

interface StepTransitionProps {
  /** The step shown: a change plays the leave, then the enter animation. */
  step: number;
  /** Bumped when the flow starts over, so the same step number plays the transition too. */
  generation?: number;
  /** Each app's classes for the two phases (its own animations). */
  classNames: { enter: string; leave: string };
  children: ReactNode;
}

/**
 * Swaps the steps with the spec's timing (spec 4 and 9): the old step leaves in 300 ms (inert,
 * as it was last drawn), then the new one enters in 500 ms; the first one enters in 500 ms. Under
 * prefers-reduced-motion both take 0 ms (the motion tokens).
 */
export function StepTransition({ step, generation = 0, classNames, children }: StepTransitionProps) {
  const [shown, setShown] = useState({ step, generation });
  const leaving = shown.step !== step || shown.generation !== generation;
  const leavingContent = useRef<ReactNode>(children);
  if (!leaving) leavingContent.current = children;

  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(() => setShown({ step, generation }), motionMs('leaveMs'));
    return () => window.clearTimeout(timer);
  }, [leaving, step, generation]);

  return (
    <div
      key={`${shown.generation}-${shown.step}`}
      className={leaving ? classNames.leave : classNames.enter}
      data-phase={leaving ? 'leave' : 'enter'}
      inert={leaving || undefined}
    >
      {leaving ? leavingContent.current : children}
    </div>
  );
}
