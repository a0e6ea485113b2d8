import { expect, test } from '@playwright/test';
import { deadRemote, useRuntimeConfig } from '../../support/runtime-config';

const remoteRoutes = { gift: '/gift-now', redeem: '/kidspage', content: '/faq' } as const;
const navLinks = { gift: 'gift now', redeem: 'kidspage', content: 'faq' } as const;
const fallbackHeadings = {
  gift: "we couldn't load the gift card builder",
  redeem: "we couldn't load the kidspage",
  content: "we couldn't load this page",
};

test.describe('a remote that is down', () => {
  for (const down of ['gift', 'redeem', 'content'] as const) {
    test(`${down} down: fallback in its place, the rest of the site works`, async ({ page }) => {
      await useRuntimeConfig(page, (config) => ({ ...config, remotes: { ...config.remotes, [down]: deadRemote } }));
      await page.goto(remoteRoutes[down]);
      await expect(page.getByRole('heading', { name: fallbackHeadings[down] })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('button', { name: 'try again' })).toBeVisible();
      await expect(page.getByTestId('tagline-banner')).toBeVisible();
      for (const [other, route] of Object.entries(remoteRoutes)) {
        if (other === down) continue;
        const link = navLinks[other as keyof typeof navLinks];
        await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: link, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${route}$`));
        await expect(page.locator(`[data-remote-app="${other}-mfe"]`)).toBeVisible();
      }
      await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'home' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('try again loads the remote once it is back', async ({ page }) => {
    let failing = true;
    await page.route('http://localhost:3003/**', (route) =>
      failing ? route.abort('connectionrefused') : route.continue(),
    );
    await page.goto('/faq');
    await expect(page.getByRole('heading', { name: fallbackHeadings.content })).toBeVisible({ timeout: 20_000 });
    failing = false;
    await page.getByRole('button', { name: 'try again' }).click();
    await expect(page.locator('[data-remote-app="content-mfe"]')).toBeVisible();
  });

  test('a remote that fails once is retried before any fallback shows', async ({ page }) => {
    let failures = 0;
    await page.route('http://localhost:3001/mf-manifest.json', (route) => {
      if (failures < 1) {
        failures += 1;
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await page.goto('/gift-now');
    await expect(page.locator('[data-remote-app="gift-mfe"]')).toBeVisible();
    expect(failures).toBe(1);
  });
});

test.describe('a slow remote', () => {
  for (const [slow, route] of Object.entries(remoteRoutes)) {
    test(`${slow} slow: its loading state shows, the chrome works, then it arrives`, async ({ page }) => {
      const port = { gift: 3001, redeem: 3002, content: 3003 }[slow];
      await page.route(`http://localhost:${port}/mf-manifest.json`, async (r) => {
        await new Promise((resolve) => setTimeout(resolve, 4000));
        await r.continue();
      });
      await page.goto(route);
      await expect(page.getByRole('status').filter({ hasText: 'loading' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'main' })).toBeVisible();
      await expect(page.locator(`[data-remote-app="${slow}-mfe"]`)).toBeVisible({ timeout: 15_000 });
    });
  }
});
