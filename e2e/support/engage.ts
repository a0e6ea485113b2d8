import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Uses the page as a person starts to: a mouse move. The heavy widgets (PayPal's SDK, the human
 * check) start on the first sign of use, so a test that reads them engages the page first, as a
 * visitor does before any of them matters. `ready` is the widget's place: the move waits for it,
 * since a move made before the widget's screen is drawn is heard by no one.
 */
export async function startUsing(page: Page, ready?: Locator) {
  if (ready) await expect(ready).toBeAttached();
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
