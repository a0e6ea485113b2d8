/**
 * The celebration: confetti from both sides of the screen, then a burst of stars from the middle,
 * in the palette's decoration colours. canvas-confetti is loaded only when step 4 shows (it never
 * weighs on the kidspage's first load), and not at all under prefers-reduced-motion. It draws on a
 * canvas of its own that starts below the celebration's headline, so no piece ever covers it.
 */

import { palette } from '@littlegivers/design';
import { prefersReducedMotion } from '@littlegivers/shared/web/tokens';

const colors = [palette.sun, palette.coral, palette.mint, palette.azure, palette.violet, palette.brand];

/** How long one celebration lasts (ms). */
export const CELEBRATION_MS = 2200;

/** The confetti keeps at least this much of the screen's height (px), however low the headline. */
const MIN_CONFETTI_HEIGHT = 240;

/** Where the confetti's canvas starts: just below the headline, in the window's coordinates. */
export function confettiTop(headline: Element | null | undefined, viewportHeight: number): number {
  if (!headline) return 0;
  const below = Math.ceil(headline.getBoundingClientRect().bottom) + 8;
  return Math.max(0, Math.min(below, viewportHeight - MIN_CONFETTI_HEIGHT));
}

/**
 * Starts a celebration below `headline`; resolves to a stop function (clears the confetti and its
 * canvas at once). Resolves to a no-op, having loaded nothing, when the visitor prefers reduced motion.
 */
export async function celebrate(headline?: Element | null): Promise<() => void> {
  if (prefersReducedMotion()) return () => {};
  const { default: confettiModule } = await import(/* webpackChunkName: "confetti" */ 'canvas-confetti');
  const canvas = document.createElement('canvas');
  canvas.className = 'redeem-confetti';
  canvas.setAttribute('aria-hidden', 'true');
  const top = confettiTop(headline, window.innerHeight);
  Object.assign(canvas.style, {
    position: 'fixed',
    left: '0',
    top: `${top}px`,
    width: '100vw',
    height: `calc(100vh - ${top}px)`,
    pointerEvents: 'none',
    zIndex: '90',
  });
  document.body.append(canvas);
  const confetti = confettiModule.create(canvas, { resize: true, disableForReducedMotion: true });
  const shared = { colors, ticks: 260 } as const;
  const timers: ReturnType<typeof setTimeout>[] = [];
  const end = Date.now() + CELEBRATION_MS * 0.6;
  // Two cannons, one at each side, firing a few times a second.
  const sides = () => {
    void confetti({ ...shared, particleCount: 7, angle: 60, spread: 60, startVelocity: 55, origin: { x: 0, y: 0.75 } });
    void confetti({
      ...shared,
      particleCount: 7,
      angle: 120,
      spread: 60,
      startVelocity: 55,
      origin: { x: 1, y: 0.75 },
    });
    if (Date.now() < end) timers.push(setTimeout(sides, 120));
  };
  sides();
  // Then stars from the middle.
  timers.push(
    setTimeout(() => {
      void confetti({
        ...shared,
        particleCount: 90,
        spread: 100,
        startVelocity: 42,
        scalar: 1.3,
        shapes: ['star'],
        origin: { x: 0.5, y: 0.45 },
      });
    }, CELEBRATION_MS * 0.35),
  );
  return () => {
    for (const timer of timers) clearTimeout(timer);
    confetti.reset();
    canvas.remove();
  };
}
