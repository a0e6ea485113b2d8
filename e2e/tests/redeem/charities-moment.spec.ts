/**
 * The charity step a child wants to use, at a phone's, a tablet's and a
 * laptop's width: illustrated cards of equal height, the flip (none under reduced motion), the
 * grown-up gate before an outside website, and the confirmation with the picture and the amount.
 * axe finds nothing with the gate and the dialog open. Screenshots go to the test's output folder.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/a11y';
import { enterCode, issueRealCode, openKidspage, redeem, stepTitle } from './redeem';

const cards = (page: Page) => redeem(page).locator('.redeem-charity');
/** A card is named by its charity (aria-labelledby), whichever face shows. */
const charityCard = (page: Page, name: string) => redeem(page).getByRole('listitem', { name, exact: true });

for (const width of [390, 820, 1280]) {
  test.describe(`the charity step at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 1000 } });

    test('illustrated cards of equal height, the flip, the grown-up gate and the confirmation', async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      const issued = await issueRealCode(request, 40);
      await openKidspage(page);
      await enterCode(page, issued.code);
      await redeem(page).getByRole('button', { name: 'choose Save the Environment' }).click();
      await expect(stepTitle(page)).toHaveText('pick a charity to save the environment');

      // Each card: its own illustration (loaded), its name and its tagline.
      const forest = charityCard(page, 'Plant a Forest');
      await expect(forest.getByText('Planting trees where forests were lost.')).toBeVisible();
      const images = cards(page).locator('.redeem-charity__front img');
      await expect(images).toHaveCount(3);
      const loaded = await images.evaluateAll((items) =>
        items.map((item) => ({ src: item.getAttribute('src'), width: (item as HTMLImageElement).naturalWidth })),
      );
      expect(loaded.every((image) => image.width > 0)).toBe(true);
      expect(new Set(loaded.map((image) => image.src)).size).toBe(3);
      await expect(redeem(page).getByText('sample', { exact: true })).toHaveCount(0);

      // Cards in a row have the same height.
      const boxes = await cards(page).evaluateAll((items) =>
        items.map((item) => {
          const rect = item.getBoundingClientRect();
          return { top: Math.round(rect.top), height: Math.round(rect.height) };
        }),
      );
      for (const box of boxes) {
        for (const other of boxes.filter((item) => item.top === box.top)) expect(other.height).toBe(box.height);
      }
      await page.screenshot({ path: testInfo.outputPath(`charities-${width}.png`), fullPage: true });

      // 'learn more' turns the card (500 ms) to the description and the link.
      const turn = forest.locator('.redeem-charity__turn');
      expect(await turn.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0.5s');
      const learnMore = forest.getByRole('button', { name: /^learn more about Plant a Forest$/ });
      await learnMore.click();
      await expect(learnMore).toBeHidden();
      const showFront = forest.getByRole('button', { name: /^back to the picture about Plant a Forest$/ });
      await expect(showFront).toHaveAttribute('aria-expanded', 'true');
      await expect(showFront).toBeFocused();
      await expect(forest.getByText(/Plants trees where forests have been lost/)).toBeVisible();
      await expect(forest.getByRole('heading', { name: 'Plant a Forest' })).toBeHidden();
      await expectNoAxeViolations(page, `step 3 at ${width} px, a card flipped`);
      await page.screenshot({ path: testInfo.outputPath(`charities-${width}-flipped.png`) });

      // The outside link: a grown-up first.
      const visit = forest.getByRole('button', { name: 'Visit Plant a Forest' });
      await visit.click();
      const gate = page.getByRole('dialog', { name: 'ask a grown-up first' });
      await expect(gate).toContainText('this goes to another website, ask a grown-up');
      await expect(gate.getByRole('button', { name: 'cancel' })).toBeFocused();
      await expectNoAxeViolations(page, `step 3 at ${width} px, the grown-up gate`);
      await page.screenshot({ path: testInfo.outputPath(`gate-${width}.png`) });
      await page.keyboard.press('Escape');
      await expect(gate).toBeHidden();
      await expect(visit).toBeFocused();

      // The popup is a page of its own: the whole context answers for example.org.
      await page
        .context()
        .route('https://example.org/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>outside</title><h1>outside</h1>' }),
        );
      await visit.click();
      const popupOpened = page.waitForEvent('popup');
      await gate.getByRole('link', { name: /continue to the website/ }).click();
      const popup = await popupOpened;
      await popup.waitForLoadState();
      expect(popup.url()).toBe('https://example.org/trees');
      // rel="noopener noreferrer": the website gets neither this page nor where it came from.
      expect(await popup.evaluate(() => ({ opener: window.opener, referrer: document.referrer }))).toEqual({
        opener: null,
        referrer: '',
      });
      await popup.close();
      await expect(gate).toBeHidden();

      // The confirmation: the spec's strings, the picture and the amount.
      await forest.getByRole('button', { name: 'Donate to Plant a Forest' }).click();
      const dialog = page.getByRole('dialog', { name: 'Are you sure you would like to donate to Plant a Forest?' });
      await expect(dialog.getByText('your $40 will go to Plant a Forest')).toBeVisible();
      await expect(dialog.locator('img')).toHaveJSProperty('complete', true);
      expect(await dialog.locator('img').evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(
        0,
      );
      await expectNoAxeViolations(page, `step 3 at ${width} px, the confirmation dialog`);
      await page.screenshot({ path: testInfo.outputPath(`confirm-${width}.png`) });
      await dialog.getByRole('button', { name: 'Yes, I choose Plant a Forest' }).click();
      await expect(
        redeem(page).getByText(`a donation has just been made in your name, ${issued.recipientName}`),
      ).toBeVisible();
    });
  });
}

test('under prefers-reduced-motion the card turns at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openKidspage(page);
  await redeem(page).getByRole('button', { name: 'click here to preview' }).click();
  await redeem(page).getByRole('button', { name: 'choose Protect Animals' }).click();
  const paws = charityCard(page, 'Paws Rescue League');
  const turn = paws.locator('.redeem-charity__turn');
  expect(await turn.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0s');
  await paws.getByRole('button', { name: /learn more/ }).click();
  // Turned at once: no running animation, the back face is there.
  expect(await turn.evaluate((element) => element.getAnimations().length)).toBe(0);
  await expect(paws.getByText(/Rescues dogs and cats/)).toBeVisible();
});
