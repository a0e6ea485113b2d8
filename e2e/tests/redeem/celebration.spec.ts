/**
 * The child's moment, on a phone and a tablet: a real code from a paid order through the
 * human check to the celebration and the certificate; a grown-up's preview of the whole journey,
 * sending nothing to the redeem endpoint. axe on every step and with the dialog open; every
 * control of the flow at least 44 x 44 px.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, smallTargets } from '../../support/a11y';
import { asIfNeverUsed } from '../../support/engage';
import {
  codeField,
  giftMessage,
  issueRealCode,
  openKidspage,
  passHumanCheck,
  presentButton,
  redeem,
  stepTitle,
} from './redeem';

const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'desktop', width: 1280, height: 800 },
];

/** axe, and the children's touch size for every control of the flow. */
async function checkStep(page: Page, label: string) {
  await expectNoAxeViolations(page, label);
  expect(await smallTargets(page, { min: 44, within: '[data-remote-app="redeem-mfe"]' }), label).toEqual([]);
}

/** What the page shows as today's date in the certificate. */
const today = (page: Page) =>
  page.evaluate(() =>
    new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(new Date()),
  );

for (const { name, width, height } of widths) {
  test.describe(`the child's moment on a ${name} (${width} px)`, () => {
    test.use({ viewport: { width, height }, hasTouch: true });

    test('a real code goes through the human check to the celebration and its certificate', async ({
      page,
      request,
    }) => {
      const issued = await issueRealCode(request, 30);
      await openKidspage(page, '/redeem-now');
      await passHumanCheck(page);
      await checkStep(page, 'step 1');
      // Typed the way a child might, without dashes: the field groups it as printed.
      await codeField(page).pressSequentially(issued.code.replace(/-/g, '').toLowerCase());
      await expect(codeField(page)).toHaveValue(issued.code);
      await presentButton(page).click();
      await expect(giftMessage(page, issued.fromName, '30')).toBeVisible();
      await checkStep(page, 'step 2');

      await redeem(page).getByRole('button', { name: 'choose Protect Animals' }).click();
      await expect(stepTitle(page)).toHaveText('pick a charity to protect animals');
      await checkStep(page, 'step 3');

      await redeem(page).getByRole('button', { name: 'Donate to Paws Rescue League' }).click();
      const dialog = page.getByRole('dialog', { name: 'Are you sure you would like to donate to Paws Rescue League?' });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page, 'the confirm dialog');
      await dialog.getByRole('button', { name: 'Yes, I choose Paws Rescue League' }).click();

      await expect(stepTitle(page)).toHaveText('congratulations!');
      const headline = redeem(page).getByText(`a donation has just been made in your name, ${issued.recipientName}`);
      await expect(headline).toBeVisible();
      // The confetti falls below the headline, never over it.
      const confetti = page.locator('canvas.redeem-confetti');
      await expect(confetti).toHaveCount(1);
      const headlineBottom = (await headline.boundingBox())?.y ?? 0;
      const headlineBox = await headline.boundingBox();
      expect((await confetti.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(
        (headlineBox?.y ?? 0) + (headlineBox?.height ?? 0),
      );
      expect(headlineBottom).toBeGreaterThan(0);
      await expect(redeem(page).getByText('$30', { exact: true })).toBeVisible();
      const certificate = redeem(page).getByRole('article', { name: 'certificate of giving' });
      await expect(certificate).toContainText(
        `${issued.recipientName} gave $30 to Paws Rescue League on ${await today(page)}`,
      );
      await expect(certificate).toContainText(`a gift from ${issued.fromName}`);
      await expect(certificate).not.toContainText('preview');
      await checkStep(page, 'step 4');

      // 'print or save your certificate' opens the browser's print dialog, with the certificate alone.
      await page.evaluate(() => {
        window.print = () => {
          (window as unknown as { printed: number }).printed = 1;
        };
      });
      await redeem(page).getByRole('button', { name: 'print or save your certificate' }).click();
      expect(await page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
      await page.emulateMedia({ media: 'print' });
      await expect(certificate).toBeVisible();
      await expect(stepTitle(page)).toBeHidden();
      await page.emulateMedia({ media: 'screen' });

      // A reload keeps the celebration (the code is spent: no way back into it).
      await page.reload();
      await expect(redeem(page).getByRole('article', { name: 'certificate of giving' })).toContainText(
        `${issued.recipientName} gave $30 to Paws Rescue League`,
      );
    });

    test("a grown-up's preview shows what happens next, sending nothing to the redeem endpoint", async ({ page }) => {
      const redeemCalls: string[] = [];
      page.on('request', (request) => {
        if (/\/redemptionSession/.test(request.url())) redeemCalls.push(`${request.method()} ${request.url()}`);
      });
      await openKidspage(page);
      await redeem(page).getByRole('button', { name: 'click here to preview' }).click();
      await expect(redeem(page).getByText('you are currently in preview mode')).toBeVisible();
      await checkStep(page, 'preview step 2');
      await redeem(page).getByRole('button', { name: 'choose Help Children' }).click();
      await expect(stepTitle(page)).toHaveText('pick a charity to help children');
      await expect(redeem(page).getByRole('button', { name: 'Donate to Books for Every Kid' })).toBeDisabled();
      await checkStep(page, 'preview step 3');

      await redeem(page).getByRole('button', { name: 'see what happens next' }).click();
      const dialog = page.getByRole('dialog', {
        name: 'Are you sure you would like to donate to Books for Every Kid?',
      });
      await expect(dialog).toContainText('you are currently in preview mode');
      await expectNoAxeViolations(page, 'the sample confirm dialog');
      await dialog.getByRole('button', { name: 'Yes, I choose Books for Every Kid' }).click();

      await expect(stepTitle(page)).toHaveText('congratulations!');
      await expect(redeem(page).getByText('you are currently in preview mode', { exact: true })).toBeVisible();
      await expect(redeem(page).getByRole('article', { name: 'certificate of giving' })).toContainText(
        'sample: you are currently in preview mode',
      );
      await checkStep(page, 'preview step 4');

      // Back returns to the charities, still in preview.
      await page.goBack();
      await expect(stepTitle(page)).toHaveText('pick a charity to help children');
      expect(redeemCalls).toEqual([]);
    });
  });
}

test('the human check row is one big target, its hint shows with it, and nothing overlaps at 320 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  // A slow connection: the widget's script comes late, and the hint must not show before it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/altcha\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not waiting for 'load': the held script may be asked for before it, and would then hold it too.
  await asIfNeverUsed(page);
  await page.goto('/kidspage', { waitUntil: 'domcontentloaded' });
  await expect(stepTitle(page)).toHaveText('you have a gift to give!');
  const hint = redeem(page).getByText("this box checks that you're a real person all by itself: wait for its tick");
  const widget = redeem(page).locator('altcha-widget');
  // Before the first touch, the widget's place says what wakes it, and so does the line under the gift.
  const waiting = redeem(page).getByText('tap your code box below and a "not a robot" box shows up here');
  await expect(waiting).toBeVisible();
  await expect(presentButton(page)).toHaveAccessibleDescription('tap your code box to start, then open your gift');
  // The child taps the code field: the widget's script is asked for now, and held.
  await codeField(page).click();
  await page.waitForTimeout(500);
  await expect(hint).toBeHidden();
  await expect(waiting).toBeHidden();
  await expect(redeem(page).getByText('your "not a robot" box is on its way')).toBeVisible();
  await expect(presentButton(page)).toHaveAccessibleDescription(
    'wait for the "not a robot" box above to tick, then open your gift',
  );
  await expect(widget.locator('.altcha-checkbox-wrap')).toHaveCount(0);
  release();
  await expect(widget.locator('.altcha-checkbox-wrap')).toBeVisible({ timeout: 30_000 });
  await expect(hint).toBeVisible();
  await expect(redeem(page).getByText('your "not a robot" box is on its way')).toBeHidden();
  await passHumanCheck(page);
  const row = await widget.locator('.altcha-checkbox-wrap').boundingBox();
  expect(row?.height ?? 0).toBeGreaterThanOrEqual(44);
  // Nothing wider than the screen, nothing on top of anything else in step 1's form.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const boxes = await redeem(page)
    .locator('.redeem-code-form > *')
    .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON()));
  for (let i = 1; i < boxes.length; i += 1) expect(boxes[i].top).toBeGreaterThanOrEqual(boxes[i - 1].bottom - 0.5);
});
