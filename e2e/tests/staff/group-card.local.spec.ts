/**
 * The staff console's group card on an order's screen, at a phone's width: its contributions table
 * (a giver's long e-mail address in it) scrolls inside the card, and the page never scrolls sideways.
 * Local only: `ops staff add` and this stack's database.
 */
import { SHIP_TO_FIELDS } from '@littlegivers/shared/contract/schemas/order';
import { expect, test } from '@playwright/test';
import { query } from '../../support/db';
import { appUrls } from '../../support/env';
import { buyer, orderPayload, paymentData } from '../../support/orders';
import { consoleRoot, signInWithLink, staffMember } from './staff';

const noAddress = Object.fromEntries(SHIP_TO_FIELDS.map((field) => [field, undefined]));

test("a group card's contributions scroll inside their card at 390 px", async ({ page, request }) => {
  const run = Date.now();
  const organizer = `organizer-${run}@example.com`;
  // A group card printed at home (nothing to pay to start it), closing in three days.
  const packages = (await (await request.get(`${appUrls.api}/package`)).json()) as { id: number; delivery: string }[];
  const card = await orderPayload(request, {
    ...noAddress,
    delivery: 'print',
    package: packages.find((pkg) => pkg.delivery === 'print')?.id,
    purchaseAccount: { emailAddress: organizer },
    recipientName: `Kid${run}`,
  });
  const closesOn = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const started = await request.post(`${appUrls.api}/Group`, { data: { card, closesOn, timeZone: 'UTC' } });
  expect(started.status(), await started.text()).toBe(200);
  const { shareToken } = (await started.json()) as { shareToken: string };

  // One part, paid at the PayPal stand-in, from a giver with a long e-mail address.
  const part = await request.post(`${appUrls.api}/Group/shared/contribution`, {
    data: {
      token: shareToken,
      name: 'Uncle Benedict Alexander',
      email: `benedict.alexander.longname-${run}@example.com`,
      amount: 12.5,
      showAmount: false,
    },
  });
  expect(part.status(), await part.text()).toBe(200);
  const { id, payPalOrderId } = (await part.json()) as { id: string; payPalOrderId: string };
  await buyer(request, payPalOrderId, 'approve');
  const paid = await request.post(`${appUrls.api}/Group/contribution/${id}/paypalData`, {
    data: paymentData(payPalOrderId),
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const [order] = await query<{ order_identifier: string }>(
    'select o.order_identifier from orders o join gift_groups g on g.order_id = o.id where o.email = $1',
    [organizer],
  );

  // An operator (who sees givers' names and e-mails) opens the order on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  const operator = await staffMember('operator');
  await signInWithLink(page, operator.link, operator.email);
  await page.goto(`/staff/orders/${order?.order_identifier}`);
  const groupCard = consoleRoot(page).getByRole('region', { name: 'group card' });
  const contributions = groupCard.getByRole('table', { name: 'Contributions' });
  await expect(contributions).toContainText(`benedict.alexander.longname-${run}@example.com`);

  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const scroller = contributions.locator('xpath=..');
  const cardBox = await groupCard.boundingBox();
  const scrollerBox = await scroller.boundingBox();
  if (!cardBox || !scrollerBox) throw new Error('the group card or its table is not laid out');
  expect(scrollerBox.x + scrollerBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  // The table is wider than the phone's card: the rest of it is reached by scrolling the table.
  expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
});
