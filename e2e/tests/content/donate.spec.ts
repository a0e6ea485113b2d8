import { expect, type Page, type Route, test } from '@playwright/test';
import pg from 'pg';
import { expectNoAxeViolations } from '../../support/a11y';
import { startUsing } from '../../support/engage';
import { appUrls } from '../../support/env';

const CREATE_FAILED = 'there was an error processing your request. try again?';

const content = (page: Page) => page.locator('[data-remote-app="content-mfe"]');
const payButton = (page: Page) => page.getByRole('button', { name: 'Pay with PayPal' });
const checkout = (page: Page) => page.getByRole('dialog', { name: 'PayPal test checkout' });
const isDonationCreate = (url: string, method: string) => method === 'POST' && url === `${appUrls.api}/donation`;
const thankYou = (page: Page) => content(page).getByText('thank you! your donation was received.');

/**
 * Opens /donate as a grown-up does: the page shows, then the mouse moves over it. PayPal's SDK
 * loads once the page is used (shared/src/web/ui/PayPalCheckout.tsx: at once where the browser
 * counts the page as used already, as an automated one may), and until then the buttons' place
 * says "loading payment options".
 */
async function openDonate(page: Page) {
  await page.goto('/donate');
  await startUsing(page, page.getByTestId('paypal-checkout'));
}

/**
 * The donation row as stored. Readable only when the API runs on a PostgreSQL server named by
 * DATABASE_URL: the default embedded PGlite database belongs to the API process while it runs.
 */
async function storedDonation(id: number) {
  if (!process.env.DATABASE_URL) return null;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const result = await client.query(
      'select status, amount_cents, message, paypal_capture_id from donations where id = $1',
      [id],
    );
    return result.rows[0] as { status: string; amount_cents: number; message: string; paypal_capture_id: string };
  } finally {
    await client.end();
  }
}

test.describe('/donate', () => {
  test('shows the copy, the amount choice, the tax-exempt card with EIN and the large image', async ({ page }) => {
    await openDonate(page);
    await expect(content(page).getByRole('heading', { level: 1 })).toHaveText('thank you for supporting Little Givers');
    await expect(content(page)).toContainText('covers our operating costs');
    await expect(content(page)).toContainText(
      'Your donation is tax-deductible to the extent allowed by law: the receipt we email to the address of your PayPal account is your tax acknowledgment.',
    );
    await expect(content(page)).not.toContainText('PayPal sends your receipt');
    for (const amount of ['$20', '$40', '$50', 'other']) {
      await expect(content(page).getByRole('button', { name: amount, exact: true })).toBeVisible();
    }
    await expect(content(page).getByRole('button', { name: '$20' })).toHaveAttribute('aria-pressed', 'true');
    await expect(content(page).getByRole('region', { name: 'tax-exempt information' }).getByTestId('ein')).toHaveText(
      '00-0000000',
    );
    const image = content(page).getByRole('img', { name: /children holding up a big heart/ });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect((await image.boundingBox())?.width ?? 0).toBeGreaterThan(300);
    await expect(payButton(page)).toBeVisible();

    await expectNoAxeViolations(page, '/donate');
  });

  test('a full support donation through the PayPal stand-in ends on the thank-you, recorded as paid', async ({
    page,
    request,
  }) => {
    await openDonate(page);
    await content(page)
      .getByRole('textbox', { name: /leave us a note/ })
      .fill('keep up the good work!');
    await content(page).getByRole('button', { name: 'other' }).click();
    const amount = content(page).getByLabel('amount', { exact: true });
    await expect(amount).toBeFocused();
    await amount.pressSequentially('01,234.567x');
    await expect(amount).toHaveValue('1,234.56');

    const created = page.waitForResponse((response) => isDonationCreate(response.url(), response.request().method()));
    await payButton(page).click();
    const createResponse = await created;
    expect(createResponse.request().postDataJSON()).toEqual({ message: 'keep up the good work!', amount: 1234.56 });
    expect(createResponse.status()).toBe(200);
    const donation = (await createResponse.json()) as { id: number; payPalOrderId: string };

    const paymentPosted = page.waitForResponse(
      (response) => response.url() === `${appUrls.api}/donation/${donation.id}/paypalData`,
    );
    await checkout(page).getByRole('button', { name: 'Approve payment' }).click();
    const paymentResponse = await paymentPosted;
    expect(paymentResponse.request().postDataJSON()).toMatchObject({ payPalId: donation.payPalOrderId });
    expect(paymentResponse.status()).toBe(200);
    expect(await paymentResponse.json()).toEqual({ id: donation.id, status: 'paid' });

    await expect(thankYou(page)).toBeVisible();
    await expect(content(page).getByRole('heading', { name: 'thank you for your donation!' })).toBeVisible();
    await expect(payButton(page)).toHaveCount(0);

    // The API answers 'paid' only once the donation row is marked paid after a COMPLETED capture
    // of exactly the stored amount; asking again is idempotent and still finds it paid.
    const again = await request.post(`${appUrls.api}/donation/${donation.id}/paypalData`, {
      data: { payPalId: donation.payPalOrderId },
    });
    expect(again.status()).toBe(200);
    expect(await again.json()).toEqual({ id: donation.id, status: 'paid' });

    const row = await storedDonation(donation.id);
    if (row) {
      expect(row).toMatchObject({ status: 'paid', amount_cents: 123456, message: 'keep up the good work!' });
      expect(row.paypal_capture_id).toBeTruthy();
    }
  });

  test('sends nothing when the custom amount is missing, and says why', async ({ page }) => {
    const creates: string[] = [];
    page.on('request', (req) => {
      if (isDonationCreate(req.url(), req.method())) creates.push(req.url());
    });
    await openDonate(page);
    await content(page).getByRole('button', { name: 'other' }).click();
    await payButton(page).click();
    await expect(content(page).getByText('Please include a valid donation amount')).toBeVisible();
    await expect(content(page).getByLabel('amount', { exact: true })).toBeFocused();
    await expect(checkout(page)).toHaveCount(0);
    expect(creates).toEqual([]);
  });

  for (const [name, fail] of [
    ['answers 500', (route: Route) => route.fulfill({ status: 500, json: { message: 'boom' } })],
    ['is unreachable', (route: Route) => route.abort('connectionrefused')],
  ] as const) {
    test(`a donation create that ${name} shows the dismissible alert, stops loading and scrolls to it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 500 });
      await page.route(`${appUrls.api}/donation`, fail);
      await openDonate(page);
      await payButton(page).scrollIntoViewIfNeeded();
      await payButton(page).click();
      const alert = content(page).getByRole('alert');
      await expect(alert).toContainText(CREATE_FAILED);
      await expect(alert).toBeInViewport();
      await expect(checkout(page)).toHaveCount(0);
      await expect(content(page).getByText('processing your donation')).toHaveCount(0);
      await expect(content(page).getByRole('button', { name: '$40' })).toBeEnabled();

      await alert.getByRole('button', { name: 'dismiss' }).click();
      await expect(alert).toHaveCount(0);
    });
  }

  test('a declined card (authorization failure) shows an error alert and stops loading', async ({ page }) => {
    await openDonate(page);
    await payButton(page).click();
    await checkout(page).getByRole('button', { name: 'Decline card' }).click();
    await expect(content(page).getByRole('alert')).toContainText('your payment was not authorized');
    await expect(content(page).getByText('processing your donation')).toHaveCount(0);
    await expect(thankYou(page)).toHaveCount(0);
    await expect(payButton(page)).toBeEnabled();
  });

  test('a PayPal error leaves the page not donated and stops loading', async ({ page }) => {
    await openDonate(page);
    await payButton(page).click();
    await checkout(page).getByRole('button', { name: 'Simulate error' }).click();
    await expect(content(page).getByRole('alert')).toContainText('the payment could not be completed');
    await expect(content(page).getByText('processing your donation')).toHaveCount(0);
    await expect(thankYou(page)).toHaveCount(0);
  });

  test('cancelling at PayPal stops loading, with no alert', async ({ page }) => {
    await openDonate(page);
    await payButton(page).click();
    await expect(content(page).getByText('processing your donation')).toBeVisible();
    await checkout(page).getByRole('button', { name: 'Cancel payment' }).click();
    await expect(content(page).getByText('processing your donation')).toHaveCount(0);
    await expect(content(page).getByRole('alert')).toHaveCount(0);
    await expect(thankYou(page)).toHaveCount(0);
  });

  test('a lost payment data post is only logged: the visitor still sees the thank-you', async ({ page }) => {
    await page.route(`${appUrls.api}/donation/*/paypalData`, (route) => route.abort('connectionrefused'));
    await openDonate(page);
    await payButton(page).click();
    await checkout(page).getByRole('button', { name: 'Approve payment' }).click();
    await expect(thankYou(page)).toBeVisible();
    await expect(content(page).getByRole('alert')).toHaveCount(0);
  });
});
