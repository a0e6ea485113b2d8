/** Tests: the browser's prefers-reduced-motion setting (jsdom has no matchMedia). Undo with vi.unstubAllGlobals(). */
import { vi } from 'vitest';

export function setReducedMotion(reduce: boolean) {
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
