/**
 * Rows of spec section 8 not already proved by an app's own journeys (see tests/gift, tests/redeem,
 * tests/content, tests/shell), each produced by the real dependency failing for that call.
 */
import { expect, test } from '@playwright/test';
import { appUrls } from '../../support/env';
import { fillCard, gift, openGiftFlow, reachPayment } from '../gift/flow';
import { enterCode, issueRealCode, openKidspage, redeem, stepTitle } from '../redeem/redeem';

const genericFailure =
  'something went wrong... please try again, or email us at hello@littlegivers.example if the issue continues';

test('card types fail to load: the generic failure screen, with the contact email', async ({ page }) => {
  await page.route(`${appUrls.api}/cardtype`, (route) => route.fulfill({ status: 503, json: { message: 'down' } }));
  await page.goto('/gift-now');
  await expect(gift(page).getByRole('alert')).toHaveText(genericFailure);
  await expect(gift(page).getByRole('link', { name: 'hello@littlegivers.example' })).toHaveAttribute(
    'href',
    'mailto:hello@littlegivers.example',
  );
});

test('shipping methods fail to load: the generic failure screen', async ({ page }) => {
  await page.route(`${appUrls.api}/package`, (route) => route.abort('connectionrefused'));
  await openGiftFlow(page);
  await fillCard(page);
  await gift(page).getByRole('button', { name: 'continue to shipping options' }).click();
  await expect(gift(page).getByRole('alert')).toHaveText(genericFailure);
});

test('the API down on the kidspage: the code step still renders and says something went wrong on submit', async ({
  page,
}) => {
  await page.route(`${appUrls.api}/redemptionSession`, (route) => route.abort('connectionrefused'));
  await openKidspage(page);
  await enterCode(page, 'ABCD-EFGH-JKMN-PQRS');
  await expect(redeem(page).getByText('something went wrong.. please try again later')).toBeVisible();
});

test('charity selection fails: a kind message, the choice kept, and retrying succeeds', async ({ page, request }) => {
  const issued = await issueRealCode(request, 15);
  await openKidspage(page);
  await enterCode(page, issued.code);
  await redeem(page).getByRole('button', { name: 'choose Save the Environment' }).click();
  await expect(stepTitle(page)).toHaveText(/^pick a charity/);
  let failing = true;
  await page.route(/\/redemptionSession\/[0-9a-f-]{36}$/, (route) =>
    failing && route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, json: { message: 'oops' } })
      : route.continue(),
  );
  const card = redeem(page).getByRole('listitem').first();
  const charity = (await card.getByRole('heading').textContent())?.trim() as string;
  await card.getByRole('button', { name: `Donate to ${charity}` }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `Yes, I choose ${charity}` })
    .click();
  const alert = redeem(page).getByRole('alert');
  await expect(alert).toContainText("oh no! your gift didn't go through this time.");
  await expect(alert).toContainText('nothing was lost');
  failing = false;
  await alert.getByRole('button', { name: `try again: give to ${charity}` }).click();
  await expect(
    redeem(page).getByText(`a donation has just been made in your name, ${issued.recipientName}`),
  ).toBeVisible();
});

test('the order post fails because the API is unreachable: the alert, nothing opened at PayPal', async ({ page }) => {
  await reachPayment(page);
  await page.route(`${appUrls.api}/Order`, (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  const alert = gift(page).getByRole('alert');
  await expect(alert).toContainText('there was an error processing your request.  try again?');
  await expect(page.getByRole('dialog', { name: 'PayPal test checkout' })).toHaveCount(0);
});
