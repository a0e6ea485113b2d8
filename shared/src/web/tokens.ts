/**
 * Design tokens. The same values are exposed as CSS custom properties in tokens.css;
 * tokens.test.ts keeps the two in step.
 */
export const colors = {
  ink: '#1f2933',
  inkMuted: '#3e4c59',
  paper: '#ffffff',
  canvas: '#fdfaf4',
  brand: '#0b6e4f',
  brandStrong: '#08523b',
  brandInk: '#ffffff',
  accent: '#c2410c',
  bannerYellow: '#fde68a',
  bannerYellowInk: '#3b2f00',
  bannerRed: '#b91c1c',
  bannerRedInk: '#ffffff',
  danger: '#b42318',
  dangerBg: '#fef3f2',
  success: '#05603a',
  successBg: '#ecfdf3',
  border: '#9aa5b1',
  focus: '#1d4ed8',
} as const;

export const fontFamily = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  display: "'Trebuchet MS', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
} as const;

/** Type scale in rem. */
export const fontSize = { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.25rem' } as const;

export const space = { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem' } as const;

export const radius = { sm: '4px', md: '8px', lg: '16px', pill: '999px' } as const;

/** Spec section 4 and 9: 500 ms enter/appear, 300 ms leave. */
export const motion = { enterMs: 500, appearMs: 500, leaveMs: 300 } as const;

/** Motion durations, honouring the user's prefers-reduced-motion setting. */
export function motionMs(kind: keyof typeof motion): number {
  if (typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    return 0;
  }
  return motion[kind];
}
