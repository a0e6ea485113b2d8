/**
 * Local only (`*.local.spec.ts`): `ops` and the mailbox need the stack of this machine (PostgreSQL).
 * After the gift, end to end: buy (PayPal stand-in), the child redeems, the operator records the
 * payout with `ops disbursements --mark-paid`, then the giver sees it on the gift page and the
 * public sees it on /impact.
 */
import { expect, type Page, test } from '@playwright/test';
import { codeOnCard } from '../../support/card-pdf';
import { appUrls } from '../../support/env';
import { ops } from '../../support/ops';
import { buyPrintAtHome, downloadCard } from '../gift/flow';
import { enterCode, giveToPawsRescue, openKidspage, redeem } from '../redeem/redeem';

const mailbox = `${new URL(appUrls.api).origin}/api/dev/mailbox`;

/** The receipt's link to the giver's gift page, read from the local mailbox. */
async function giftPageLink(page: Page, orderIdentifier: string): Promise<string> {
  const subject = `Your Little Givers receipt for order ${orderIdentifier}`;
  await expect(async () => {
    await page.goto(mailbox);
    await expect(page.getByRole('link', { name: subject })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('link', { name: subject }).click();
  const href = await page.locator('a[href*="/my-gift#"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  return href as string;
}

test.describe('after the gift', () => {
  test('buy, redeem, record the payout with ops, then follow it on the gift page and on /impact', async ({ page }) => {
    const child = `Kid${Date.now() % 100000}`;
    const bought = await buyPrintAtHome(page, { to: child });
    const code = await codeOnCard(await downloadCard(page, 'letter'));
    const link = await giftPageLink(page, bought.orderIdentifier);

    // The child gives the gift.
    const before = new Date(Date.now() - 1000).toISOString();
    await openKidspage(page);
    await enterCode(page, code);
    await giveToPawsRescue(page);
    await expect(redeem(page).getByText(/thank you for choosing Paws Rescue League/)).toBeVisible();
    const after = new Date(Date.now() + 1000).toISOString();

    // The operator pays the charity and records it (this redemption's moment only: other journeys skip PayPal).
    const reference = `E2E-${Date.now()}`;
    const recorded = await ops([
      'disbursements',
      ...['--from', before, '--to', after, '--mark-paid', '--method', 'transfer', '--reference', reference],
    ]);
    const payout = /Recorded payout #(\d+)/.exec(recorded)?.[1];
    expect(payout, recorded).toBeTruthy();
    const today = new Date().toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });

    // The giver's page: the trail, to the payout.
    await page.goto(link);
    const trail = page.getByRole('region', { name: 'where your gift is' });
    await expect(trail).toContainText('Ready to print at home');
    await expect(trail).toContainText(`${child} chose Paws Rescue League`);
    await expect(trail).toContainText(`paid to Paws Rescue League on ${today} (payout ${payout})`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    // The public ledger, from the footer.
    await page.getByRole('contentinfo').getByRole('link', { name: 'impact' }).click();
    await expect(page).toHaveURL(/\/impact$/);
    const table = page.getByRole('table', { name: /gifts children chose, per charity and month/i });
    await expect(table).toContainText(`payout ${payout}, ${reference}`);
    await expect(page.getByText(child)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'CSV' })).toHaveAttribute('href', /\/api\/impact\.csv$/);
  });
});
