/**
 * The visual suite's camera: one screen at three widths (a phone, a tablet, a
 * desktop), full page, compared with the committed baselines in `baselines/` (the tolerance, the
 * disabled animations and the hidden caret are set in playwright.config.ts). `pnpm visual:update`
 * rewrites the baselines that changed.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export const viewports = [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
  { width: 1280, height: 800 },
] as const;

/** What changes from run to run on every page: the copyright year. */
const alwaysMasked = (page: Page) => [page.locator('.copyright')];

/**
 * Waits until what a person would see has arrived: the fonts, every image (lazy ones below the fold
 * included: the page is scrolled to its end and back), and no request in flight.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise(requestAnimationFrame);
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    // Images in the layout that have not arrived yet (a lazy image never loads while it is hidden).
    const pending = Array.from(document.images).filter(
      (image) => !image.complete && image.getBoundingClientRect().width > 0,
    );
    await Promise.all(
      pending.map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener('load', resolve);
            image.addEventListener('error', resolve);
            setTimeout(resolve, 5000);
          }),
      ),
    );
    await document.fonts.ready;
    await new Promise(requestAnimationFrame);
  });
}

/**
 * Photographs the page as it is now at each width (`<name>-<width>.png`), then puts the first
 * width back. `dynamic` is text that differs between runs (an order number, a date): each is
 * written as the same ten zeros, so that the layout around it stays put, and masked.
 */
export async function shootAllWidths(page: Page, name: string, dynamic: Locator[] = []): Promise<void> {
  for (const locator of dynamic) {
    await locator.evaluateAll((elements) => {
      for (const element of elements) element.textContent = '0000000000';
    });
  }
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await settle(page);
    // Nothing sticks out sideways (a full-page picture would hide it: it is cut at the width).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect.soft(overflow, `${name} at ${viewport.width} px is wider than the screen`).toBeLessThanOrEqual(0);
    await expect(page, `${name} at ${viewport.width} px`).toHaveScreenshot(`${name}-${viewport.width}.png`, {
      fullPage: true,
      mask: [...alwaysMasked(page), ...dynamic],
    });
  }
  await page.setViewportSize(viewports[0]);
}
