/**
 * Design tokens. The colours are the one palette of @littlegivers/design; tokens.css exposes
 * them (and the rest) as CSS custom properties, and tokens.test.ts keeps the two in step.
 */
import { FONT_STACK, palette } from '@littlegivers/design';

/** The palette, under the name the apps use (`--color-<name>` in CSS, `--lg-<name>` underneath). */
export const colors = palette;

/** Nunito (self-hosted by the shell) with its metric-adjusted fallback, for text and headings. */
export const fontFamily = { body: FONT_STACK, display: FONT_STACK } as const;

/** Spec section 4 and 9: 500 ms enter/appear, 300 ms leave. */
export const motion = { enterMs: 500, appearMs: 500, leaveMs: 300 } as const;

/** Whether the visitor asked for less motion (prefers-reduced-motion: reduce). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** Motion durations, honouring the user's prefers-reduced-motion setting. */
export function motionMs(kind: keyof typeof motion): number {
  return prefersReducedMotion() ? 0 : motion[kind];
}
