import { expect, test } from '@playwright/test';
import { gift, reachPayment, title } from '../gift/flow';
import { giftMessage, openPreview, redeem, stepTitle } from './redeem';

test.describe('preview mode', () => {
  test("'click here to preview' shows Someone and $10, links the charities, and blocks donating", async ({ page }) => {
    await openPreview(page);
    await expect(giftMessage(page, 'Someone', '10')).toBeVisible();
    await redeem(page).getByRole('button', { name: 'choose Help Children' }).click();
    await expect(stepTitle(page)).toHaveText('pick a charity to help children');
    const donate = redeem(page).getByRole('button', { name: 'Donate to Books for Every Kid' });
    await expect(donate).toBeDisabled();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await redeem(page).getByRole('link', { name: 'click here to view current charity organizations' }).click();
    await expect(page).toHaveURL(/\/charities$/);
  });

  test('at 1280 px the text of every card starts at the same x on its side (image left, image right)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPreview(page);
    for (const side of ['left', 'right']) {
      const cards = redeem(page).locator(`.redeem-category[data-image-side="${side}"]`);
      await expect(cards.first()).toBeVisible();
      const starts = await cards
        .locator('.redeem-category__title')
        .evaluateAll((titles) => titles.map((title) => Math.round(title.getBoundingClientRect().left)));
      expect(starts.length, side).toBeGreaterThanOrEqual(2);
      expect(new Set(starts).size, `${side}: ${starts.join(', ')}`).toBe(1);
    }
  });

  test('gift step 3 opens the preview with its names and amount, donating blocked', async ({ page }) => {
    await reachPayment(page);
    await gift(page).getByRole('button', { name: 'skip payment (local only)' }).click();
    await expect(title(page)).toHaveText('thank you!');
    await gift(page).getByRole('button', { name: 'preview what the child will see' }).click();
    await expect(page).toHaveURL(/\/kidspage$/);
    await expect(redeem(page).getByText('you are currently in preview mode')).toBeVisible();
    await expect(giftMessage(page, 'Grandma', '40')).toBeVisible();
    await redeem(page).getByRole('button', { name: 'choose Protect Animals' }).click();
    await expect(redeem(page).getByRole('button', { name: 'Donate to Paws Rescue League' })).toBeDisabled();
    // Back twice: step 2, then step 1 with preview off.
    await page.goBack();
    await expect(stepTitle(page)).toContainText('what would you like to help?');
    await page.goBack();
    await expect(stepTitle(page)).toHaveText('you have a gift to give!');
    await expect(redeem(page).getByText('you are currently in preview mode')).toHaveCount(0);
  });
});
