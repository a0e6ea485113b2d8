import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` has the focus (as a keyboard user would reach it), or fails. */
export async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  await expect(target).toBeVisible();
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${String(target)} with the Tab key`);
}
