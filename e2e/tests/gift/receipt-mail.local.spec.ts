/** Local only (`*.local.spec.ts`): the mailbox page and `ops` need the stack of this machine (PostgreSQL). */
import { expect, type Page, test } from '@playwright/test';
import { appUrls } from '../../support/env';
import { ops } from '../../support/ops';
import { enterCode, giveToPawsRescue, openKidspage, redeem } from '../redeem/redeem';
import { fillCard, fillShipping, gift, openGiftFlow, payAtStandIn, toShipping } from './flow';

const mailbox = `${new URL(appUrls.api).origin}/api/dev/mailbox`;

/** Waits until the local mailbox lists a delivered message with this subject, then opens it. */
async function openMail(page: Page, subject: string) {
  await expect(async () => {
    await page.goto(mailbox);
    await expect(page.getByRole('link', { name: subject })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('link', { name: subject }).click();
}

test.describe('receipts and notifications in the local mailbox', () => {
  test('buy, read the receipt, ship with ops, redeem, read "your gift was opened"', async ({ page }) => {
    const email = `receipt-${Date.now()}@example.com`;
    const child = `Kid${Date.now() % 100000}`;

    // Buy a card through the PayPal stand-in; 'tell me when my gift is used' is on by default.
    await openGiftFlow(page);
    await fillCard(page, { to: child, email });
    await expect(gift(page).getByRole('checkbox', { name: 'tell me when my gift is used' })).toBeChecked();
    await toShipping(page);
    await fillShipping(page);
    const orderIdentifier = await payAtStandIn(page);
    const receipt = gift(page).getByRole('region', { name: 'your receipt' });
    await expect(receipt).toContainText(`we emailed your receipt to ${email}`);
    await expect(receipt).toContainText('total charged');
    await expect(receipt).toContainText('Ann Lee');
    await expect(receipt).toContainText('mailed by');

    // The receipt, as the mailbox page shows it.
    await openMail(page, `Your Little Givers receipt for order ${orderIdentifier}`);
    await expect(page.getByRole('heading', { name: 'Thank you! Here is your receipt' })).toBeVisible();
    await expect(page.getByText(`To: ${child} · From: Grandma`)).toBeVisible();
    // The card's picture, its alt text the greeting (the mailbox draws it from the message).
    const cardPicture = page.getByRole('img', { name: new RegExp(child) });
    await expect(cardPicture).toBeVisible();
    // Drawn on request (resvg): wait for it to arrive, then read its shape.
    await expect
      .poll(
        () => cardPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth / img.naturalHeight),
        {
          timeout: 15_000,
        },
      )
      .toBe(7 / 5);
    await expect(page.getByText('Total charged')).toBeVisible();
    await expect(page.getByText(/no goods or services were provided in exchange/)).toBeVisible();
    // One truth about taxes: the whole order is the deductible amount, and the delivery line reads plainly.
    const total = (await page.getByText('Total charged').locator('xpath=following-sibling::td').textContent()) ?? '';
    await expect(page.getByText(`The tax-deductible amount of your contribution is ${total}`)).toBeVisible();
    await expect(page.getByText('Shipping: Standard mail')).toBeVisible();

    // The mailbox list fits a 390 px phone: nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(mailbox);
    await expect(page.getByRole('table')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Printed and mailed by the nonprofit (ops beside the running API).
    await ops(['mark-printed', orderIdentifier]);
    expect(await ops(['ship', orderIdentifier])).toContain('marked shipped');
    await openMail(page, `Your Little Givers card is on its way (order ${orderIdentifier})`);
    await expect(page.locator('p', { hasText: `The card for ${child} (order ${orderIdentifier})` })).toBeVisible();

    // The child redeems the code from the token.
    const queue = JSON.parse(await ops(['print-queue', '--format', 'json', '--all'])) as {
      orderIdentifier: string;
      redemptionCode: string;
    }[];
    const code = queue.find((entry) => entry.orderIdentifier === orderIdentifier)?.redemptionCode as string;
    await openKidspage(page);
    await enterCode(page, code);
    await giveToPawsRescue(page);
    await expect(redeem(page).getByText(/thank you for choosing Paws Rescue League/)).toBeVisible();

    await openMail(page, `Your gift was opened: ${child} chose Paws Rescue League`);
    await expect(page.getByText(`${child} chose Paws Rescue League.`)).toBeVisible();
    // No message carries the code (the HTML, then the plain text).
    expect(await page.content()).not.toContain(code);
    await page.goto(`${page.url()}/text`);
    await expect(page.getByText(`${child} chose Paws Rescue League.`)).toBeVisible();
    expect(await page.content()).not.toContain(code);
  });
});
