/** Helpers of the staff console's journeys: accounts from `ops staff add`, their e-mailed link, a virtual authenticator. */
import { expect, type Page } from '@playwright/test';
import { query } from '../../support/db';
import { ops } from '../../support/ops';

export const consoleRoot = (page: Page) => page.locator('[data-remote-app="staff-mfe"]');
export const staffNav = (page: Page) => consoleRoot(page).getByRole('navigation', { name: 'staff console' });
export const pageTitle = (page: Page) => consoleRoot(page).getByRole('heading', { level: 1 });

/** A new account of a role (`ops staff add`), and the sign-in link the outbox delivered to it. */
export async function staffMember(role: 'admin' | 'operator' | 'viewer'): Promise<{ email: string; link: string }> {
  const email = `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@staff.example`;
  expect(await ops(['staff', 'add', email, '--role', role])).toContain(`added as ${role}`);
  return { email, link: await newestLink(email) };
}

/** The sign-in link in the newest delivered sign-in message to `email` (the local mailbox keeps it). */
export async function newestLink(email: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const [row] = await query<{ text: string | null }>(
      `select text from mail_outbox where to_address = $1 and kind = 'staff-sign-in' and status = 'sent' order by id desc limit 1`,
      [email],
    );
    link = /https?:\/\/\S+\/staff\/sign-in#link=[\w-]+/.exec(row?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 20_000 });
  return link;
}

/** Opens the e-mailed link: signed in, on "your passkeys" (no passkey yet). */
export async function signInWithLink(page: Page, link: string, email: string) {
  await page.goto(link);
  await expect(staffNav(page).getByText(email)).toBeVisible();
  // The token leaves the address bar once used.
  expect(page.url()).not.toContain('#link=');
}

/** A platform authenticator with resident keys and user verification (Chromium's DevTools WebAuthn domain). */
export async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}
