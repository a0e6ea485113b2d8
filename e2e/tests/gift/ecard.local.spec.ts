/**
 * The e-card, in one browser against the local stack (the local mailbox: `*.local.spec.ts`):
 * buy one for today, find it in the mailbox, open the card, go to the kidspage with the code
 * filled in and redeem it to the celebration; and buy one for a month ahead, see nothing sent,
 * 'change the delivery' to today from the receipt's link, and see it arrive.
 */
import { expect, type Page, test } from '@playwright/test';
import { appUrls } from '../../support/env';
import { codeField, giveToPawsRescue, passHumanCheck, presentButton, redeem, stepTitle } from '../redeem/redeem';
import { checkout, fillCard, gift, openGiftFlow, payButton, title, toShipping } from './flow';

const mailbox = `${new URL(appUrls.api).origin}/api/dev/mailbox`;

/** Whether the mailbox lists a message with this subject now. */
async function listed(page: Page, subject: string): Promise<boolean> {
  await page.goto(mailbox);
  return page.getByRole('link', { name: subject }).isVisible();
}

/** Waits until the local mailbox lists a message with this subject, then opens it. */
async function openMail(page: Page, subject: string) {
  await expect(async () => {
    await page.goto(mailbox);
    await expect(page.getByRole('link', { name: subject })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('link', { name: subject }).first().click();
}

/** Buys an e-card through the PayPal stand-in; `sendOn` empty keeps today. */
async function buyEcard(
  page: Page,
  { child, email, grownUp, sendOn }: { child: string; email: string; grownUp: string; sendOn: string },
) {
  await openGiftFlow(page);
  await fillCard(page, { to: child, email });
  await toShipping(page);
  await gift(page).getByRole('radio', { name: 'email it to a grown-up' }).check();
  await gift(page).getByLabel("grown-up's name").fill('Pat');
  await gift(page).getByLabel("grown-up's email").fill(grownUp);
  if (sendOn) await gift(page).getByLabel('send on').fill(sendOn);
  await expect(gift(page).getByRole('region', { name: 'order summary' })).toContainText('$0.00');
  await payButton(page).click();
  await checkout(page).getByRole('button', { name: 'Approve payment' }).click();
  await expect(title(page)).toHaveText('thank you!');
}

test.describe('the e-card', () => {
  test('for today: in the mailbox, open the card, go to the kidspage, redeem to the celebration', async ({ page }) => {
    test.setTimeout(150_000);
    const child = `Kid${Date.now() % 100000}`;
    const grownUp = `pat-${Date.now()}@example.com`;
    await buyEcard(page, { child, email: `buyer-${Date.now()}@example.com`, grownUp, sendOn: '' });
    await expect(gift(page).getByText(`We are emailing the card to Pat at ${grownUp} now.`)).toBeVisible();

    await openMail(page, `Grandma sent ${child} a gift`);
    await expect(page.getByText('Hello Pat,')).toBeVisible();
    const open = page.getByRole('link', { name: 'open the card' });
    const href = (await open.getAttribute('href')) ?? '';
    expect(href).toMatch(/^http:\/\/localhost:3000\/ecard#[A-Za-z0-9_-]{43}$/);
    await page.goto(href);

    await expect(page.getByRole('heading', { level: 1, name: `Grandma sent ${child} a gift` })).toBeVisible();
    const code = (await page.getByTestId('ecard-code').textContent()) ?? '';
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await expect(page.getByRole('button', { name: 'print the card (PDF)' })).toBeVisible();
    await page.getByRole('button', { name: 'go to the kidspage' }).click();

    await expect(page).toHaveURL(/\/kidspage$/);
    await expect(codeField(page)).toHaveValue(code);
    await passHumanCheck(page);
    await presentButton(page).click();
    await expect(stepTitle(page)).toHaveText(`hi ${child}! what would you like to help?`);
    await giveToPawsRescue(page);
    await expect(redeem(page).getByText(`a donation has just been made in your name, ${child}`)).toBeVisible();
  });

  test('a month ahead: nothing is sent; change the delivery to today and it arrives', async ({ page }) => {
    test.setTimeout(150_000);
    const child = `Kid${Date.now() % 100000}`;
    const buyer = `buyer-${Date.now()}@example.com`;
    const grownUp = `pat-later-${Date.now()}@example.com`;
    const later = new Date(Date.now() + 30 * 24 * 3600_000).toISOString().slice(0, 10);
    await buyEcard(page, { child, email: buyer, grownUp, sendOn: later });
    await expect(gift(page).getByText(new RegExp(`We will email the card to Pat at ${grownUp} on `))).toBeVisible();

    const lead = await gift(page)
      .getByText(/your order LG-\w+ is paid/)
      .textContent();
    const orderIdentifier = /LG-\w+/.exec(lead ?? '')?.[0] as string;
    await openMail(page, `Your Little Givers receipt for order ${orderIdentifier}`);
    const change = page.getByRole('link', { name: 'change the delivery' });
    const href = (await change.getAttribute('href')) ?? '';
    expect(href).toMatch(/^http:\/\/localhost:3000\/my-gift#[A-Za-z0-9_-]{43}$/);
    expect(await listed(page, `Grandma sent ${child} a gift`)).toBe(false);

    await page.goto(href);
    const panel = page.getByRole('region', { name: 'change the delivery' });
    await expect(panel).toContainText(`We will email the card to Pat at ${grownUp}`);
    await panel.getByRole('button', { name: 'send it now' }).click();
    await expect(panel.getByRole('status')).toHaveText('sent: the card is on its way');
    await expect(panel).toContainText(`We are emailing the card to Pat at ${grownUp} now.`);
    await openMail(page, `Grandma sent ${child} a gift`);
    await expect(page.getByText('Hello Pat,')).toBeVisible();
  });
});
