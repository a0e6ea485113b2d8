import { expect, type Page, test } from '@playwright/test';
import { codeField, issueRealCode, openKidspage, redeem, stepTitle } from './redeem';

/** Presses Tab until the focused element matches the selector (and text), as a keyboard user would. */
async function tabTo(page: Page, selector: string, text?: string, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(
      ([sel, txt]) => {
        const el = document.activeElement;
        return !!el && el.matches(sel as string) && (txt === null || el.textContent === txt);
      },
      [selector, text ?? null],
    );
    if (found) return;
  }
  throw new Error(`never reached ${selector} ${text ?? ''} with Tab`);
}

test('a child can redeem a code with the keyboard only', async ({ page, request }) => {
  const issued = await issueRealCode(request, 20);
  await openKidspage(page);

  // The first key starts the human check (its widget loads when the child starts to use the page).
  await page.keyboard.press('Tab');
  await expect(redeem(page).locator('altcha-widget input[type=checkbox]')).toBeVisible({ timeout: 30_000 });
  await tabTo(page, 'input[type=checkbox]');
  await page.keyboard.press('Space');
  await expect(redeem(page).getByText('Verified')).toBeVisible({ timeout: 30_000 });
  await tabTo(page, 'input[name=redemptionCode]');
  await page.keyboard.type(issued.code);
  await page.keyboard.press('Enter');
  await expect(stepTitle(page)).toHaveText(`hi ${issued.recipientName}! what would you like to help?`);
  await expect(stepTitle(page)).toBeFocused();

  await tabTo(page, 'button', 'choose Help Children');
  await page.keyboard.press('Enter');
  await expect(stepTitle(page)).toHaveText('pick a charity to help children');

  await tabTo(page, 'button', 'Donate to Books for Every Kid');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Are you sure you would like to donate to Books for Every Kid?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  // Escape cancels and gives focus back.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(redeem(page).getByRole('button', { name: 'Donate to Books for Every Kid' })).toBeFocused();
  await page.keyboard.press('Enter');
  // Focus stays in the dialog: Tab wraps from Cancel to Yes.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Yes, I choose Books for Every Kid' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');

  await expect(
    redeem(page).getByText(`a donation has just been made in your name, ${issued.recipientName}`),
  ).toBeVisible();
  await expect(stepTitle(page)).toBeFocused();
  await expect(codeField(page)).toHaveCount(0);
});
