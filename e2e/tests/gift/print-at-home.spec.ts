/**
 * Print at home, in one browser: buy the card with the PayPal stand-in, download its PDF from the
 * thank-you step, read the code off the printed token, and redeem it on the kidspage through the
 * real human check, to congratulations.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/a11y';
import { codeOnCard } from '../../support/card-pdf';
import { enterCode, giftMessage, giveToPawsRescue, openKidspage, redeem, stepTitle } from '../redeem/redeem';
import { buyPrintAtHome, downloadCard, gift } from './flow';

test.describe('print at home', () => {
  test('buy, download the card, read its code and redeem it to congratulations', async ({ page }) => {
    test.setTimeout(120_000);
    const child = `Kid${Date.now() % 100000}`;
    const bought = await buyPrintAtHome(page, { to: child }, async () => {
      // Step 2: a delivery choice of two rows a child's finger can hit, no address, $0 shipping.
      const delivery = gift(page).getByRole('group', { name: 'delivery' });
      for (const radio of await delivery.getByRole('radio').all()) {
        const row = await radio.locator('xpath=ancestor::label').boundingBox();
        expect(row?.height).toBeGreaterThanOrEqual(44);
      }
      await expect(gift(page).getByRole('region', { name: 'order summary' })).toContainText('$0.00');
      await expectNoAxeViolations(page, 'gift step 2, print at home');
    });
    expect(bought.total).toBe('$41.00');
    await expect(gift(page).getByText('is paid and your card is ready to print.')).toBeVisible();
    await expectNoAxeViolations(page, 'gift step 3, print at home');

    const pdf = await downloadCard(page, 'a4');
    const code = await codeOnCard(pdf);

    await openKidspage(page);
    await enterCode(page, code);
    await expect(giftMessage(page, 'Grandma', '40')).toBeVisible();
    await expect(stepTitle(page)).toHaveText(`hi ${child}! what would you like to help?`);
    await giveToPawsRescue(page);
    await expect(redeem(page).getByText(`a donation has just been made in your name, ${child}`)).toBeVisible();
  });
});
