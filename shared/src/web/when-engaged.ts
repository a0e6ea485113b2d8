import { whenIdle } from './when-idle';

/**
 * What counts as a person starting to use the page: a touch, a press, a key, focus moved into it,
 * the mouse moved over it or its wheel turned.
 */
export const engagementEvents = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mousemove', 'wheel'] as const;

/** The person has already used this page (the browser's sticky user activation: a click, a tap, a key). */
function alreadyEngaged(): boolean {
  // Optional: a browser without the User Activation API waits for the first of `engagementEvents`.
  const activation: UserActivation | undefined = navigator.userActivation;
  return activation?.hasBeenActive === true;
}

/**
 * Runs `task` once the person has started to use the page (`engagementEvents`), then at the first idle moment
 * (`whenIdle`), never inside the input's own frame; at once at idle when they already have (a
 * screen reached by a click inside the site). Returns a function that cancels it.
 *
 * For heavy work a screen may need but its first paint does not (a widget's start-up, a later
 * step's code): a cold load leaves it out entirely, so it never blocks the first screen, and the
 * person's first touch, key, focus or mouse move starts it seconds before it is needed (Lighthouse's "facade"
 * pattern for heavy third-party widgets).
 */
export function whenEngaged(task: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  let cancelled = false;
  const start = () => {
    stopListening();
    if (!cancelled && !cancelIdle) cancelIdle = whenIdle(task, { timeoutMs: 500 });
  };
  const stopListening = () => {
    for (const type of engagementEvents) window.removeEventListener(type, start, true);
  };
  if (alreadyEngaged()) start();
  else for (const type of engagementEvents) window.addEventListener(type, start, { capture: true, passive: true });
  return () => {
    cancelled = true;
    stopListening();
    cancelIdle?.();
  };
}
