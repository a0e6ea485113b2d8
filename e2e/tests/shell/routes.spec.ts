import { expect, test } from '@playwright/test';

const screens: Array<[string, string]> = [
  ['/gift-now', 'gift-mfe'],
  ['/kidspage', 'redeem-mfe'],
  ['/redeem-now', 'redeem-mfe'],
  ['/faq', 'content-mfe'],
  ['/donate', 'content-mfe'],
  ['/about-us', 'content-mfe'],
  ['/fun-ideas', 'content-mfe'],
  ['/charities', 'content-mfe'],
];

test.describe('routes', () => {
  for (const [route, remote] of screens) {
    test(`${route} is rendered by ${remote}`, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator(`[data-remote-app="${remote}"]`)).toBeVisible();
    });
  }

  for (const hash of ['gift-now', 'about-us', 'kidspage', 'faq', 'donate']) {
    test(`home hash #!${hash} redirects to /${hash}`, async ({ page }) => {
      await page.goto(`/#!${hash}`);
      await expect(page).toHaveURL(new RegExp(`/${hash}$`));
      await expect(page.locator('[data-remote-app]')).toBeVisible();
    });
  }

  for (const path of ['/nope', '/faq/extra', '/FAQ']) {
    test(`${path} is not a route: friendly not-found inside the chrome`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: "we couldn't find that page" })).toBeVisible();
      await expect(page.getByTestId('tagline-banner')).toBeVisible();
      await page.getByRole('link', { name: 'back to home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('the home page leads to gift now and the kidspage', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'gift now' }).click();
    await expect(page).toHaveURL(/\/gift-now$/);
    await page.goto('/');
    await page
      .getByRole('main')
      .getByRole('link', { name: /kidspage/ })
      .click();
    await expect(page).toHaveURL(/\/kidspage$/);
  });

  test('no remote code is fetched on the home page', async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (/localhost:300[123]/.test(request.url())) remoteRequests.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(remoteRequests).toEqual([]);
  });

  test('resting the pointer on a navigation link preloads its remote', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const manifest = page.waitForRequest(/localhost:3003\/mf-manifest\.json/);
    await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'faq' }).hover();
    await manifest;
  });
});

test('host and remotes see the same event-bus store instance, one React and one zod', async ({ page }) => {
  const reactChunks: string[] = [];
  page.on('response', (response) => {
    if (/\.js$/.test(response.url())) reactChunks.push(response.url());
  });
  await page.goto('/faq');
  await expect(page.locator('[data-remote-app="content-mfe"]')).toBeVisible();
  await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'gift now' }).click();
  await expect(page.locator('[data-remote-app="gift-mfe"]')).toBeVisible();
  const same = await page.evaluate(() => {
    const probe = (window as unknown as { __LG_BUS_PROBE__?: Record<string, unknown> }).__LG_BUS_PROBE__ ?? {};
    return {
      apps: Object.keys(probe).sort(),
      same: probe.shell !== undefined && probe['content-mfe'] === probe.shell && probe['gift-mfe'] === probe.shell,
    };
  });
  expect(same.apps).toEqual(['content-mfe', 'gift-mfe', 'shell']);
  expect(same.same).toBe(true);
  const copies = await page.evaluate(() => {
    const share =
      (
        window as unknown as {
          __FEDERATION__?: {
            __SHARE__?: Record<
              string,
              Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>
            >;
          };
        }
      ).__FEDERATION__?.__SHARE__ ?? {};
    const loaded: Record<string, string[]> = {};
    for (const library of ['react', 'zod/mini']) {
      loaded[library] = [];
      for (const scope of Object.values(share)) {
        const versions = scope.default?.[library] ?? {};
        for (const [version, entry] of Object.entries(versions))
          if (entry.loaded) loaded[library].push(`${entry.from}@${version}`);
      }
    }
    return loaded;
  });
  // One React and one zod (the schemas' runtime), provided by the shell, whichever app asked.
  expect([...new Set(copies.react)]).toEqual(['shell@19.3.1']);
  expect([...new Set(copies['zod/mini'])]).toEqual([expect.stringMatching(/^shell@4\./)]);
});
