import type { Page } from '@playwright/test';

/**
 * Uses the page as a person starts to: a mouse move. The heavy widgets (PayPal's SDK, the human
 * check) start on the first sign of use, so a test that reads them engages the page first, as a
 * visitor does before any of them matters.
 */
export async function startUsing(page: Page) {
  await page.mouse.move(1, 1);
}

/**
 * Makes the next loads look like a page no one has used yet. Automated Chromium often reports the
 * browser's sticky user activation as set from the start, which starts the widgets at once; a test
 * of what a visitor sees before their first touch calls this before `page.goto`.
 */
export async function asIfNeverUsed(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'userActivation', {
      configurable: true,
      get: () => ({ hasBeenActive: false, isActive: false }),
    });
  });
}
