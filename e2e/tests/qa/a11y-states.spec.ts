import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, smallTargets } from '../../support/a11y';
import { startUsing } from '../../support/engage';
import { appUrls } from '../../support/env';
import { deadRemote, useRuntimeConfig } from '../../support/runtime-config';
import {
  codeField,
  enterCode,
  issueRealCode,
  openKidspage,
  openPreview,
  passHumanCheck,
  presentButton,
  redeem,
  stepTitle,
} from '../redeem/redeem';

test.describe('accessibility of every redeem step (WCAG 2.2 A/AA, targets >= 24px)', () => {
  test('steps 1 to 4 with a real code, the dialog and the flipped card included', async ({ page, request }) => {
    // A whole redemption (the print queue read through `ops`, the human check solved in the page)
    // with six scans of axe's default rules.
    test.setTimeout(180_000);
    const issued = await issueRealCode(request, 20);
    await openKidspage(page);
    await expectNoAxeViolations(page, 'redeem step 1');
    expect(await smallTargets(page)).toEqual([]);
    await enterCode(page, issued.code);
    await expect(redeem(page).getByRole('button', { name: 'choose Promote Peace' })).toBeVisible();
    await expectNoAxeViolations(page, 'redeem step 2');
    expect(await smallTargets(page)).toEqual([]);
    await redeem(page).getByRole('button', { name: 'choose Promote Peace' }).click();
    await expect(stepTitle(page)).toHaveText(/^pick a charity/);
    const card = redeem(page).getByRole('listitem').first();
    await expect(card).toBeVisible();
    await expectNoAxeViolations(page, 'redeem step 3');
    const charity = (await card.getByRole('heading').textContent())?.trim() as string;
    await card.getByRole('button', { name: /learn more/ }).click();
    await expectNoAxeViolations(page, 'redeem step 3, a card flipped');
    await card.getByRole('button', { name: `Donate to ${charity}` }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page, 'redeem step 3, the confirmation dialog');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: `Yes, I choose ${charity}` })
      .click();
    await expect(
      redeem(page).getByText(`a donation has just been made in your name, ${issued.recipientName}`),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'redeem step 4');
    expect(await smallTargets(page)).toEqual([]);
  });

  test('the wrong-code error state and preview mode', async ({ page }) => {
    await openKidspage(page);
    await passHumanCheck(page);
    await codeField(page).fill('NOPE-NOPE-NOPE-NOPE');
    await presentButton(page).click();
    await expect(redeem(page).locator('.lg-field-error')).toBeVisible();
    await expectNoAxeViolations(page, 'redeem wrong code');
    await openPreview(page);
    await expectNoAxeViolations(page, 'redeem preview step 2');
  });
});

test.describe('accessibility of failure states', () => {
  test('the generic failure screen (gift), the charities error view, the FAQ fallback', async ({ page }) => {
    await page.route(`${appUrls.api}/cardtype`, (route) => route.fulfill({ status: 500, json: { message: 'x' } }));
    await page.goto('/gift-now');
    await expect(page.getByText(/something went wrong\.\.\. please try again/)).toBeVisible();
    await expectNoAxeViolations(page, 'gift generic failure');

    await page.route(`${appUrls.api}/RedemptionOrganizations`, (route) => route.abort('connectionrefused'));
    await page.goto('/charities');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page, 'charities error view');

    await page.route(`${appUrls.api}/FAQ`, (route) => route.fulfill({ status: 500, json: { message: 'x' } }));
    await page.goto('/faq');
    await expect(page.getByRole('button').first()).toBeVisible();
    await expectNoAxeViolations(page, 'faq fallback');
  });

  test('the donate alert and a remote that is down', async ({ page }) => {
    await page.route(`${appUrls.api}/donation`, (route) => route.fulfill({ status: 500, json: { message: 'x' } }));
    await page.goto('/donate');
    await startUsing(page, page.getByTestId('paypal-checkout'));
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect(page.getByText('there was an error processing your request. try again?')).toBeVisible();
    await expectNoAxeViolations(page, 'donate create failure');

    await useRuntimeConfig(page, (config) => ({ ...config, remotes: { ...config.remotes, content: deadRemote } }));
    await page.goto('/about-us');
    await expect(page.getByRole('button', { name: 'try again' })).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page, 'remote fallback');
  });
});
