/**
 * The golden journeys under one arrangement of released and current builds (`pnpm skew`,
 * scripts/release/skew.mjs): buy a mailed card, buy a print-at-home card and download it, redeem a
 * code to the celebration, donate, load each content page, and sign in to the staff console. Each journey first checks that the
 * page runs the builds the arrangement names (LG_SKEW_BUILDS), so a wrong stack cannot pass.
 * Tags name the app a journey exercises (`pnpm can-i-deploy <app>` runs that app's).
 */
import { expect, type Page, test } from '@playwright/test';
import { codeOnCard } from '../../support/card-pdf';
import { buyPrintAtHome, checkout, downloadCard, gift, payButton, reachPayment, title } from '../gift/flow';
import { enterCode, giftMessage, issueRealCode, openKidspage, redeem, stepTitle } from '../redeem/redeem';
import { signInWithLink, staffMember } from '../staff/staff';

type App = 'shell' | 'gift-mfe' | 'redeem-mfe' | 'content-mfe' | 'staff-mfe';

/** Per app, what identifies the build the arrangement serves: the shell's main script, a remote's build id. */
const builds = JSON.parse(process.env.LG_SKEW_BUILDS ?? '{}') as Partial<Record<App, string>>;

async function expectArrangement(page: Page, remote: Exclude<App, 'shell'>) {
  expect(builds.shell, 'LG_SKEW_BUILDS names the builds (run through pnpm skew)').toBeTruthy();
  const scripts = await page.evaluate(() => [...document.scripts].map((script) => script.src));
  expect(scripts.some((src) => src.endsWith(`/${builds.shell}`))).toBe(true);
  await expect(page.locator(`[data-remote-app="${remote}"]`)).toHaveAttribute(
    'data-remote-build',
    builds[remote] as string,
  );
}

test('buy a mailed card @gift-mfe', async ({ page }) => {
  await reachPayment(page);
  await expectArrangement(page, 'gift-mfe');
  await payButton(page).click();
  await checkout(page).getByRole('button', { name: 'Approve payment' }).click();
  await expect(title(page)).toHaveText('thank you!', { timeout: 20_000 });
  await expect(gift(page).getByText(/your order LG-\w+ is paid/)).toBeVisible();
});

test('buy a print-at-home card and download it @gift-mfe', async ({ page }) => {
  const bought = await buyPrintAtHome(page);
  await expectArrangement(page, 'gift-mfe');
  expect(bought.orderIdentifier).toMatch(/^LG-/);
  const code = await codeOnCard(await downloadCard(page, 'letter'));
  expect(code).toMatch(/^\w{4}-\w{4}-\w{4}-\w{4}$/);
});

test('redeem a code to the celebration @redeem-mfe', async ({ page, request }) => {
  const issued = await issueRealCode(request, 30);
  await openKidspage(page);
  await expectArrangement(page, 'redeem-mfe');
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

test('donate @content-mfe', async ({ page }) => {
  await page.goto('/donate');
  await expectArrangement(page, 'content-mfe');
  await content(page).getByRole('button', { name: '$40', exact: true }).click();
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await checkout(page).getByRole('button', { name: 'Approve payment' }).click();
  await expect(content(page).getByText('thank you! your donation was received.')).toBeVisible({ timeout: 20_000 });
});

test('each content page loads @content-mfe', async ({ page }) => {
  const pages = [
    ['/faq', 'frequently asked questions'],
    ['/fun-ideas', 'fun ideas'],
    ['/about-us', 'about us'],
    ['/charities', 'charities'],
    ['/donate', 'thank you for supporting Little Givers'],
  ] as const;
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expectArrangement(page, 'content-mfe');
    await expect(content(page).getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
  for (const path of ['/faq', '/fun-ideas', '/charities']) {
    await page.goto(path);
    await expect(content(page).getByRole('listitem').first(), `${path} shows the API's items`).toBeVisible();
  }
});

test('a staff member signs in with the e-mailed link @staff-mfe', async ({ page }) => {
  const { email, link } = await staffMember('viewer');
  await signInWithLink(page, link, email);
  await expectArrangement(page, 'staff-mfe');
});
