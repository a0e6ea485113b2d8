/**
 * The API restarted in the middle of a purchase: the payment-data post is lost with it. Nothing paid
 * is lost, and the purchaser can finish (the same order, paid once). Needs `pnpm start`'s process
 * (it restarts the API on SIGUSR2), so it runs on this machine only.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { query } from '../../support/db';
import { appUrls } from '../../support/env';
import { checkout, gift, isOrderCreate, payButton, reachPayment, title } from '../gift/flow';

async function apiAnswers(): Promise<boolean> {
  try {
    return (await fetch(`${appUrls.api}/health`)).ok;
  } catch {
    return false;
  }
}

test('the API restarted mid-purchase: nothing paid is lost and the purchaser finishes', async ({ page }) => {
  test.setTimeout(120_000);
  const startPid = Number(readFileSync(path.join(tmpdir(), 'littlegivers-start.pid'), 'utf8'));
  await reachPayment(page);
  const orderIds = new Set<string>();
  page.on('response', async (response) => {
    if (isOrderCreate(response.url(), response.request().method()) && response.status() === 200) {
      orderIds.add(((await response.json()) as { id: string }).id);
    }
  });

  let restarted = false;
  await page.route(/\/api\/Order\/[0-9a-f-]{36}\/paypalData$/, async (route) => {
    if (restarted) return route.continue();
    restarted = true;
    process.kill(startPid, 'SIGUSR2');
    await expect.poll(apiAnswers, { timeout: 15_000 }).toBe(false);
    // The request reaches a server that is gone.
    await route.continue().catch(() => undefined);
  });

  await payButton(page).click();
  await checkout(page).getByRole('button', { name: 'Approve payment' }).click();
  await expect(gift(page).getByRole('alert')).toContainText('there was an error processing your request.  try again?');
  await expect.poll(apiAnswers, { timeout: 60_000, intervals: [500] }).toBe(true);

  await payButton(page).click();
  await checkout(page).getByRole('button', { name: 'Approve payment' }).click();
  await expect(title(page)).toHaveText(/thank you/i, { timeout: 20_000 });

  expect(orderIds.size).toBe(1);
  const [orderId] = [...orderIds];
  const [order] = await query<{ status: string; paypal_capture_id: string | null }>(
    'select status, paypal_capture_id from orders where public_id = $1',
    [orderId],
  );
  expect(order?.status).toBe('paid');
  expect(order?.paypal_capture_id).toBeTruthy();
  expect(
    await query('select id from redemptions where order_id = (select id from orders where public_id = $1)', [orderId]),
  ).toHaveLength(1);
});
