/**
 * A day in the staff console, in Chromium: an operator prints a batch and ships it by CSV (a report
 * per row), an admin records the payout of a period, and a viewer sees orders without any e-mail
 * address; an admin edits a greeting and sees it on /gift-now at once. Every screen passes axe.
 * Local only: `ops`, the outbox and the database of this stack.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/a11y';
import { query } from '../../support/db';
import { appUrls } from '../../support/env';
import { ops } from '../../support/ops';
import { buyer, createOrder, paymentData } from '../../support/orders';
import { gift, openGiftFlow } from '../gift/flow';
import { enterCode, giveToPawsRescue, openKidspage, redeem } from '../redeem/redeem';
import { consoleRoot, pageTitle, signInWithLink, staffMember, staffNav } from './staff';

async function open(page: Page, section: string) {
  await staffNav(page).getByRole('link', { name: section, exact: true }).click();
  await expect(pageTitle(page)).toHaveText(section === 'staff' ? 'staff' : section);
}

test('operator prints and ships by CSV; admin records a payout; a viewer sees no e-mail address', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const purchaser = `buyer-${Date.now()}@example.com`;
  // A purchase paid through the PayPal stand-in (captured: payouts reconcile against it), mailed untracked.
  const packages = (await (await request.get(`${appUrls.api}/package`)).json()) as { id: number; tracked: boolean }[];
  const untracked = packages.find((pkg) => !pkg.tracked)?.id;
  const order = await createOrder(request, { purchaseAccount: { emailAddress: purchaser }, package: untracked });
  await buyer(request, order.payPalOrderId, 'approve');
  const paid = await request.post(`${appUrls.api}/Order/${order.id}/paypalData`, {
    data: paymentData(order.payPalOrderId),
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const queue = JSON.parse(await ops(['print-queue', '--format', 'json']).then((out) => out.slice(out.indexOf('['))));
  const code = queue.find((entry: { orderIdentifier: string }) => entry.orderIdentifier === order.orderIdentifier)
    ?.redemptionCode as string;

  // The operator: print a batch, download its cards, ship by CSV.
  const operator = await staffMember('operator');
  await signInWithLink(page, operator.link, operator.email);
  await open(page, 'print');
  await consoleRoot(page).getByRole('button', { name: 'Make a print batch' }).click();
  await expect(consoleRoot(page).getByRole('status')).toContainText(order.orderIdentifier);
  const cards = consoleRoot(page)
    .getByRole('link', { name: /^cards\.pdf of batch/ })
    .first();
  const pdf = await page.request.get((await cards.getAttribute('href')) as string);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoAxeViolations(page, 'staff: print');

  await open(page, 'shipping');
  await consoleRoot(page)
    .getByLabel('CSV file', { exact: true })
    .setInputFiles({
      name: 'shipped.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`order,tracking\n${order.orderIdentifier},\nLG-NOSUCHORDR,\n`),
    });
  await consoleRoot(page).getByRole('button', { name: 'Ship these orders' }).click();
  const report = consoleRoot(page).getByRole('table', { name: /Shipping report: 1 of 2 row\(s\) done/ });
  await expect(report.getByRole('row', { name: new RegExp(`${order.orderIdentifier}.*shipped`) })).toBeVisible();
  await expect(report.getByRole('row', { name: /LG-NOSUCHORDR.*refused.*no such order/ })).toBeVisible();
  await expectNoAxeViolations(page, 'staff: shipping report');
  const [shipment] = await query<{ shipped_at: string }>(
    'select s.shipped_at from order_shipments s join orders o on o.id = s.order_id where o.order_identifier = $1',
    [order.orderIdentifier],
  );
  expect(shipment?.shipped_at).toBeTruthy();
  await consoleRoot(page).getByRole('button', { name: 'Sign out' }).click();

  // The child opens the gift; its day is moved to a period of its own, which then reconciles alone.
  await openKidspage(page);
  await enterCode(page, code);
  await giveToPawsRescue(page);
  await expect(redeem(page).getByText(/thank you for choosing Paws Rescue League/)).toBeVisible();
  // A past day (the payout is paid on or after it, and never in the future).
  const day = `19${String(Date.now() % 100).padStart(2, '0')}-0${1 + (Date.now() % 9)}-1${Date.now() % 10}`;
  await query(
    `update redemptions set redeemed_at = $2::timestamptz where order_id = (select id from orders where order_identifier = $1)`,
    [order.orderIdentifier, `${day}T12:00:00Z`],
  );
  await query(
    `update redemption_selections set created_at = $2::timestamptz where redemption_id = (select r.id from redemptions r join orders o on o.id = r.order_id where o.order_identifier = $1)`,
    [order.orderIdentifier, `${day}T12:00:00Z`],
  );

  // The admin: the period, reconciled, and its payout recorded.
  const admin = await staffMember('admin');
  await signInWithLink(page, admin.link, admin.email);
  await open(page, 'payouts');
  await consoleRoot(page).getByLabel('From').fill(day);
  await consoleRoot(page).getByLabel('To').fill(day);
  await consoleRoot(page).getByRole('button', { name: 'Show the period' }).click();
  await expect(consoleRoot(page).getByRole('table', { name: 'Per charity' })).toContainText('Paws Rescue League');
  await expect(consoleRoot(page).getByText('Reconciled to the cent.')).toBeVisible();
  await expectNoAxeViolations(page, 'staff: payouts');
  await consoleRoot(page)
    .getByLabel(/^Paid on/)
    .fill(day);
  await consoleRoot(page).getByLabel('Method').fill('check');
  await consoleRoot(page)
    .getByLabel(/^Reference/)
    .fill('check 1001');
  await consoleRoot(page).getByRole('button', { name: 'Record the payout' }).click();
  await expect(consoleRoot(page).getByRole('status')).toContainText(
    /Recorded payout #\d+: 1 gift line\(s\), \$20\.00\./,
  );
  const [payout] = await query<{ paid_on: string }>(
    `select paid_on::text from payouts where reference = 'check 1001' order by id desc limit 1`,
  );
  expect(payout?.paid_on).toBe(day);
  await open(page, 'staff');
  await expect(consoleRoot(page).getByRole('table', { name: /Every staff write/ })).toContainText('payouts.record');
  await expectNoAxeViolations(page, 'staff: accounts and audit');
  await consoleRoot(page).getByRole('button', { name: 'Sign out' }).click();

  // The viewer: orders and the gift's trail without the purchaser's address.
  const viewer = await staffMember('viewer');
  await signInWithLink(page, viewer.link, viewer.email);
  await open(page, 'orders');
  await expect(consoleRoot(page).getByRole('link', { name: order.orderIdentifier })).toBeVisible();
  const main = consoleRoot(page).locator('.sc-main');
  await expect(main).not.toContainText('@');
  await consoleRoot(page).getByRole('link', { name: order.orderIdentifier }).click();
  await expect(pageTitle(page)).toHaveText(`order ${order.orderIdentifier}`);
  await expect(consoleRoot(page).getByText(/opened: the child chose Paws Rescue League/)).toBeVisible();
  await expect(main).not.toContainText('@');
  expect(await page.content()).not.toContain(purchaser);
  await expectNoAxeViolations(page, 'staff: order trail (viewer)');

  // A page the role cannot see: today, with a word saying so.
  await page.goto(`${appUrls.shell}/staff/payouts`);
  await expect(pageTitle(page)).toHaveText('today');
  await expect(consoleRoot(page).getByRole('status')).toHaveText(
    "Your role (viewer) can't see payouts; here is today's work.",
  );
  await expectNoAxeViolations(page, 'staff: today after a refused page (viewer)');

  // At 390 px the pages fold behind a menu button: the first screen starts with the page's work.
  await page.setViewportSize({ width: 390, height: 844 });
  const menu = staffNav(page).getByRole('button', { name: 'console pages' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(staffNav(page).getByRole('link', { name: 'orders' })).toBeHidden();
  const navBox = await staffNav(page).boundingBox();
  expect(navBox?.height).toBeLessThan(160);
  await expect(pageTitle(page)).toBeInViewport();
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(staffNav(page).getByRole('link', { name: 'orders' })).toBeVisible();
  await expectNoAxeViolations(page, 'staff: navigation open at 390 px');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await menu.press('Enter');
  await staffNav(page).getByRole('link', { name: 'orders' }).click();
  await expect(pageTitle(page)).toHaveText('orders');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('an admin edits a greeting and sees it on /gift-now at once; undo puts it back', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const header = `Thinking of you, {recipient_name}, today ${Date.now() % 10_000}`;
  const admin = await staffMember('admin');
  await signInWithLink(page, admin.link, admin.email);
  await staffNav(page).getByRole('link', { name: 'content', exact: true }).click();
  await expect(pageTitle(page)).toHaveText('content: greetings');
  await expectNoAxeViolations(page, 'staff: content list');
  await consoleRoot(page).getByRole('link', { name: 'Edit Thinking of You' }).click();
  await expect(pageTitle(page)).toHaveText('edit: Thinking of You');
  const form = consoleRoot(page).getByRole('form', { name: 'edit: Thinking of You' });
  const greeting = form.getByLabel('Greeting', { exact: true });
  const original = await greeting.inputValue();
  await greeting.fill(header);
  // The printed card's drawing, redrawn as the greeting is typed.
  const preview = consoleRoot(page).getByTestId('card-preview').locator('svg');
  await expect(preview).toHaveAttribute('aria-label', /^card: Thinking of you, your.child's.name, today \d+/);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText(/^Saved \(version \d+\)\.$/);
  await expect(consoleRoot(page).getByRole('table', { name: 'Versions, newest first' })).toContainText(admin.email);
  await expectNoAxeViolations(page, 'staff: content edit');

  // A visitor (a browser of its own, nothing cached) sees the new greeting on the card at once.
  const visitor = await browser.newContext();
  const buyerPage = await visitor.newPage();
  await openGiftFlow(buyerPage);
  await gift(buyerPage).getByLabel('greeting', { exact: true }).selectOption({ label: 'Thinking of You' });
  await gift(buyerPage).getByLabel('to', { exact: true }).fill('Sam');
  await expect(gift(buyerPage).getByTestId('card-preview').locator('svg')).toHaveAttribute(
    'aria-label',
    /^card: Thinking of you, Sam, today \d+/,
  );
  await visitor.close();

  // Undo to the original: a new version, and the greeting as it was.
  await consoleRoot(page).getByRole('button', { name: 'Undo to the original (before version 1)' }).click();
  await expect(form.getByRole('status')).toHaveText(/^Back to the original \(version \d+\)\.$/);
  await expect(greeting).toHaveValue(original);
});
