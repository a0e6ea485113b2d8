import { expect, test } from '@playwright/test';
import { useRuntimeConfig } from '../../support/runtime-config';
import { codeField, openKidspage, openPreview, presentButton, redeem, stepTitle } from './redeem';

test.describe('redeem navigation', () => {
  test('the browser back button steps back through steps 3 and 2', async ({ page }) => {
    await openPreview(page);
    await redeem(page).getByRole('button', { name: 'choose Promote Peace' }).click();
    await expect(stepTitle(page)).toHaveText('pick a charity to promote peace');
    await page.goBack();
    await expect(stepTitle(page)).toContainText('what would you like to help?');
    await page.goForward();
    await expect(stepTitle(page)).toHaveText('pick a charity to promote peace');
    await redeem(page).getByRole('button', { name: 'Back to Category Selection' }).click();
    await expect(stepTitle(page)).toContainText('what would you like to help?');
    await page.goBack();
    await expect(stepTitle(page)).toHaveText('you have a gift to give!');
    await expect(page).toHaveURL(/\/kidspage$/);
  });

  test("/redeem-now opens the flow, and the navigation's kidspage link starts it over", async ({ page }) => {
    await openKidspage(page, '/redeem-now');
    await redeem(page).getByRole('button', { name: 'click here to preview' }).click();
    await redeem(page).getByRole('button', { name: 'choose Protect Animals' }).click();
    await expect(stepTitle(page)).toHaveText('pick a charity to protect animals');
    await page.getByRole('banner').getByRole('link', { name: 'kidspage' }).click();
    await expect(stepTitle(page)).toHaveText('you have a gift to give!');
    await expect(page).toHaveURL(/\/kidspage$/);
  });

  test('debug mode skips the human check', async ({ page }) => {
    await useRuntimeConfig(page, (config) => ({ ...config, debug: true }));
    await openKidspage(page);
    await expect(page.locator('altcha-widget')).toHaveCount(0);
    await codeField(page).fill('ABC');
    await expect(presentButton(page)).toBeEnabled();
  });

  test('is usable on a phone: no sideways scrolling, large targets', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openPreview(page);
    await redeem(page).getByRole('button', { name: 'choose Protect Animals' }).click();
    await expect(stepTitle(page)).toHaveText('pick a charity to protect animals');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const sizes = await redeem(page)
      .getByRole('button')
      .evaluateAll((nodes) =>
        nodes.map((node) => node.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)),
      );
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(44);
  });
});
