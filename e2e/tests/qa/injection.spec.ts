import { expect, type Page, test } from '@playwright/test';
import { query } from '../../support/db';
import { appUrls } from '../../support/env';
import { checkout, fillShipping, gift, payButton, title, toShipping } from '../gift/flow';

const payload = (tag: string) =>
  `<img src=x onerror="window.__pwned='${tag}'"><script>window.__pwned='${tag}'</script>`;

async function nothingRan(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  // No element carries an event-handler attribute, and no script element came from the data.
  const handlers = await page.evaluate(() =>
    [...document.querySelectorAll('main *')].flatMap((element) =>
      [...element.attributes].filter((attribute) => attribute.name.startsWith('on')).map((attribute) => attribute.name),
    ),
  );
  expect(handlers).toEqual([]);
  expect(await page.locator('main script').count()).toBe(0);
}

test('script injection through the custom greeting and names: shown as text, nothing runs, stored as typed', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/gift-now');
  await expect(title(page)).toHaveText('build your card');
  const root = gift(page);
  await root.getByLabel('write my own greeting').check();
  const greeting = '<b onmouseover=alert(1)>hi</b><script>alert(1)</script>';
  await root.getByLabel('your greeting').fill(greeting);
  await root.getByLabel('to', { exact: true }).fill('<svg onload=alert(1)>');
  await root.getByLabel('from', { exact: true }).fill('<img src=x onerror=f()>');
  await root.getByLabel('your email').fill('qa@example.com');
  await root.getByRole('radio', { name: '$20' }).check();
  // The card preview draws the greeting as SVG text (escaped) and names the card with it.
  await expect(root.getByTestId('card-preview').getByRole('img', { name: `card: ${greeting}` })).toBeVisible();
  await nothingRan(page);
  await toShipping(page);
  await fillShipping(page);
  const created = page.waitForResponse((r) => r.url() === `${appUrls.api}/Order` && r.request().method() === 'POST');
  await payButton(page).click();
  const order = (await (await created).json()) as { id: string };
  await checkout(page).getByRole('button', { name: 'Approve payment' }).click();
  await expect(title(page)).toHaveText(/thank you/i, { timeout: 20_000 });
  await nothingRan(page);
  expect(dialogs).toEqual([]);
  const [row] = await query<{ custom_message: string; recipient_name: string; from_name: string }>(
    'select custom_message, recipient_name, from_name from orders where public_id = $1',
    [order.id],
  );
  expect(row).toEqual({
    custom_message: greeting,
    recipient_name: '<svg onload=alert(1)>',
    from_name: '<img src=x onerror=f()>',
  });
});

test('script injection through the donation note: nothing runs, stored as typed', async ({ page }) => {
  await page.goto('/donate');
  const content = page.locator('[data-remote-app="content-mfe"]');
  const note = payload('note');
  await content.getByRole('textbox', { name: /leave us a note/ }).fill(note);
  const created = page.waitForResponse((r) => r.url() === `${appUrls.api}/donation` && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  const donation = (await (await created).json()) as { id: number };
  await checkout(page).getByRole('button', { name: 'Approve payment' }).click();
  await expect(content.getByRole('status').or(content.getByRole('alert')).first()).toBeVisible();
  await nothingRan(page);
  const [row] = await query<{ message: string }>('select message from donations where id = $1', [donation.id]);
  expect(row?.message).toBe(note);
});

test('script injection through an FAQ answer: sanitised, nothing runs', async ({ page }) => {
  await page.route(`${appUrls.api}/FAQ`, (route) =>
    route.fulfill({
      json: [
        {
          id: 99,
          heading: 'is this safe?',
          text: `<p>yes</p>${payload('faq')}<a href="javascript:window.__pwned='faq'">x</a>`,
          sortOrder: 1,
        },
      ],
    }),
  );
  await page.goto('/faq');
  const question = page.getByRole('button', { name: 'is this safe?' });
  await question.click();
  await expect(page.getByText('yes', { exact: true })).toBeVisible();
  expect(await page.locator('main a[href^="javascript:"], main script').count()).toBe(0);
  await nothingRan(page);
});
