import { expect, test } from '@playwright/test';
import { appUrls } from '../../support/env';

const screens = [
  { route: '/gift-now', app: 'gift-mfe', origin: appUrls.gift },
  { route: '/kidspage', app: 'redeem-mfe', origin: appUrls.redeem },
  { route: '/faq', app: 'content-mfe', origin: appUrls.content },
] as const;

test.describe('the first load of a remote route', () => {
  for (const { route, app, origin } of screens) {
    test(`${route}: the runtime config, ${app}'s manifest and each of its scripts are fetched once`, async ({
      page,
    }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.goto(route);
      await expect(page.locator(`[data-remote-app="${app}"]`)).toBeVisible({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');

      const count = (url: string) => requested.filter((u) => u === url).length;
      expect(count(new URL('/runtime-config.json', page.url()).href)).toBe(1);
      expect(count(`${origin}/mf-manifest.json`)).toBe(1);
      const remoteScripts = [...new Set(requested.filter((u) => u.startsWith(origin) && u.endsWith('.js')))];
      expect(remoteScripts).toContain(`${origin}/remoteEntry.js`);
      for (const url of remoteScripts) expect(count(url), url).toBe(1);
      // The boot script started the remote early: its entry was preloaded from the manifest.
      await expect(page.locator(`link[rel="preload"][href="${origin}/remoteEntry.js"]`)).toHaveCount(1);
    });
  }

  test('the home page starts nothing of the remotes', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const remoteOrigins = screens.map((screen) => screen.origin);
    expect(requested.filter((url) => remoteOrigins.some((o) => url.startsWith(o)))).toEqual([]);
    await expect(page.locator('link[rel="preload"][as="script"]')).toHaveCount(0);
  });
});
