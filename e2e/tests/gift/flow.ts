/** Shared steps of the gift journeys: fill the card, fill the address, pay through the stand-in. */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import pg from 'pg';
import { appUrls } from '../../support/env';

export const PAYMENT_ERROR = 'there was an error processing your request.  try again?';

export const gift = (page: Page) => page.locator('[data-remote-app="gift-mfe"]');
export const title = (page: Page) => gift(page).getByRole('heading', { level: 1 });
export const payButton = (page: Page) => page.getByRole('button', { name: 'Pay with PayPal' });
export const checkout = (page: Page) => page.getByRole('dialog', { name: 'PayPal test checkout' });

export const isOrderCreate = (url: string, method: string) => method === 'POST' && url === `${appUrls.api}/Order`;
export const isPaymentData = (url: string, method: string) =>
  method === 'POST' && /\/api\/Order\/[0-9a-f-]{36}\/paypalData$/.test(url);

export async function openGiftFlow(page: Page) {
  await page.goto('/gift-now');
  await expect(title(page)).toHaveText('build your card');
}

export async function fillCard(page: Page, card: { to?: string; from?: string; email?: string } = {}) {
  const root = gift(page);
  await root.getByLabel('greeting', { exact: true }).selectOption({ label: 'Happy Birthday' });
  await root.getByLabel('to', { exact: true }).fill(card.to ?? 'Maya');
  await root.getByLabel('from', { exact: true }).fill(card.from ?? 'Grandma');
  await root.getByLabel('your email').fill(card.email ?? 'grandma@example.com');
  await root.getByRole('radio', { name: '$40' }).check();
}

export async function toShipping(page: Page) {
  await gift(page).getByRole('button', { name: 'continue to shipping options' }).click();
  await expect(title(page)).toHaveText('ship to');
}

export async function fillShipping(page: Page) {
  const root = gift(page);
  await root.getByLabel('first name').fill('Ann');
  await root.getByLabel('last name').fill('Lee');
  await root.getByLabel('address', { exact: true }).fill('1 Main St');
  await root.getByLabel('city').fill('Springfield');
  await root.getByLabel('state').selectOption('IL');
  await root.getByLabel('zipcode').fill('62701');
  await root.getByLabel('shipping method').selectOption({ index: 1 });
}

/** Step 1 and 2 filled; the PayPal button is showing. */
export async function reachPayment(page: Page) {
  await openGiftFlow(page);
  await fillCard(page);
  await toShipping(page);
  await fillShipping(page);
  await expect(payButton(page)).toBeVisible();
}

/** Step 2's delivery choice: a card printed at home needs no address. */
export async function choosePrintAtHome(page: Page) {
  await gift(page).getByRole('radio', { name: 'print at home' }).check();
  await expect(gift(page).getByLabel('first name')).toBeHidden();
}

export interface PrintAtHomePurchase {
  orderIdentifier: string;
  /** The thank-you step's link to the card's PDF (the paper size chosen there is a query parameter). */
  downloadUrl: string;
  /** The total the order summary showed. */
  total: string;
}

/**
 * Buys a print-at-home card ($40, donation on) through the PayPal stand-in, up to the thank-you step.
 * `atStep2` looks at step 2 with print at home chosen, before paying.
 */
export async function buyPrintAtHome(
  page: Page,
  card: { to?: string } = {},
  atStep2: (page: Page) => Promise<void> = async () => {},
): Promise<PrintAtHomePurchase> {
  await openGiftFlow(page);
  await fillCard(page, card);
  await toShipping(page);
  await choosePrintAtHome(page);
  await atStep2(page);
  const total = (await gift(page).getByTestId('order-total').textContent()) ?? '';
  const orderIdentifier = await payAtStandIn(page);
  const link = gift(page).getByRole('link', { name: 'download your card (PDF)' });
  return { orderIdentifier, downloadUrl: (await link.getAttribute('href')) as string, total };
}

/** From step 2: pays through the PayPal stand-in up to the thank-you step; the paid order's number. */
export async function payAtStandIn(page: Page): Promise<string> {
  await payButton(page).click();
  await checkout(page).getByRole('button', { name: 'Approve payment' }).click();
  await expect(title(page)).toHaveText('thank you!');
  const lead = await gift(page)
    .getByText(/your order LG-\w+ is paid/)
    .textContent();
  return /LG-\w+/.exec(lead ?? '')?.[0] as string;
}

/** Chooses the paper on the thank-you step and downloads the card through its link: the PDF's bytes. */
export async function downloadCard(page: Page, paper: 'letter' | 'a4'): Promise<Uint8Array> {
  await gift(page)
    .getByRole('radio', { name: paper === 'a4' ? /^A4/ : /^Letter/ })
    .check();
  const link = gift(page).getByRole('link', { name: 'download your card (PDF)' });
  await expect(link).toHaveAttribute('href', new RegExp(`[?&]paper=${paper}(&|$)`));
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await download.path();
  return new Uint8Array(await readFile(file));
}

/** The alert of spec 8, word for word (its two spaces included), scrolled into view. */
export async function expectPaymentAlert(page: Page) {
  const alert = gift(page).getByRole('alert');
  await expect(alert).toBeVisible();
  expect(await alert.textContent()).toContain(PAYMENT_ERROR);
  await expect(alert).toBeInViewport();
  await expect(title(page)).toHaveText('ship to');
}

export interface PrintQueueEntry {
  orderIdentifier: string;
  paymentMethod: string | null;
  redemptionCode: string;
  amount: number;
  recipientName: string;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The stored order and its print-queue entry. Readable only when the API runs on a PostgreSQL
 * server named by DATABASE_URL: the default embedded PGlite database belongs to the API process.
 */
export async function storedOrder(orderIdentifier: string) {
  if (!process.env.DATABASE_URL) return null;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  let row: { status: string; payment_method: string | null; paypal_capture_id: string | null } | undefined;
  try {
    const result = await client.query(
      'select status, payment_method, paypal_capture_id from orders where order_identifier = $1',
      [orderIdentifier],
    );
    row = result.rows[0];
  } finally {
    await client.end();
  }
  const { stdout } = await promisify(execFile)(
    'pnpm',
    ['--filter', 'api', '--silent', 'ops', 'print-queue', '--format', 'json'],
    {
      cwd: root,
      env: process.env,
    },
  );
  const queue = JSON.parse(stdout.slice(stdout.indexOf('['))) as PrintQueueEntry[];
  return { row, printEntry: queue.find((entry) => entry.orderIdentifier === orderIdentifier) };
}
