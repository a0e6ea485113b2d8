import { expect, test } from '@playwright/test';
import { shootAllWidths } from './shots';

// Script-driven motion (the celebration) stays still, as CSS animations do (playwright.config.ts).
test.use({ contextOptions: { reducedMotion: 'reduce' } });

/** The routes that are one screen, with a heading that shows once the page has its content. */
const screens = [
  { name: 'home', path: '/', ready: 'how it works' },
  { name: 'faq', path: '/faq', ready: 'frequently asked questions' },
  { name: 'fun-ideas', path: '/fun-ideas', ready: 'Run a lemonade stand' },
  { name: 'about-us', path: '/about-us', ready: 'meet the team' },
  { name: 'charities', path: '/charities', ready: 'active charities' },
  { name: 'not-found', path: '/no-such-page', ready: "we couldn't find that page" },
] as const;

test.describe('visual: one-screen routes at 390, 820 and 1280 px', () => {
  for (const screen of screens) {
    test(`${screen.name} (${screen.path})`, async ({ page }) => {
      await page.goto(screen.path);
      await expect(page.getByRole('main').getByRole('heading', { name: screen.ready, exact: true })).toBeVisible();
      await shootAllWidths(page, screen.name);
    });
  }
});
