import { expect, test } from '@playwright/test';
import { tabTo } from '../../support/keyboard';
import { checkout, gift, title } from '../gift/flow';

test('the whole purchase with the keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/gift-now');
  await expect(title(page)).toHaveText('build your card');
  const root = gift(page);

  await tabTo(page, root.getByLabel('greeting', { exact: true }));
  await page.keyboard.press('ArrowDown');
  await expect(root.getByLabel('greeting', { exact: true })).not.toHaveValue('');
  await tabTo(page, root.getByLabel('to', { exact: true }));
  await page.keyboard.type('Maya');
  await tabTo(page, root.getByLabel('from', { exact: true }));
  await page.keyboard.type('Grandma');
  await tabTo(page, root.getByLabel('your email'));
  await page.keyboard.type('grandma@example.com');
  await tabTo(page, root.getByRole('group', { name: 'gift amount' }).getByRole('radio', { checked: true }));
  await page.keyboard.press('ArrowRight');
  await expect(root.getByRole('radio', { name: '$40' })).toBeChecked();
  await tabTo(page, root.getByRole('button', { name: 'continue to shipping options' }));
  await page.keyboard.press('Enter');
  await expect(title(page)).toHaveText('ship to');

  for (const [label, text] of [
    ['first name', 'Ann'],
    ['last name', 'Lee'],
    ['address', '1 Main St'],
    ['city', 'Springfield'],
  ] as const) {
    await tabTo(page, root.getByLabel(label, { exact: true }));
    await page.keyboard.type(text);
  }
  await tabTo(page, root.getByLabel('state', { exact: true }));
  await page.keyboard.type('Illinois');
  await expect(root.getByLabel('state', { exact: true })).toHaveValue('IL');
  await tabTo(page, root.getByLabel('zipcode'));
  await page.keyboard.type('62701');
  await tabTo(page, root.getByLabel('shipping method'));
  await page.keyboard.press('ArrowDown');
  await expect(root.getByLabel('shipping method')).not.toHaveValue('');

  const pay = page.getByRole('button', { name: 'Pay with PayPal' });
  await tabTo(page, pay);
  await page.keyboard.press('Enter');
  await tabTo(page, checkout(page).getByRole('button', { name: 'Approve payment' }));
  await page.keyboard.press('Enter');
  await expect(title(page)).toHaveText(/thank you/i, { timeout: 20_000 });
});
