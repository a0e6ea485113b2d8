import { expect, test } from '@playwright/test';
import { codeField, enterCode, FAILED, openKidspage, presentButton, redeem, stepTitle, WRONG_CODE } from './redeem';

test.describe('step 1 messages', () => {
  test('the present box waits for the human check and more than 2 characters', async ({ page }) => {
    // The check starts on its own; its challenge is held back until the code is typed.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/altcha/challenge', async (route) => {
      await held;
      await route.continue();
    });
    await openKidspage(page);
    await codeField(page).fill('ABC');
    await expect(presentButton(page)).toBeDisabled();
    release();
    await expect(presentButton(page)).toBeEnabled({ timeout: 30_000 });
    await codeField(page).fill('AB');
    await expect(presentButton(page)).toBeDisabled();
  });

  test('a wrong code shows the message under the field, with invalid styling', async ({ page }) => {
    await openKidspage(page);
    await enterCode(page, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    const error = redeem(page).locator('.lg-field-error');
    await expect(error).toBeVisible();
    expect(await error.textContent()).toBe(WRONG_CODE);
    await expect(codeField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(codeField(page)).toHaveCSS('border-color', 'rgb(180, 35, 24)');
    await expect(stepTitle(page)).toHaveText('you have a gift to give!');
  });

  test('a network failure says something went wrong', async ({ page }) => {
    await page.route('**/api/redemptionSession', (route) => route.abort('internetdisconnected'));
    await openKidspage(page);
    await enterCode(page, 'ABCD-EFGH-JKMN-PQRS');
    await expect(redeem(page).getByRole('alert')).toHaveText(FAILED);
  });

  test('a server error says something went wrong', async ({ page }) => {
    await page.route('**/api/redemptionSession', (route) => route.fulfill({ status: 503, json: { message: 'down' } }));
    await openKidspage(page);
    await enterCode(page, 'ABCD-EFGH-JKMN-PQRS');
    await expect(redeem(page).getByRole('alert')).toHaveText(FAILED);
  });

  test('too many tries (429) get a kind message', async ({ page }) => {
    await page.route('**/api/redemptionSession', (route) =>
      route.fulfill({ status: 429, json: { message: 'Too many codes that did not match.' } }),
    );
    await openKidspage(page);
    await enterCode(page, 'ABCD-EFGH-JKMN-PQRS');
    await expect(redeem(page).getByRole('alert')).toContainText("let's take a little break");
  });
});
