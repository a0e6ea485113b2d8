import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, smallTargets } from '../../support/a11y';
import {
  checkout,
  fillCard,
  fillShipping,
  gift,
  openGiftFlow,
  payButton,
  reachPayment,
  title,
  toShipping,
} from './flow';

test.describe('gift flow: steps, browser history and reload', () => {
  test('shows the validation messages under the fields and focuses the first', async ({ page }) => {
    await openGiftFlow(page);
    await gift(page).getByRole('button', { name: 'continue to shipping options' }).click();
    const greeting = gift(page).getByLabel('greeting', { exact: true });
    await expect(greeting).toBeFocused();
    await expect(greeting).toHaveAttribute('aria-invalid', 'true');
    await expect(gift(page)).toContainText('Please select a greeting');
    await expect(gift(page)).toContainText("Please include the recipient's name");
    await expect(gift(page)).toContainText('Please include your email');

    await fillCard(page);
    await toShipping(page);
    await gift(page).getByRole('button', { name: 'checkout' }).click();
    await expect(gift(page).getByLabel('first name')).toBeFocused();
    for (const message of [
      'Please include the shipping first name',
      'Please include the shipping last name',
      'Please include a shipping address',
      'Please include the shipping city',
      'Please include the shipping state',
      'Please include the shipping zipcode',
      'Please select a shipping method',
    ]) {
      await expect(gift(page)).toContainText(message);
    }
    await expect(payButton(page)).toHaveCount(0);
    await gift(page).getByLabel('zipcode').fill('123');
    const zipError = await gift(page).locator('#ship-zipcode-error').textContent();
    expect(zipError).toBe(
      'Please include a valid United States zip code.  This should be in a form such as: 12345 or 12345-1234',
    );
    // Shown as written: the two spaces do not collapse on screen.
    await expect(gift(page).locator('#ship-zipcode-error')).toHaveCSS('white-space', 'pre-wrap');
  });

  test('the browser back button steps from 2 to 1 and keeps the card', async ({ page }) => {
    await openGiftFlow(page);
    await fillCard(page);
    await toShipping(page);
    await page.goBack();
    await expect(title(page)).toHaveText('build your card');
    await expect(page).toHaveURL(/\/gift-now$/);
    await expect(gift(page).getByLabel('to', { exact: true })).toHaveValue('Maya');
    await page.goForward();
    await expect(title(page)).toHaveText('ship to');
  });

  test('back and reload after paying show the receipt again, never the payment; buy another card starts over', async ({
    page,
  }) => {
    await reachPayment(page);
    await payButton(page).click();
    await checkout(page).getByRole('button', { name: 'Approve payment' }).click();
    await expect(title(page)).toHaveText('thank you!');
    const receipt = gift(page).getByRole('region', { name: 'your receipt' });
    await expect(receipt).toContainText('we emailed your receipt to grandma@example.com');
    const lead = await gift(page)
      .getByText(/your order LG-\w+ is paid/)
      .textContent();
    const orderIdentifier = /LG-\w+/.exec(lead ?? '')?.[0] as string;
    const sawReceipt = async () => {
      await expect(title(page)).toHaveText('thank you!');
      await expect(gift(page).getByText(orderIdentifier)).toBeVisible();
      await expect(receipt).toContainText('total charged');
      await expect(receipt).toContainText('Ann Lee');
      await expect(receipt).toContainText('mailed by');
      await expect(receipt).toContainText('we emailed your receipt to grandma@example.com');
      await expect(payButton(page)).toHaveCount(0);
    };

    await page.goBack();
    await sawReceipt();
    await page.reload();
    await sawReceipt();
    // The stored receipt holds no payment details.
    const stored = await page.evaluate(() => sessionStorage.getItem('littlegivers.gift-flow') ?? '');
    expect(stored).toContain(orderIdentifier);
    expect(stored).not.toMatch(/payPal|PAYPAL/);

    await gift(page).getByRole('button', { name: 'buy another card' }).click();
    await expect(title(page)).toHaveText('build your card');
    await expect(gift(page).getByLabel('to', { exact: true })).toHaveValue('');
    await expect(gift(page).getByLabel('your email')).toHaveValue('');
  });

  test('a reload keeps the card being built and its step', async ({ page }) => {
    await openGiftFlow(page);
    await fillCard(page, { to: 'Noah' });
    await toShipping(page);
    await gift(page).getByLabel('first name').fill('Ann');
    await page.reload();
    await expect(title(page)).toHaveText('ship to');
    await expect(gift(page).getByLabel('first name')).toHaveValue('Ann');
    await expect(
      gift(page)
        .getByTestId('card-preview')
        .getByRole('img', { name: /^card: Happy Birthday, Noah!/ }),
    ).toBeVisible();
    await fillShipping(page);
    await expect(payButton(page)).toBeVisible();
    await page.goBack();
    await expect(title(page)).toHaveText('build your card');
    await expect(gift(page).getByLabel('to', { exact: true })).toHaveValue('Noah');
  });

  test("after the payment, the navigation's gift now link starts a fresh card", async ({ page }) => {
    await reachPayment(page);
    await gift(page).getByRole('button', { name: 'skip payment (local only)' }).click();
    await expect(title(page)).toHaveText('thank you!');
    await page.getByRole('banner').getByRole('link', { name: 'gift now' }).click();
    await expect(title(page)).toHaveText('build your card');
    await expect(gift(page).getByLabel('to', { exact: true })).toHaveValue('');
    await page.reload();
    await expect(title(page)).toHaveText('build your card');
  });

  test("the navigation's gift now link returns to step 1 keeping the draft; only 'reset' clears it", async ({
    page,
  }) => {
    await openGiftFlow(page);
    await fillCard(page);
    await toShipping(page);
    await page.getByRole('banner').getByRole('link', { name: 'gift now' }).click();
    await expect(title(page)).toHaveText('build your card');
    await expect(gift(page).getByLabel('to', { exact: true })).toHaveValue('Maya');
    await expect(gift(page).getByLabel('your email')).toHaveValue('grandma@example.com');
    await page.reload();
    await expect(gift(page).getByLabel('to', { exact: true })).toHaveValue('Maya');
    await gift(page).getByRole('button', { name: 'reset' }).click();
    await expect(gift(page).getByLabel('to', { exact: true })).toHaveValue('');
  });

  test('the preview button opens the kidspage in preview mode with the gift', async ({ page }) => {
    await reachPayment(page);
    await gift(page).getByRole('button', { name: 'skip payment (local only)' }).click();
    await expect(title(page)).toHaveText('thank you!');
    await gift(page).getByRole('button', { name: 'preview what the child will see' }).click();
    await expect(page).toHaveURL(/\/kidspage$/);
    await expect(page.getByText('you are currently in preview mode')).toBeVisible();
    await expect(
      page.getByText('Grandma has gifted $40 for you to decide how to make a difference in the world'),
    ).toBeVisible();
  });

  test('works on a phone: no sideways scrolling, targets of at least 24px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await reachPayment(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const small = await gift(page)
      .locator('button, select, input:not([type=radio]):not([type=checkbox]), a')
      .evaluateAll(
        (nodes) =>
          nodes
            .map((node) => node.getBoundingClientRect())
            .filter((box) => box.width > 0 && (box.height < 24 || box.width < 24)).length,
      );
    expect(small).toBe(0);
  });
});

test.describe('gift flow accessibility', () => {
  test('each step passes the WCAG 2.2 AA scan, with no small targets', async ({ page }) => {
    await openGiftFlow(page);
    await gift(page).getByRole('button', { name: 'continue to shipping options' }).click();
    await expect(gift(page)).toContainText('Please include your email');
    await expectNoAxeViolations(page, 'gift step 1 with errors');
    await fillCard(page);
    await toShipping(page);
    await fillShipping(page);
    await expect(payButton(page)).toBeVisible();
    await expectNoAxeViolations(page, 'gift step 2');
    expect(await smallTargets(page)).toEqual([]);
    await gift(page).getByRole('button', { name: 'skip payment (local only)' }).click();
    await expect(title(page)).toHaveText('thank you!');
    await expectNoAxeViolations(page, 'gift step 3');
    await expect(gift(page).getByRole('button', { name: 'buy another card' })).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
  });
});
