import { flowForPath, requestFlowReset } from '@littlegivers/shared/web/bus';
import type { MouseEvent } from 'react';
import { useCallback } from 'react';

/**
 * Answers are HTML, so their links are plain <a href="/kidspage">. A plain click on a link to a
 * page of this site goes through the router (no full page load), and a link to the gift or redeem
 * flow starts that flow over, as the navigation's links do. Other links behave as links.
 */
export function useAnswerLinkNavigation(navigate: ((path: string) => void) | undefined) {
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (!navigate || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element).closest?.('a');
      if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const flow = flowForPath(url.pathname);
      if (flow) requestFlowReset(flow);
      navigate(`${url.pathname}${url.search}${url.hash}`);
    },
    [navigate],
  );
}
