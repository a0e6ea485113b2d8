/**
 * The human check (ALTCHA, self-hosted proof of work): the widget fetches its challenge from the
 * API and, once solved, hands over the payload that goes with the code as `captcha`. Its script is
 * fetched and run when the child starts to use the page (`whenEngaged`: the first touch, key or
 * focus, then the next idle moment; at idle at once when the kidspage was reached by a click): its
 * start-up is the heaviest task on the page and not the first screen's own work, so a cold load
 * never runs it. It then shows and starts solving at once (`auto="onload"`), in the widget's own Web
 * Workers (the default `altcha` build runs PBKDF2 in a worker made from an inline script, so
 * nothing is fetched across origins), so the proof is ready long before 16 characters are typed.
 * Its hint shows with the widget, never before it.
 */

/** The hint above the widget: what the box does, since it ticks itself. */
export const HUMAN_CHECK_HINT = "this box checks that you're a real person all by itself: wait for its tick";

import { altchaChallengeUrl } from '@littlegivers/shared/web/api/endpoints/altcha-challenge';
import { whenEngaged } from '@littlegivers/shared/web/when-engaged';
import type {} from 'altcha/types/react';
import { forwardRef, memo, useEffect, useImperativeHandle, useRef, useState } from 'react';

export interface HumanCheckHandle {
  /** Asks for a fresh proof (each payload is good for one try). */
  renew: () => void;
}

/** No footer link to an outside website on a children's page, no logo: the box and its words. */
const widgetConfiguration = JSON.stringify({ hideFooter: true, hideLogo: true });

let altchaLoading: Promise<unknown> | null = null;
/** Registers <altcha-widget>, once: loaded by the step, so the rest of the site never pays for it. */
function loadAltcha(): Promise<unknown> {
  altchaLoading ??= import(/* webpackChunkName: "altcha" */ 'altcha');
  return altchaLoading;
}

interface AltchaWidgetElement extends HTMLElement {
  reset?: () => void;
  verify?: () => Promise<unknown>;
  getState?: () => string;
}

interface HumanCheckProps {
  onChange: (payload: string | null) => void;
}

/** Memoised: a key typed in the code field beside it redraws nothing here. */
export const HumanCheck = memo(
  forwardRef<HumanCheckHandle, HumanCheckProps>(function HumanCheck({ onChange }, handle) {
    const widgetRef = useRef<AltchaWidgetElement>(null);
    const onChangeRef = useRef(onChange);
    onChangeRef.current = onChange;
    const [shown, setShown] = useState(false);

    useEffect(() => {
      let active = true;
      const cancel = whenEngaged(() => {
        loadAltcha()
          .then(() => customElements.whenDefined('altcha-widget'))
          .then(() => {
            // Already drawn (the script was cached and the element upgraded before 'load' was heard).
            if (active && typeof widgetRef.current?.getState === 'function') setShown(true);
          })
          .catch((error: unknown) => console.error('[redeem-mfe] the human check could not load', error));
      });
      return () => {
        active = false;
        cancel();
      };
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
      const onLoad = () => setShown(true);
      // The check solves itself, so a child who taps the box anyway may tap a box already ticked:
      // the widget would untick it and throw the proof away. A ticked box stays ticked.
      const onClick = (event: Event) => {
        if (widget.getState?.() === 'verified') event.preventDefault();
      };
      widget.addEventListener('click', onClick, true);
      widget.addEventListener('load', onLoad);
      widget.addEventListener('statechange', onState);
      widget.addEventListener('verified', onVerified);
      widget.addEventListener('expired', onExpired);
      return () => {
        widget.removeEventListener('click', onClick, true);
        widget.removeEventListener('load', onLoad);
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
      <div className="redeem-human-check" data-shown={shown}>
        {shown ? (
          <p className="redeem-hint" id="human-check-hint">
            {HUMAN_CHECK_HINT}
          </p>
        ) : null}
        <altcha-widget
          ref={widgetRef}
          challenge={altchaChallengeUrl()}
          auto="onload"
          configuration={widgetConfiguration}
          aria-describedby={shown ? 'human-check-hint' : undefined}
        />
      </div>
    );
  }),
);
