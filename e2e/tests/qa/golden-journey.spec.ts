import { expect, test } from '@playwright/test';
import { query } from '../../support/db';
import { checkout, gift, payButton, reachPayment, storedOrder, title } from '../gift/flow';
import { enterCode, openKidspage, redeem, SPENT_CODE, stepTitle } from '../redeem/redeem';

test('golden journey: bought through PayPal, printed, redeemed by the child, refused the second time, consistent to the cent', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // The purchaser: card for Maya from Grandma, $40, the $1 support donation on (the default).
  await reachPayment(page);
  const summary = gift(page).getByRole('region', { name: /order summary/i });
  await expect(summary).toBeVisible();
  await payButton(page).click();
  await checkout(page).getByRole('button', { name: 'Approve payment' }).click();
  await expect(title(page)).toHaveText(/thank you/i, { timeout: 20_000 });
  const orderIdentifier = (await gift(page).textContent())?.match(/LG-[A-Z0-9]+/)?.[0];
  expect(orderIdentifier, 'the thank-you page names the order').toBeTruthy();

  // The operator's print queue shows the order with its code.
  const stored = await storedOrder(orderIdentifier as string);
  expect(stored?.row?.status).toBe('paid');
  expect(stored?.row?.payment_method).toBe('paypal');
  expect(stored?.printEntry?.recipientName).toBe('Maya');
  const code = stored?.printEntry?.redemptionCode as string;
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

  // The child, on another device: redeems the code and picks a charity.
  const child = await browser.newPage();
  await openKidspage(child);
  await enterCode(child, code);
  await expect(
    child.getByText('Grandma has gifted $40 for you to decide how to make a difference in the world'),
  ).toBeVisible();
  await redeem(child).getByRole('button', { name: 'choose Help Children' }).click();
  await expect(stepTitle(child)).toHaveText('pick a charity to help children');
  const card = redeem(child).getByRole('listitem').first();
  const charity = (await card.getByRole('heading').textContent())?.trim() as string;
  await card.getByRole('button', { name: `Donate to ${charity}` }).click();
  await child
    .getByRole('dialog', { name: `Are you sure you would like to donate to ${charity}?` })
    .getByRole('button', { name: `Yes, I choose ${charity}` })
    .click();
  await expect(redeem(child).getByText('a donation has just been made in your name, Maya')).toBeVisible();

  // The same code again, after starting over with the site's navigation (a reload keeps the
  // celebration for the tab): refused, as a gift already opened.
  await child.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'kidspage', exact: true }).click();
  await expect(stepTitle(child)).toHaveText('you have a gift to give!');
  await enterCode(child, code);
  await expect(redeem(child).locator('.lg-field-error')).toHaveText(SPENT_CODE);
  await expect(stepTitle(child)).toHaveText('you have a gift to give!');

  // Purchase, payment and selection agree to the cent.
  const [order] = await query<{
    id: number;
    gift_cents: number;
    shipping_cents: number;
    donation_cents: number;
    total_cents: number;
    package_cost: number;
    paypal_order_id: string;
    paypal_capture_id: string;
  }>(
    `select o.id, o.gift_cents, o.shipping_cents, o.donation_cents, o.total_cents, p.cost_cents as package_cost,
            o.paypal_order_id, o.paypal_capture_id
       from orders o join packages p on p.id = o.package_id where o.order_identifier = $1`,
    [orderIdentifier],
  );
  expect(order).toBeDefined();
  expect(order?.gift_cents).toBe(4000);
  expect(order?.donation_cents).toBe(100);
  expect(order?.shipping_cents).toBe(order?.package_cost);
  expect(order?.total_cents).toBe((order?.gift_cents ?? 0) + (order?.shipping_cents ?? 0) + 100);
  const [capture] = await query<{ status: string; value: string; currency: string; capture_id: string }>(
    'select status, value, currency, capture_id from paypal_fake_orders where id = $1',
    [order?.paypal_order_id],
  );
  expect(capture?.status).toBe('COMPLETED');
  expect(capture?.currency).toBe('USD');
  expect(capture?.value).toBe(((order?.total_cents ?? 0) / 100).toFixed(2));
  expect(capture?.capture_id).toBe(order?.paypal_capture_id);
  const selections = await query<{
    amount_cents: number;
    recipient_name: string;
    organization_name: string;
    redeemed: boolean;
  }>(
    `select s.amount_cents, s.recipient_name, org.organization_name, r.redeemed_at is not null as redeemed
       from redemptions r join redemption_selections s on s.redemption_id = r.id
       join organizations org on org.id = s.organization_id
      where r.order_id = $1`,
    [order?.id],
  );
  expect(selections).toEqual([
    { amount_cents: 4000, recipient_name: 'Maya', organization_name: charity, redeemed: true },
  ]);
});
