/**
 * Forward compatibility: each app's journeys pass while the API's answers carry what a later,
 * additive API may add (an extra field on every object, an extra list item of a new kind:
 * support/future-api.ts). The apps read by "ignore what you don't know" (docs/contracts.md):
 * unknown fields pass, an item with a value the reader does not know is dropped, and a kind it
 * does not know renders a neutral fallback (the gift page's trail shows such an event by its text).
 * Local only (`*.local.spec.ts`): the purchaser's page comes from the local mailbox, staff accounts from `ops`.
 */
import { expect, type Page, test } from '@playwright/test';
import { codeOnCard } from '../../support/card-pdf';
import { appUrls } from '../../support/env';
import { FUTURE_TEXT, serveFutureApi } from '../../support/future-api';
import { buyPrintAtHome, checkout, downloadCard, gift, payButton, reachPayment, title } from '../gift/flow';
import { enterCode, giftMessage, issueRealCode, openKidspage, redeem, stepTitle } from '../redeem/redeem';
import { consoleRoot, pageTitle, signInWithLink, staffMember, staffNav } from '../staff/staff';

let future: Awaited<ReturnType<typeof serveFutureApi>>;
test.beforeEach(async ({ context }) => {
  future = await serveFutureApi(context);
});
test.afterEach(() => {
  expect(future.augmented(), 'the journey read answers of the future API').toBeGreaterThan(0);
});

test('gift-mfe: buy a mailed card', async ({ page }) => {
  await reachPayment(page);
  await payButton(page).click();
  await checkout(page).getByRole('button', { name: 'Approve payment' }).click();
  await expect(title(page)).toHaveText('thank you!', { timeout: 20_000 });
  await expect(gift(page).getByText(/your order LG-\w+ is paid/)).toBeVisible();
});

/** The receipt's link to the purchaser's page, from the local mailbox. */
async function giftPageLink(page: Page, orderIdentifier: string): Promise<string> {
  const mailbox = `${new URL(appUrls.api).origin}/api/dev/mailbox`;
  const subject = `Your Little Givers receipt for order ${orderIdentifier}`;
  await expect(async () => {
    await page.goto(mailbox);
    await expect(page.getByRole('link', { name: subject })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('link', { name: subject }).click();
  return (await page.locator('a[href*="/my-gift#"]').first().getAttribute('href')) as string;
}

test('gift-mfe: buy a print-at-home card, download it, and follow it on the gift page', async ({ page }) => {
  const bought = await buyPrintAtHome(page);
  expect(await codeOnCard(await downloadCard(page, 'letter'))).toMatch(/^\w{4}-\w{4}-\w{4}-\w{4}$/);
  await page.goto(await giftPageLink(page, bought.orderIdentifier));
  const trail = page.getByRole('region', { name: 'where your gift is' });
  await expect(trail).toContainText('Ready to print at home');
  // An event of a kind the page does not know: shown by its text, as a neutral line of the trail.
  await expect(trail.getByRole('listitem').filter({ hasText: FUTURE_TEXT })).toHaveCount(1);
});

test('redeem-mfe: redeem a code to the celebration', async ({ page, request }) => {
  const issued = await issueRealCode(request, 30);
  await openKidspage(page);
  await enterCode(page, issued.code);
  await expect(giftMessage(page, issued.fromName, '30')).toBeVisible();
  await redeem(page).getByRole('button', { name: 'choose Protect Animals' }).click();
  await expect(stepTitle(page)).toHaveText('pick a charity to protect animals');
  await redeem(page).getByRole('button', { name: 'Donate to Paws Rescue League' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, I choose Paws Rescue League' }).click();
  await expect(
    redeem(page).getByText(`a donation has just been made in your name, ${issued.recipientName}`),
  ).toBeVisible();
});

const content = (page: Page) => page.locator('[data-remote-app="content-mfe"]');

test('content-mfe and the shell: each content page shows the API items, and a donation goes through', async ({
  page,
}) => {
  for (const [path, heading] of [
    ['/faq', 'frequently asked questions'],
    ['/fun-ideas', 'fun ideas'],
    ['/about-us', 'about us'],
    ['/charities', 'charities'],
    ['/impact', 'impact'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
  for (const path of ['/faq', '/fun-ideas', '/charities']) {
    await page.goto(path);
    await expect(content(page).getByRole('listitem').first(), `${path} shows the API's items`).toBeVisible();
  }
  await page.goto('/donate');
  await content(page).getByRole('button', { name: '$40', exact: true }).click();
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await checkout(page).getByRole('button', { name: 'Approve payment' }).click();
  await expect(content(page).getByText('thank you! your donation was received.')).toBeVisible({ timeout: 20_000 });
});

test('staff-mfe: a staff member signs in and reads the orders', async ({ page }) => {
  const { email, link } = await staffMember('viewer');
  await signInWithLink(page, link, email);
  // The orders' answer, with a later API's additions, read before the test ends (not cut off in flight).
  const ordersRead = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/staff/orders'));
  await staffNav(page).getByRole('link', { name: 'orders' }).click();
  expect((await ordersRead).status()).toBe(200);
  await expect(pageTitle(page)).toHaveText(/orders/i);
  await expect(consoleRoot(page).getByRole('alert')).toHaveCount(0);
});
