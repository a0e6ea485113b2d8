/**
 * Design tokens. The colours are the one palette of @littlegivers/design; tokens.css exposes
 * them (and the rest) as CSS custom properties, and tokens.test.ts keeps the two in step.
 */
import { FONT_STACK, palette } from '@littlegivers/design';

/** The palette, under the name the apps use (`--color-<name>` in CSS, `--lg-<name>` underneath). */
export const colors = palette;

/** Nunito (self-hosted by the shell) with its metric-adjusted fallback, for text and headings. */
export const fontFamily = { body: FONT_STACK, display: FONT_STACK } as const;

/** Type scale in rem. */
export const fontSize = { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.25rem' } as const;

export const space = { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem' } as const;

export const radius = { sm: '4px', md: '8px', lg: '16px', pill: '999px' } as const;

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
