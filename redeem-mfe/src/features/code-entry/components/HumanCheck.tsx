/**
 * The human check (ALTCHA, self-hosted proof of work): the widget fetches its challenge from the
 * API and, once solved, hands over the payload that goes with the code as `captcha`. Its script is
 * fetched and run when the child starts to use the page (`whenEngaged`: the first touch, key or
 * focus, then the next idle moment; at idle at once when the kidspage was reached by a click): its
 * start-up is the heaviest task on the page and not the first screen's own work, so a cold load
 * never runs it. It then shows and starts solving at once (`auto="onload"`), in the widget's own Web
 * Workers (the default `altcha` build runs PBKDF2 in a worker made from an inline script, so
 * nothing is fetched across origins), so the proof is ready long before 16 characters are typed.
 * Its hint shows with the widget, never before it. Until then its place holds a box of the
 * widget's size that says how to wake it (`HUMAN_CHECK_ASLEEP`), then that it is coming, so a child who has not touched
 * the page yet sees what comes there, not an empty space.
 */

/** The hint above the widget: what the box does, since it ticks itself. */
export const HUMAN_CHECK_HINT = "this box checks that you're a real person all by itself: wait for its tick";

/** The widget's place before the child starts to use the page: what wakes it. */
export const HUMAN_CHECK_ASLEEP = 'tap your code box below and a "not a robot" box shows up here';
/** The widget's place while its script loads. */
export const HUMAN_CHECK_WAKING = 'your "not a robot" box is on its way';

/**
 * Where the check is: `asleep` until the child starts to use the page, `waking` while the widget's
 * script loads, `shown` once the widget is on screen (solving by itself).
 */
export type HumanCheckStage = 'asleep' | 'waking' | 'shown';

import { altchaChallengeUrl } from '@littlegivers/shared/web/api/endpoints/altcha-challenge';
import { whenEngaged } from '@littlegivers/shared/web/when-engaged';
import type {} from 'altcha/types/react';
import { forwardRef, memo, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';

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
  /** Told each time the check moves to its next stage. */
  onStageChange?: (stage: HumanCheckStage) => void;
}

/** Memoised: a key typed in the code field beside it redraws nothing here. */
export const HumanCheck = memo(
  forwardRef<HumanCheckHandle, HumanCheckProps>(function HumanCheck({ onChange, onStageChange }, handle) {
    const widgetRef = useRef<AltchaWidgetElement>(null);
    const onChangeRef = useRef(onChange);
    onChangeRef.current = onChange;
    const onStageChangeRef = useRef(onStageChange);
    onStageChangeRef.current = onStageChange;
    const [stage, setStage] = useState<HumanCheckStage>('asleep');
    const shown = stage === 'shown';
    const setShown = useCallback(() => setStage('shown'), []);

    useEffect(() => {
      if (stage !== 'asleep') onStageChangeRef.current?.(stage);
    }, [stage]);

    useEffect(() => {
      let active = true;
      const cancel = whenEngaged(() => {
        setStage((current) => (current === 'asleep' ? 'waking' : current));
        loadAltcha()
          .then(() => customElements.whenDefined('altcha-widget'))
          .then(() => {
            // Already drawn (the script was cached and the element upgraded before 'load' was heard).
            if (active && typeof widgetRef.current?.getState === 'function') setShown();
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
      const onLoad = () => setShown();
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
    }, [setShown]);

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
        ) : (
          <p className="redeem-human-check__waiting">{stage === 'asleep' ? HUMAN_CHECK_ASLEEP : HUMAN_CHECK_WAKING}</p>
        )}
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
