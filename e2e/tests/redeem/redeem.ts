/** Shared steps of the redeem journeys: a real code from a real (skipped-payment) purchase, the human check. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { appUrls } from '../../support/env';
import { createOrder } from '../../support/orders';

export const WRONG_CODE = "uh-oh!  that code didn't look right.  try again?";
/** A code that was already used: told kindly, with whom to ask. */
export const SPENT_CODE =
  "this gift has already been opened! if you didn't open it, ask the grown-up who gave it to you.";
export const FAILED = 'something went wrong.. please try again later';
export const EMPTY_CATEGORY = "sorry! we're still working hard to find some charities that fit this category!";

export const redeem = (page: Page) => page.locator('[data-remote-app="redeem-mfe"]');
export const stepTitle = (page: Page) => redeem(page).getByRole('heading', { level: 1 });
export const codeField = (page: Page) => redeem(page).getByLabel('your secret code');
export const presentButton = (page: Page) => redeem(page).getByRole('button', { name: /open my gift/ });
export const giftMessage = (page: Page, purchaser: string, amount: string) =>
  redeem(page).getByText(`${purchaser} has gifted $${amount} for you to decide how to make a difference in the world`);

export interface IssuedCode {
  code: string;
  recipientName: string;
  fromName: string;
  amount: number;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Buys a card through the API (payment skipped, as on any non-production host) and reads the code
 * printed for it from the print queue, the way the people who mail the cards get it. The child's name
 * is unique unless one is given (the visual suite gives one, so that its screenshots stay the same).
 */
export async function issueRealCode(
  request: APIRequestContext,
  amount = 30,
  recipientName = `Kid${Date.now() % 100000}`,
): Promise<IssuedCode> {
  const fromName = 'Grandpa Joe';
  const { id, orderIdentifier } = await createOrder(request, {
    fromName,
    recipientName,
    lineItems: [
      { lineItem: 'giftAmount', amount },
      { lineItem: 'donation', amount: 1 },
    ],
  });
  const paid = await request.post(`${appUrls.api}/Order/${id}/skipPayment`);
  expect(paid.status(), await paid.text()).toBe(200);
  return { code: await printedCode(orderIdentifier), recipientName, fromName, amount };
}

/**
 * The code from `pnpm --filter api ops print-queue`. It needs the database to be shared: with the
 * API on PostgreSQL (DATABASE_URL) it is; the embedded PGlite database belongs to the running API
 * process and cannot be opened by a second one.
 */
async function printedCode(orderIdentifier: string): Promise<string> {
  let stdout: string;
  try {
    ({ stdout } = await promisify(execFile)(
      'pnpm',
      ['--filter', 'api', '--silent', 'ops', 'print-queue', '--format', 'json'],
      { cwd: root, env: opsEnv(), maxBuffer: 32 * 1024 * 1024 },
    ));
  } catch (error) {
    throw new Error(
      `the print queue could not be read while the API runs${process.env.DATABASE_URL ? '' : ' (run the suite with DATABASE_URL: the embedded PGlite database belongs to the API process)'}: ${String(error)} ${String((error as { stderr?: string }).stderr ?? '').slice(-2000)}`,
    );
  }
  const queue = JSON.parse(stdout.slice(stdout.indexOf('['))) as { orderIdentifier: string; redemptionCode: string }[];
  const entry = queue.find((item) => item.orderIdentifier === orderIdentifier);
  if (!entry) throw new Error(`order ${orderIdentifier} is not in the print queue`);
  return entry.redemptionCode;
}

/** The ops command runs with the API's environment, without the test runner's Node loader options. */
function opsEnv(): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _nodeOptions, ...env } = process.env;
  return env;
}

/**
 * The real ALTCHA widget starts when the child starts to use the page (here a tap on the code
 * field, as a child's first act) and solves its proof of work on its own (auto="onload").
 */
export async function passHumanCheck(page: Page) {
  await codeField(page).click();
  await expect(redeem(page).locator('altcha-widget').getByText('Verified')).toBeVisible({ timeout: 30_000 });
}

export async function openKidspage(page: Page, path = '/kidspage') {
  await page.goto(path);
  await expect(stepTitle(page)).toHaveText('you have a gift to give!');
}

/** Step 1 to step 2 with a code. */
export async function enterCode(page: Page, code: string) {
  await passHumanCheck(page);
  await codeField(page).fill(code);
  await presentButton(page).click();
}

/** From step 2: chooses Protect Animals, then donates to Paws Rescue League and confirms (step 4 follows). */
export async function giveToPawsRescue(page: Page) {
  await redeem(page).getByRole('button', { name: 'choose Protect Animals' }).click();
  const card = redeem(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Paws Rescue League' }) });
  await card.getByRole('button', { name: 'Donate to Paws Rescue League' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, I choose Paws Rescue League' }).click();
}

/** The preview: step 2 without a code. */
export async function openPreview(page: Page) {
  await openKidspage(page);
  await redeem(page).getByRole('button', { name: 'click here to preview' }).click();
  await expect(redeem(page).getByText('you are currently in preview mode')).toBeVisible();
}
