/**
 * The shell checks the contract version each remote's manifest names (shared/src/web/shell-contract.ts)
 * before it runs the remote: another major gets the remote's fallback, another minor loads.
 */
import { expect, type Page, test } from '@playwright/test';
import { appUrls } from '../../support/env';

/** Serves gift-mfe's real manifest, naming `shellContract` as the contract it implements. */
async function giftManifestNaming(page: Page, shellContract: string) {
  await page.route(`${appUrls.gift}/mf-manifest.json`, async (route) => {
    const response = await route.fetch();
    const manifest = await response.json();
    expect(manifest.littlegivers?.shellContract, 'the build writes its contract version').toMatch(/^\d+\.\d+\.\d+$/);
    await route.fulfill({ response, json: { ...manifest, littlegivers: { ...manifest.littlegivers, shellContract } } });
  });
}

test('a remote whose manifest names a future contract major gets its fallback with "try again"; the rest of the site works', async ({
  page,
}) => {
  await giftManifestNaming(page, '99.0.0');
  await page.goto('/gift-now');
  await expect(page.getByRole('heading', { name: "we couldn't load the gift card builder" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('button', { name: 'try again' })).toBeVisible();
  await expect(page.locator('[data-remote-app="gift-mfe"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'try again' }).click();
  await expect(page.getByRole('heading', { name: "we couldn't load the gift card builder" })).toBeVisible({
    timeout: 20_000,
  });
  // The refused remote's entry never ran (a preload of its files may have started).
  expect(await page.evaluate(() => 'gift_mfe' in window)).toBe(false);
  await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'faq' }).click();
  await expect(page.locator('[data-remote-app="content-mfe"]')).toBeVisible();
});

test('a remote whose manifest names a newer minor of the same major loads', async ({ page }) => {
  await giftManifestNaming(page, '1.99.0');
  await page.goto('/gift-now');
  await expect(page.locator('[data-remote-app="gift-mfe"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('build your card');
  expect(await page.evaluate(() => 'gift_mfe' in window)).toBe(true);
});
