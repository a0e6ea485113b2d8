/** Tests' stand-in for the visitor's motion setting: jsdom has no matchMedia. */
import { vi } from 'vitest';

/** Answers `(prefers-reduced-motion: reduce)` with `reduce`, every other media query with false. */
export function setReducedMotion(reduce: boolean): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })),
  );
}
