import { expect, test } from '@playwright/test';
import { EMPTY_CATEGORY, openPreview, redeem, stepTitle } from './redeem';

const cardTitles = (page: import('@playwright/test').Page) =>
  redeem(page).getByRole('listitem').getByRole('heading', { level: 2 });

test.describe('load failures and empty categories', () => {
  test('categories sorted by sortOrder, alternating sides', async ({ page }) => {
    await openPreview(page);
    await expect(cardTitles(page)).toHaveText([
      'Protect Animals',
      'Help Children',
      'Promote Peace',
      'Save the Environment',
    ]);
    const sides = await redeem(page)
      .locator('.redeem-category')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-image-side')));
    expect(sides).toEqual(['left', 'right', 'left', 'right']);
  });

  test('categories that fail to load are replaced by the samples, and it is logged', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.route('**/api/RedemptionOrganizationType', (route) =>
      route.fulfill({ status: 500, json: { message: 'x' } }),
    );
    await openPreview(page);
    await expect(cardTitles(page)).toHaveText([
      'Protect Animals',
      'Help Children',
      'Promote Peace',
      'Save the Environment',
    ]);
    await expect(redeem(page).locator('.redeem-category img').first()).toHaveAttribute('src', /^data:image\/svg\+xml/);
    expect(errors.some((text) => text.includes('categories failed to load'))).toBe(true);
  });

  test('organizations that fail to load are replaced by the samples, and it is logged', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.route('**/api/RedemptionOrganizations', (route) => route.abort('failed'));
    await openPreview(page);
    await redeem(page).getByRole('button', { name: 'choose Save the Environment' }).click();
    await expect(stepTitle(page)).toHaveText('pick a charity to save the environment');
    // The built-in samples (the seeded sample list, built into the app), each with its illustration.
    await expect(cardTitles(page)).toHaveText(['Plant a Forest', 'Clean Rivers Crew', 'Sunny Schools Energy']);
    await expect(redeem(page).locator('.redeem-charity__image').first()).toHaveJSProperty('complete', true);
    expect(errors.some((text) => text.includes('organizations failed to load'))).toBe(true);
  });

  test('a category with no active charity says so', async ({ page }) => {
    await page.route('**/api/RedemptionOrganizations', async (route) => {
      const response = await route.fetch();
      const organizations = (await response.json()) as { organizationType: { id: number } }[];
      await route.fulfill({ response, json: organizations.filter((org) => org.organizationType.id !== 4) });
    });
    await openPreview(page);
    await redeem(page).getByRole('button', { name: 'choose Promote Peace' }).click();
    await expect(redeem(page).getByText(EMPTY_CATEGORY, { exact: true })).toBeVisible();
    await expect(redeem(page).getByRole('button', { name: 'Back to Category Selection' })).toBeVisible();
  });

  test('only active charities are shown', async ({ page }) => {
    await openPreview(page);
    await redeem(page).getByRole('button', { name: 'choose Protect Animals' }).click();
    await expect(cardTitles(page)).toHaveText(['Paws Rescue League', 'Wings Bird Sanctuary', 'Ocean Friends Trust']);
  });
});
