import { expect, test } from '@playwright/test';

test.use({ serviceWorkers: 'allow' });

test('after a first visit, the shell and visited screens load with no network', async ({ page, context }) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first load is not controlled yet; a reload goes through the worker and fills its cache.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'about us' }).click();
  await expect(page.locator('[data-remote-app="content-mfe"]')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('tagline-banner')).toBeVisible();
  await expect(page.locator('[data-remote-app="content-mfe"]')).toBeVisible();
  await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => logs).toContain('No internet connection found. App is running in offline mode.');
  await context.setOffline(false);
});
