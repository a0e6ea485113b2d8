/**
 * The human check (ALTCHA, self-hosted proof of work): the widget fetches its challenge from the
 * API and, once solved, hands over the payload that goes with the code as `captcha`.
 */

import { altchaChallengeUrl } from '@littlegivers/shared/web/api/endpoints/altcha-challenge';
import type {} from 'altcha/types/react';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';

export interface HumanCheckHandle {
  /** Asks for a fresh proof (each payload is good for one try). */
  renew: () => void;
}

interface AltchaWidgetElement extends HTMLElement {
  reset?: () => void;
  verify?: () => Promise<unknown>;
}

interface HumanCheckProps {
  onChange: (payload: string | null) => void;
}

export const HumanCheck = forwardRef<HumanCheckHandle, HumanCheckProps>(function HumanCheck({ onChange }, handle) {
  const widgetRef = useRef<AltchaWidgetElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    // Registers <altcha-widget>; loaded with the step so the rest of the site never pays for it.
    import('altcha').catch((error: unknown) => console.error('[redeem-mfe] the human check could not load', error));
  }, []);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      onChangeRef.current(detail?.state === 'verified' && detail.payload ? detail.payload : null);
    };
    const onVerified = (event: Event) => {
      const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload;
      if (payload) onChangeRef.current(payload);
    };
    const onExpired = () => onChangeRef.current(null);
    widget.addEventListener('statechange', onState);
    widget.addEventListener('verified', onVerified);
    widget.addEventListener('expired', onExpired);
    return () => {
      widget.removeEventListener('statechange', onState);
      widget.removeEventListener('verified', onVerified);
      widget.removeEventListener('expired', onExpired);
    };
  }, []);

  useImperativeHandle(handle, () => ({
    renew: () => {
      const widget = widgetRef.current;
      onChangeRef.current(null);
      if (!widget?.reset || !widget.verify) return;
      widget.reset();
      // The child already showed they are a person: solve the next proof without another tap.
      widget.verify().catch((error: unknown) => console.error('[redeem-mfe] the human check failed', error));
    },
  }));

  return (
    <div className="redeem-human-check">
      <p className="redeem-hint" id="human-check-hint">
        first, tap the box below so we know you're a real person
      </p>
      <altcha-widget ref={widgetRef} challenge={altchaChallengeUrl()} aria-describedby="human-check-hint" />
    </div>
  );
});
