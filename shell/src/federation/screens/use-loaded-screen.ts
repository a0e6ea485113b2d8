import type { RemoteScreenModule } from '@littlegivers/shared/web/remote-modules';
import { type ComponentType, startTransition, useEffect, useReducer } from 'react';
import { releaseDesignFont } from '../../font-preload';

type Outcome = { Screen: ComponentType } | { error: unknown };

/** How each screen load ended, readable synchronously once it has (keyed by the load itself). */
const outcomes = new WeakMap<Promise<RemoteScreenModule>, Outcome>();
const watched = new WeakSet<Promise<RemoteScreenModule>>();

function watch(load: Promise<RemoteScreenModule>): void {
  if (watched.has(load)) return;
  watched.add(load);
  load.then(
    (loaded) => outcomes.set(load, { Screen: loaded.default }),
    (error: unknown) => {
      outcomes.set(load, { error });
      // No screen will paint: the design font may download now (font-preload.ts).
      releaseDesignFont();
    },
  );
}

/** Runs `task` once the frame being drawn has been painted. */
function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * The component a screen load resolves to, or null while it is under way; a failed load throws (for
 * the error boundary around it). Plain state, not React.lazy and Suspense: React reveals a suspended
 * boundary's content no sooner than 300 ms after its fallback appeared, so with Suspense a screen
 * that arrived 100 ms after the first paint waited 200 ms more for nothing. Here it renders as soon
 * as it has loaded (as a transition, in slices), and a load that has already settled (a preloaded
 * screen, a visit back) renders at once, with no loading frame.
 */
export function useLoadedScreen(load: Promise<RemoteScreenModule>): ComponentType | null {
  watch(load);
  const [, settled] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    let live = true;
    // A transition: the screen's first render is done in slices of a few milliseconds, so a big
    // screen never makes one long task of the load (a plain update would render it all at once).
    const rerender = () => {
      if (live) startTransition(settled);
    };
    load.then(rerender, rerender);
    return () => {
      live = false;
    };
  }, [load]);
  const outcome = outcomes.get(load);
  const Screen = outcome && 'Screen' in outcome ? outcome.Screen : null;
  // The screen's first content is painted in the fallback face, whose metrics match Nunito's: the
  // design font downloads after that paint (font-preload.ts), so it never shares the bandwidth
  // with what the first screen needs.
  useEffect(() => (Screen ? afterNextPaint(releaseDesignFont) : undefined), [Screen]);
  if (outcome && 'error' in outcome) throw outcome.error;
  return Screen;
}
