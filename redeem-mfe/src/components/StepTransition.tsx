import { motionMs } from '@littlegivers/shared/web/tokens';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Swaps the steps with the spec's timing: the old step leaves in 300 ms, then the new one enters
 * in 500 ms (the first one appears in 500 ms). Under prefers-reduced-motion both take 0 ms.
 */
export function StepTransition({ stepKey, children }: { stepKey: number; children: ReactNode }) {
  const [displayed, setDisplayed] = useState(stepKey);
  const leavingContent = useRef<ReactNode>(children);
  const leaving = displayed !== stepKey;
  if (!leaving) leavingContent.current = children;

  useEffect(() => {
    if (displayed === stepKey) return;
    const timer = setTimeout(() => setDisplayed(stepKey), motionMs('leaveMs'));
    return () => clearTimeout(timer);
  }, [displayed, stepKey]);

  return leaving ? (
    <div key={`leave-${displayed}`} className="redeem-transition redeem-leave" data-phase="leave" inert>
      {leavingContent.current}
    </div>
  ) : (
    <div key={`enter-${stepKey}`} className="redeem-transition redeem-enter" data-phase="enter">
      {children}
    </div>
  );
}
