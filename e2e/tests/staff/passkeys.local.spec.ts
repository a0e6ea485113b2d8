/**
 * Staff sign-in in Chromium: the first admin from `ops staff add`, the e-mailed link (single use),
 * a passkey registered on a virtual authenticator (the DevTools protocol's WebAuthn domain), sign
 * out, and sign in again with the passkey alone. Local only: `ops` and the outbox need this stack.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/a11y';
import { consoleRoot, pageTitle, signInWithLink, staffMember, staffNav, virtualAuthenticator } from './staff';

test('an admin signs in with the e-mailed link, adds a passkey, and signs in with it', async ({ page }) => {
  const authenticator = await virtualAuthenticator(page);
  const admin = await staffMember('admin');

  await signInWithLink(page, admin.link, admin.email);
  await expect(pageTitle(page)).toHaveText('your passkeys');
  await expect(consoleRoot(page).getByText('Add a passkey so that next time you sign in with it')).toBeVisible();
  await expectNoAxeViolations(page, 'staff: your passkeys');

  await consoleRoot(page).getByLabel('Name of this device (optional)').fill('test laptop');
  await consoleRoot(page).getByRole('button', { name: 'Add a passkey' }).click();
  await expect(consoleRoot(page).getByText('Passkey added: test laptop.')).toBeVisible();
  const [credential] = await authenticator.credentials();
  expect(credential?.isResidentCredential).toBe(true);

  await consoleRoot(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(pageTitle(page)).toHaveText('staff sign-in');
  await expectNoAxeViolations(page, 'staff: sign-in');

  // The link was used: it signs no one in again.
  await page.goto(admin.link);
  await expect(consoleRoot(page).getByRole('alert')).toHaveText(
    'This sign-in link was already used or has expired. Ask for a new one.',
  );

  // The passkey alone signs in (no e-mail typed: the authenticator offers its resident credential).
  await consoleRoot(page).getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(pageTitle(page)).toHaveText('today');
  await expect(staffNav(page).getByText(admin.email)).toBeVisible();
  expect((await authenticator.credentials())[0]?.signCount).toBeGreaterThan(0);
  await expectNoAxeViolations(page, 'staff: today');

  // Keyboard: the navigation is reachable and moves focus to the new screen's heading.
  await staffNav(page).getByRole('link', { name: 'orders', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(pageTitle(page)).toHaveText('orders');
  await expect(pageTitle(page)).toBeFocused();
});
