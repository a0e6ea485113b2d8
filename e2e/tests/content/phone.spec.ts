import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/a11y';
import { startUsing } from '../../support/engage';

// Every content page is readable on a phone: nothing wider than the screen, no WCAG 2.2 AA
// violations at that size, and controls at least 24 px in both directions.
for (const path of ['/faq', '/fun-ideas', '/about-us', '/charities', '/donate']) {
  test(`${path} reads on a phone`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(path);
    const content = page.locator('[data-remote-app="content-mfe"]');
    await expect(content.getByRole('heading', { level: 1 })).toBeAttached();
    // /donate's payment buttons say "loading payment options" until the visitor starts to use the page.
    if (path === '/donate') await startUsing(page, page.getByTestId('paypal-checkout'));
    await expect(content.getByRole('status')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const small = await content.evaluate(
      (root) =>
        [...root.querySelectorAll('button, input, textarea, select')]
          .map((element) => element.getBoundingClientRect())
          .filter((box) => box.width > 0 && (box.width < 24 || box.height < 24)).length,
    );
    expect(small).toBe(0);

    await expectNoAxeViolations(page, `${path} on a phone`);
  });
}
