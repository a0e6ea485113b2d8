import { consumePendingFlowReset, type FlowName, onFlowReset } from '@littlegivers/shared/web/bus';
import { useEffect, useRef } from 'react';

/**
 * Runs `reset` when the visitor is sent to this flow by a link (even when already on it), and
 * once on mount when the link was followed before the flow mounted. A reload does not reset.
 */
export function useFlowReset(flow: FlowName, reset: () => void): void {
  const resetRef = useRef(reset);
  resetRef.current = reset;
  useEffect(() => {
    if (consumePendingFlowReset(flow)) resetRef.current();
    return onFlowReset(flow, () => resetRef.current());
  }, [flow]);
}
