import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/a11y';
import { allRoutes } from '../../support/routes';
import { useRuntimeConfig } from '../../support/runtime-config';

const phone = { width: 390, height: 844 };

/** Where the content starts: the bottom of the chrome (banners and header). */
const chromeHeight = (page: Page) =>
  page.evaluate(() => document.querySelector('main')?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY);

test.describe('the home page shows the product', () => {
  test('hero with the card and the token, three steps, four causes, the trust line and the ways in', async ({
    page,
  }) => {
    await useRuntimeConfig(page, (config) => ({ ...config, ein: '12-3456789' }));
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'give a child the joy of giving' })).toBeVisible();
    const card = main.getByRole('img', { name: /Happy Birthday, Maya!/ });
    await expect(card).toBeVisible();
    // The card at its real 7:5 aspect (its layout box: the hero tilts it a little).
    const aspect = await card.evaluate((svg) => {
      const style = getComputedStyle(svg);
      return Number.parseFloat(style.width) / Number.parseFloat(style.height);
    });
    expect(aspect).toBeCloseTo(7 / 5, 2);
    await expect(main.getByRole('img', { name: /keepsake token with the code/ })).toBeVisible();
    // The card's art is the served SVG files, loaded.
    const art = await card.locator('image').evaluateAll((images) => images.map((i) => i.getAttribute('href')));
    expect(art.length).toBeGreaterThanOrEqual(3);
    for (const href of art) expect((await page.request.get(href ?? '')).headers()['content-type']).toContain('svg');

    const how = page.getByRole('region', { name: 'how it works' });
    await expect(how.locator('ol > li')).toHaveCount(3);
    // Every delivery is shown: mailed with the token, or printed at home.
    await expect(how).toContainText('we mail it: hand packed, with a keepsake token that carries a secret code');
    await expect(how).toContainText(
      'or you print it at home: a PDF right after paying, the secret code on its token panel',
    );
    const causes = page.getByRole('region', { name: 'four causes to choose from' });
    for (const cause of ['animals', 'children', 'peace', 'environment']) {
      await expect(causes.getByRole('link', { name: new RegExp(`^${cause}`) })).toHaveAttribute('href', '/charities');
    }
    await expect(page.getByRole('region', { name: 'why you can trust us' })).toHaveText(
      'Little Givers is a tax-exempt 501(c)(3) charity (EIN 12-3456789). Your whole order, the gift and the fee, is tax-deductible: the receipt we email you is your tax acknowledgment. Children never give us any personal information.',
    );
    await expect(main.getByRole('link', { name: 'gift now' })).toHaveAttribute('href', '/gift-now');
    await expect(main.getByRole('link', { name: /kidspage/ })).toHaveAttribute('href', '/kidspage');
    await causes.getByRole('link', { name: 'fun ideas for giving' }).click();
    await expect(page).toHaveURL(/\/fun-ideas$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'charities' }).click();
    await expect(page).toHaveURL(/\/charities$/);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'fun ideas' })).toHaveAttribute(
      'href',
      '/fun-ideas',
    );
  });

  test('the design font is served long-cached, preloaded and used', async ({ page }) => {
    const fonts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'font') fonts.push(response.url());
    });
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('800 16px Nunito'))).toBe(true);
    expect(fonts).toHaveLength(1);
    const response = await page.request.get(fonts[0] ?? '');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveAttribute(
      'href',
      new URL(fonts[0] ?? '').pathname,
    );
  });

  for (const viewport of [phone, { width: 1280, height: 800 }]) {
    test(`no WCAG 2.2 A/AA violation at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(page.getByRole('img', { name: /Happy Birthday/ })).toBeVisible();
      await page.getByRole('region', { name: 'why you can trust us' }).scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page, `/ at ${viewport.width} px`);
    });
  }
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: phone });

  for (const route of ['/', '/gift-now', '/kidspage', '/faq', '/no-such-page']) {
    test(`${route}: the banners and the navigation take at most 120 px`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByTestId('env-banner')).toBeVisible();
      await expect(page.getByTestId('tagline-banner')).toBeVisible();
      expect(await chromeHeight(page)).toBeLessThanOrEqual(120);
    });
  }

  test('with debug on, the longest environment banner still fits', async ({ page }) => {
    await useRuntimeConfig(page, (config) => ({ ...config, env: 'demo', debug: true }));
    await page.goto('/');
    await expect(page.getByText('you are currently viewing the demo site. debug mode', { exact: true })).toBeVisible();
    expect(await chromeHeight(page)).toBeLessThanOrEqual(120);
  });

  test('the navigation is a menu button: keyboard, focus and Escape', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'main' });
    const button = nav.getByRole('button', { name: 'menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'faq' })).toBeHidden();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link')).toHaveText([
      'home',
      'gift now',
      'kidspage',
      'faq',
      'support Little Givers',
      'about us',
    ]);
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(nav.getByRole('link', { name: 'faq' })).toBeHidden();
    await page.keyboard.press('Space');
    await nav.getByRole('link', { name: 'faq' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('[data-remote-app="content-mfe"]')).toBeVisible();
    await expectNoAxeViolations(page, '/faq at 390 px with the menu closed');
  });
});

test.describe('document titles and the 404 status', () => {
  const titles: Record<string, string> = {
    '/': 'home',
    '/gift-now': 'gift now',
    '/kidspage': 'kidspage',
    '/redeem-now': 'kidspage',
    '/faq': 'faq',
    '/donate': 'support Little Givers',
    '/about-us': 'about us',
    '/fun-ideas': 'fun ideas',
    '/charities': 'charities',
    '/impact': 'impact',
    '/no-such-page': 'page not found',
  };

  for (const route of allRoutes) {
    test(`${route} is titled "${titles[route]} · Little Givers"`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(route === '/no-such-page' ? 404 : 200);
      await expect(page).toHaveTitle(`${titles[route]} · Little Givers`);
    });
  }

  test('an unknown path answers 404 with the chrome and the not-found page', async ({ page }) => {
    for (const path of ['/nope', '/faq/extra', '/FAQ']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: "we couldn't find that page" })).toBeVisible();
      await expect(page.getByTestId('tagline-banner')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'main' })).toBeVisible();
    }
    expect((await page.goto('/faq/'))?.status()).toBe(200);
  });
});
