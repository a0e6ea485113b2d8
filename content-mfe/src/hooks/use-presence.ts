import { motionMs } from '@littlegivers/shared/web/tokens';
import { useEffect, useState } from 'react';

export type PresencePhase = 'entered' | 'leaving' | 'gone';

/**
 * Keeps content mounted for the leave transition (300 ms, 0 under prefers-reduced-motion) after
 * `show` turns false, so it can fade out instead of vanishing.
 */
export function usePresence(show: boolean): PresencePhase {
  const [phase, setPhase] = useState<PresencePhase>(show ? 'entered' : 'gone');
  useEffect(() => {
    if (show) {
      setPhase('entered');
      return;
    }
    const leaveMs = motionMs('leaveMs');
    setPhase((current) => (current === 'gone' || leaveMs === 0 ? 'gone' : 'leaving'));
    if (leaveMs === 0) return;
    const timer = setTimeout(() => setPhase('gone'), leaveMs);
    return () => clearTimeout(timer);
  }, [show]);
  return phase;
}
