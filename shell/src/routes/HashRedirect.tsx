import { flowForPath, requestFlowReset } from '@littlegivers/shared/web/bus';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Spec section 2: a home hash of #!gift-now, #!about-us, #!kidspage, #!faq or #!donate redirects. */
export const hashRedirects: Record<string, string> = {
  '#!gift-now': '/gift-now',
  '#!about-us': '/about-us',
  '#!kidspage': '/kidspage',
  '#!faq': '/faq',
  '#!donate': '/donate',
};

export function HashRedirect() {
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (pathname !== '/') return;
    const target = hashRedirects[hash];
    if (!target) return;
    const flow = flowForPath(target);
    if (flow) requestFlowReset(flow);
    navigate(target, { replace: true });
  }, [pathname, hash, navigate]);
  return null;
}
