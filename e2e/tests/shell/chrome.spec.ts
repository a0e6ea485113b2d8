import { expect, test } from '@playwright/test';
import { allRoutes as routes } from '../../support/routes';
import { useRuntimeConfig } from '../../support/runtime-config';

const navLabels = ['home', 'gift now', 'kidspage', 'faq', 'support Little Givers', 'about us'];

test.describe('the shell chrome on every path', () => {
  for (const route of routes) {
    test(`${route} shows the banners, navigation and footer`, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(
        page.getByText('giving the special children in your life the gift of giving', { exact: true }),
      ).toBeVisible();
      await expect(page.getByText('you are currently viewing the local site.', { exact: true })).toBeVisible();
      for (const name of ['main', 'footer']) {
        const nav = page.getByRole('navigation', { name, exact: true });
        await expect(nav.getByRole('link')).toHaveText(navLabels);
      }
      const year = new Date().getFullYear();
      await expect(page.getByRole('contentinfo')).toContainText(`© ${year} Little Givers`);
    });
  }
});

test.describe('environment banner from the runtime config', () => {
  test('dev with debug on', async ({ page }) => {
    await useRuntimeConfig(page, (config) => ({ ...config, env: 'dev', debug: true }));
    await page.goto('/faq');
    await expect(page.getByText('you are currently viewing the dev site. debug mode', { exact: true })).toBeVisible();
  });

  test('demo', async ({ page }) => {
    await useRuntimeConfig(page, (config) => ({ ...config, env: 'demo' }));
    await page.goto('/');
    await expect(page.getByText('you are currently viewing the demo site.', { exact: true })).toBeVisible();
  });

  test('production shows no red banner, and the product name comes from config', async ({ page }) => {
    await useRuntimeConfig(page, (config) => ({ ...config, env: 'production', productName: 'Kind Kids' }));
    await page.goto('/');
    await expect(page.getByTestId('tagline-banner')).toBeVisible();
    await expect(page.getByTestId('env-banner')).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'support Kind Kids' }),
    ).toBeVisible();
  });
});
