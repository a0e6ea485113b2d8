import { expect, type Page, test } from '@playwright/test';
import { asIfNeverUsed, startUsing } from '../../support/engage';
import { checkout, fillCard, fillShipping, gift, openGiftFlow, payButton, title, toShipping } from '../gift/flow';
import { codeField, enterCode, issueRealCode, openKidspage, passHumanCheck, redeem, stepTitle } from '../redeem/redeem';
import { shootAllWidths } from './shots';

// Script-driven motion (the celebration) stays still, as CSS animations do (playwright.config.ts).
test.use({ contextOptions: { reducedMotion: 'reduce' } });

const content = (page: Page) => page.locator('[data-remote-app="content-mfe"]');

test.describe('visual: every step of the journeys at 390, 820 and 1280 px', () => {
  test('gift now: step 1 empty and filled, step 2, step 3', async ({ page }) => {
    await openGiftFlow(page);
    await shootAllWidths(page, 'gift-1-empty');
    await fillCard(page);
    await shootAllWidths(page, 'gift-1');
    await toShipping(page);
    await fillShipping(page);
    await expect(payButton(page)).toBeVisible();
    await shootAllWidths(page, 'gift-2');
    await gift(page).getByRole('button', { name: 'skip payment (local only)' }).click();
    await expect(title(page)).toHaveText('thank you!');
    await shootAllWidths(page, 'gift-3', [
      gift(page)
        .getByText(/your order/)
        .locator('strong'),
      gift(page).locator('dl div').filter({ hasText: 'mailed by' }).locator('dd'),
    ]);
  });

  test('kidspage: step 1 before the child has touched the page', async ({ page }) => {
    await asIfNeverUsed(page);
    await openKidspage(page);
    await expect(redeem(page).getByText('tap your code box below and a "not a robot" box shows up here')).toBeVisible();
    await shootAllWidths(page, 'redeem-0');
  });

  test('kidspage: steps 1 to 4 with a real code', async ({ page, request }) => {
    const issued = await issueRealCode(request, 30, 'Maya');
    await openKidspage(page);
    // The box as a child sees it once they have started: ticked, the field no longer focused.
    await passHumanCheck(page);
    await codeField(page).blur();
    await shootAllWidths(page, 'redeem-1');
    await enterCode(page, issued.code);
    await expect(stepTitle(page)).toHaveText('hi Maya! what would you like to help?');
    await shootAllWidths(page, 'redeem-2');
    await redeem(page).getByRole('button', { name: 'choose Protect Animals' }).click();
    await expect(stepTitle(page)).toHaveText('pick a charity to protect animals');
    await shootAllWidths(page, 'redeem-3');
    await redeem(page).getByRole('button', { name: 'Donate to Paws Rescue League' }).click();
    await page.getByRole('button', { name: 'Yes, I choose Paws Rescue League' }).click();
    await expect(redeem(page).getByText('a donation has just been made in your name, Maya')).toBeVisible();
    // The certificate is dated today: the day the baselines were made stands in, so the line keeps
    // its wrapping on any day.
    await redeem(page)
      .locator('.redeem-certificate__line')
      .evaluate((line) => {
        line.textContent = (line.textContent ?? '').replace(/ on .+$/, ' on November 23, 2026');
      });
    await shootAllWidths(page, 'redeem-4');
  });

  test('donate: before and after paying', async ({ page }) => {
    await page.goto('/donate');
    await expect(content(page).getByRole('heading', { level: 1 })).toHaveText('thank you for supporting Little Givers');
    // PayPal's buttons load once the page is used: the grown-up moves the mouse.
    await startUsing(page, page.getByTestId('paypal-checkout'));
    await expect(payButton(page)).toBeVisible();
    await shootAllWidths(page, 'donate');
    await payButton(page).click();
    await checkout(page).getByRole('button', { name: 'Approve payment' }).click();
    await expect(content(page).getByRole('heading', { name: 'thank you for your donation!' })).toBeVisible();
    await shootAllWidths(page, 'donate-thanks');
  });
});
