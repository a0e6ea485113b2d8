/**
 * Group cards (docs/group-gifts.md), each giver in a browser of their own: an organizer starts a
 * group e-card from the home page's link, chips in, three givers chip in from three other browsers,
 * the organizer closes it; the grown-up's e-card names all four and the child redeems the total and
 * sees the names. And a group cancelled: every giver refunded at the PayPal stand-in, and told by mail.
 * And a mailed group card: its postage paid with PayPal at the start, closed onto the print queue.
 * What was stored and mailed is read from the API's database (DATABASE_URL).
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { query } from '../../support/db';
import { giveToPawsRescue, passHumanCheck, presentButton, redeem, stepTitle } from '../redeem/redeem';
import { checkout, fillShipping, gift, payButton, title } from './flow';

/** Unique for this run: names and addresses that no other test's rows share. */
const run = `${Date.now() % 1_000_000}`;

interface GroupLinks {
  shareUrl: string;
  organizerUrl: string;
}

/** Step 2's start of a card sent without an address: nothing to pay. */
const startWithoutPaying = (page: Page) => gift(page).getByRole('button', { name: 'start the group card' }).click();

/**
 * From the home page's link: builds the card, chooses its delivery, starts it (`start`: the button,
 * or a mailed card's postage paid); the two links step 3 shows.
 */
async function startGroup(
  page: Page,
  {
    child,
    organizerEmail,
    delivery,
    start = startWithoutPaying,
  }: {
    child: string;
    organizerEmail: string;
    delivery: (page: Page) => Promise<void>;
    start?: (page: Page) => Promise<void>;
  },
): Promise<GroupLinks> {
  await page.goto('/');
  await page.getByRole('link', { name: 'start a group card' }).click();
  await expect(title(page)).toHaveText('build your card');
  const root = gift(page);
  await expect(root.getByRole('radio', { name: /a group card/ })).toBeChecked();
  await expect(root.getByRole('group', { name: 'gift amount' })).toHaveCount(0);
  await root.getByLabel('greeting', { exact: true }).selectOption({ label: 'Happy Birthday' });
  await root.getByLabel('to', { exact: true }).fill(child);
  await root.getByLabel('from', { exact: true }).fill('Grandma');
  await root.getByLabel('your email').fill(organizerEmail);
  await root.getByRole('button', { name: 'continue to shipping options' }).click();
  await expect(title(page)).toHaveText('how it goes');
  // A group card goes by any delivery: mailed (the first choice), printed at home or e-mailed.
  await expect(root.getByRole('radio', { name: 'mail the card' })).toBeChecked();
  await delivery(page);
  await start(page);
  await expect(root.getByRole('heading', { name: `${child}'s group card is open` })).toBeVisible();
  const shareUrl = await root.getByLabel('share link').inputValue();
  const organizerUrl = await root.getByLabel("organizer's link").inputValue();
  expect(shareUrl).toMatch(/\/chip-in#[A-Za-z0-9_-]{43}$/);
  expect(organizerUrl).toMatch(/\/my-group#[A-Za-z0-9_-]{43}$/);
  return { shareUrl, organizerUrl };
}

/** Chips in through the share link, paying at the PayPal stand-in. */
async function chipIn(page: Page, shareUrl: string, giver: { name: string; email: string; amount: string }) {
  await page.goto(shareUrl);
  const root = gift(page);
  await expect(root.getByRole('heading', { level: 2, name: 'chip in' })).toBeVisible();
  await root.getByLabel('your name').fill(giver.name);
  await root.getByLabel('your email').fill(giver.email);
  await root.getByLabel('amount', { exact: true }).fill(giver.amount);
  await payButton(page).click();
  await checkout(page).getByRole('button', { name: 'Approve payment' }).click();
  await expect(root.getByRole('heading', { name: 'thank you for chipping in!' })).toBeVisible();
}

/** Each giver in a browser context of their own, all at once. */
async function chipInFromOwnBrowsers(
  browser: Browser,
  shareUrl: string,
  givers: { name: string; email: string; amount: string }[],
) {
  await Promise.all(
    givers.map(async (giver) => {
      const context = await browser.newContext();
      try {
        await chipIn(await context.newPage(), shareUrl, giver);
      } finally {
        await context.close();
      }
    }),
  );
}

/** The text of the newest sent message of a kind to an address (the mail sender renders it). */
async function sentMail(to: string, kind: string, subject: string): Promise<string> {
  let text = '';
  await expect(async () => {
    const [row] = await query<{ text: string | null }>(
      `select text from mail_outbox where to_address = $1 and kind = $2 and subject = $3 and status = 'sent'
       order by id desc limit 1`,
      [to, kind, subject],
    );
    text = row?.text ?? '';
    expect(text).not.toBe('');
  }).toPass({ timeout: 30_000 });
  return text;
}

test.describe('group cards', () => {
  test('an e-card from four givers: chipped in from four browsers, closed, opened by the grown-up, redeemed by the child', async ({
    page,
    browser,
  }) => {
    const child = `Kid${run}`;
    const organizerEmail = `organizer-${run}@example.com`;
    const grownUp = `pat-${run}@example.com`;
    const { shareUrl, organizerUrl } = await startGroup(page, {
      child,
      organizerEmail,
      delivery: async (organizer) => {
        await gift(organizer).getByRole('radio', { name: 'email it to a grown-up' }).check();
        await gift(organizer).getByLabel("grown-up's name").fill('Pat');
        await gift(organizer).getByLabel("grown-up's email").fill(grownUp);
      },
    });

    // The organizer chips in too; then three givers, each from a browser of their own.
    await chipIn(page, shareUrl, { name: 'Grandma', email: organizerEmail, amount: '10' });
    await expect(gift(page).getByRole('list', { name: 'givers' })).toHaveText('Grandma');
    await chipInFromOwnBrowsers(browser, shareUrl, [
      { name: 'Ben', email: `ben-${run}@example.com`, amount: '15' },
      { name: 'Sue', email: `sue-${run}@example.com`, amount: '20' },
      { name: 'Dad', email: `dad-${run}@example.com`, amount: '5' },
    ]);

    // The share link shows the names only (the organizer's page is still on it: read it again).
    await page.reload();
    const givers = gift(page).getByRole('list', { name: 'givers' });
    await expect(givers.getByRole('listitem')).toHaveCount(4);
    // In the order they gave: the organizer first, the three others as their payments landed.
    const names = await givers.getByRole('listitem').allInnerTexts();
    expect(names[0]).toBe('Grandma');
    expect([...names].sort()).toEqual(['Ben', 'Dad', 'Grandma', 'Sue']);
    const from = `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

    // The organizer sees every part and closes the card now.
    await page.goto(organizerUrl);
    await expect(gift(page).getByText('total so far: $50.00')).toBeVisible();
    await gift(page).getByRole('button', { name: 'close now and send the card' }).click();
    await expect(gift(page).getByText('the card is on its way with $50.00.')).toBeVisible();

    // The grown-up's e-card names all four, for the total.
    const mail = await sentMail(grownUp, 'ecard', `${from} sent ${child} a gift`);
    const link = /http:\/\/\S+\/ecard#[A-Za-z0-9_-]{43}/.exec(mail)?.[0] ?? '';
    expect(link).not.toBe('');
    const grownUpContext = await browser.newContext();
    const grownUpPage = await grownUpContext.newPage();
    await grownUpPage.goto(link);
    await expect(grownUpPage.getByRole('heading', { level: 1, name: `${from} sent ${child} a gift` })).toBeVisible();
    await expect(grownUpPage.getByText(`from all of them: ${from}`)).toBeVisible();
    const code = (await grownUpPage.getByTestId('ecard-code').textContent()) ?? '';
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

    // The child redeems the one code for the total and sees who gave.
    await grownUpPage.getByRole('button', { name: 'go to the kidspage' }).click();
    await passHumanCheck(grownUpPage);
    await presentButton(grownUpPage).click();
    await expect(stepTitle(grownUpPage)).toHaveText(`hi ${child}! what would you like to help?`);
    await expect(
      redeem(grownUpPage).getByText(new RegExp(`^${from} has gifted \\$50(\\.00)? for you to decide`)),
    ).toBeVisible();
    await giveToPawsRescue(grownUpPage);
    await expect(redeem(grownUpPage).getByText(`a gift from ${from}`).first()).toBeVisible();
    await grownUpContext.close();

    const [card] = await query<{ total_cents: number; from_name: string }>(
      `select o.gift_cents as total_cents, o.from_name from orders o join gift_groups g on g.order_id = o.id
       join group_contributions c on c.group_id = g.id where c.email = $1`,
      [`ben-${run}@example.com`],
    );
    expect(card).toEqual({ total_cents: 5000, from_name: from });
  });

  test('cancelled: every giver is refunded at PayPal and told, nothing goes to the child', async ({
    page,
    browser,
  }) => {
    const child = `Kid${run}c`;
    const organizerEmail = `organizer-${run}c@example.com`;
    const { shareUrl, organizerUrl } = await startGroup(page, {
      child,
      organizerEmail,
      delivery: async (organizer) => {
        await gift(organizer).getByRole('radio', { name: 'print at home' }).check();
      },
    });
    const givers = [
      { name: 'Ann', email: `ann-${run}@example.com`, amount: '12' },
      { name: 'Bob', email: `bob-${run}@example.com`, amount: '8' },
      { name: 'Cy', email: `cy-${run}@example.com`, amount: '6.50' },
    ];
    await chipInFromOwnBrowsers(browser, shareUrl, givers);

    await page.goto(organizerUrl);
    await expect(gift(page).getByText('total so far: $26.50')).toBeVisible();
    await gift(page).getByRole('button', { name: 'cancel the card and refund everyone' }).click();
    await expect(
      gift(page).getByText('the card is cancelled: every part is being refunded, and each giver is told.'),
    ).toBeVisible();

    // Each part refunded at the PayPal stand-in, and each giver told.
    const parts = await query<{ email: string; status: string; amount_cents: number; refund_id: string | null }>(
      `select c.email, c.status, c.amount_cents, f.refund_id from group_contributions c
       join paypal_fake_orders f on f.id = c.paypal_order_id where c.email = any($1) order by c.amount_cents desc`,
      [givers.map((giver) => giver.email)],
    );
    expect(parts.map(({ email, status, amount_cents }) => ({ email, status, amount_cents }))).toEqual([
      { email: givers[0]?.email, status: 'refunded', amount_cents: 1200 },
      { email: givers[1]?.email, status: 'refunded', amount_cents: 800 },
      { email: givers[2]?.email, status: 'refunded', amount_cents: 650 },
    ]);
    for (const part of parts) expect(part.refund_id).toMatch(/^REFUND/);
    for (const giver of givers) {
      const text = await sentMail(giver.email, 'group-notice', `Your part of ${child}'s group card was refunded`);
      expect(text).toContain('The group card was cancelled, so your part of');
    }
    await sentMail(organizerEmail, 'group-notice', `The group card for ${child} was cancelled`);

    // Nothing goes to the child: the card was never paid and has no code.
    const [card] = await query<{ status: string; codes: string }>(
      `select o.status, (select count(*) from redemptions r where r.order_id = o.id)::text as codes
       from orders o join gift_groups g on g.order_id = o.id join group_contributions c on c.group_id = g.id
       where c.email = $1`,
      [givers[0]?.email],
    );
    expect(card).toEqual({ status: 'prePaymentAuthorization', codes: '0' });
  });

  test('mailed: the organizer pays the postage to start it, and the closed card joins the print queue', async ({
    page,
  }) => {
    const child = `Kid${run}m`;
    const organizerEmail = `organizer-${run}m@example.com`;
    const { shareUrl, organizerUrl } = await startGroup(page, {
      child,
      organizerEmail,
      delivery: async (organizer) => {
        await fillShipping(organizer);
        await expect(gift(organizer).getByTestId('group-postage')).toHaveText(/^\$\d+\.\d{2}$/);
        await expect(gift(organizer).getByRole('button', { name: 'start the group card' })).toHaveCount(0);
      },
      start: async (organizer) => {
        await payButton(organizer).click();
        await checkout(organizer).getByRole('button', { name: 'Approve payment' }).click();
      },
    });
    const [group] = await query<{ id: number; postage_state: string; postage_cents: number }>(
      `select g.id, g.postage_state, g.postage_cents from gift_groups g join orders o on o.id = g.order_id
       where o.email = $1`,
      [organizerEmail],
    );
    expect(group).toMatchObject({ postage_state: 'paid' });
    await sentMail(
      organizerEmail,
      'postage-receipt',
      `Your Little Givers receipt: postage for ${child}'s group card ($${((group?.postage_cents ?? 0) / 100).toFixed(2)})`,
    );

    await chipIn(page, shareUrl, { name: 'Grandma', email: organizerEmail, amount: '20' });
    await page.goto(organizerUrl);
    await gift(page).getByRole('button', { name: 'close now and send the card' }).click();
    await expect(gift(page).getByText('the card is on its way with $20.00.')).toBeVisible();
    const [card] = await query<{ status: string; delivery: string; gift_cents: number; printed_at: Date | null }>(
      'select o.status, o.delivery, o.gift_cents, o.printed_at from orders o join gift_groups g on g.order_id = o.id where g.id = $1',
      [group?.id],
    );
    // Paid and waiting on the print queue like any mailed order.
    expect(card).toEqual({ status: 'paid', delivery: 'mail', gift_cents: 2000, printed_at: null });
  });
});
