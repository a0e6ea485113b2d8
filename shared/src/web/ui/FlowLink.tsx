import { flowForPath, requestFlowReset } from '@littlegivers/shared/web/bus';
import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';

type FlowLinkProps = ComponentProps<typeof Link> & { to: string };

/**
 * A link that, when it leads to the gift or redeem flow, tells that flow to start over at step 1
 * (spec section 2: going to gift now or kidspage resets that flow), even when already there.
 */
export function FlowLink({ to, onClick, ...rest }: FlowLinkProps) {
  return (
    <Link
      to={to}
      onClick={(event) => {
        onClick?.(event);
        const flow = flowForPath(to);
        if (flow && !event.defaultPrevented) requestFlowReset(flow);
      }}
      {...rest}
    />
  );
}
