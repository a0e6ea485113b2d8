import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, smallTargets } from '../../support/a11y';
import { allRoutes as routes } from '../../support/routes';

test.describe('accessibility of every route', () => {
  for (const route of routes) {
    test(`${route}: no WCAG 2.2 A/AA violations, targets at least 24px`, async ({ page }) => {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('main')).toBeVisible();
      await expectNoAxeViolations(page, route);
      expect(await smallTargets(page)).toEqual([]);
    });
  }

  test('narrow phone screens: no violations on the home page and the kidspage', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const route of ['/', '/kidspage']) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page, `${route} (360px)`);
    }
  });
});
