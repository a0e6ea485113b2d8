import { motionMs } from '@littlegivers/shared/web/tokens';
import { type ReactNode, useEffect, useState } from 'react';

interface StepTransitionProps {
  /** Identifies the content: a change plays the leave then the enter animation. */
  stepKey: string;
  render: (stepKey: string) => ReactNode;
}

/**
 * Spec 4 and 9: content leaves in 300 ms, the next enters in 500 ms (both 0 under
 * prefers-reduced-motion, through the motion tokens).
 */
export function StepTransition({ stepKey, render }: StepTransitionProps) {
  const [shown, setShown] = useState(stepKey);
  const leaving = shown !== stepKey;

  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(() => setShown(stepKey), motionMs('leaveMs'));
    return () => window.clearTimeout(timer);
  }, [leaving, stepKey]);

  return (
    <div key={shown} className={leaving ? 'gift-step gift-step--leave' : 'gift-step gift-step--enter'}>
      {render(shown)}
    </div>
  );
}
