/** Where the suite points: `pnpm start` on localhost unless E2E_BASE_URL names another environment. */
export const targetsLocal = !process.env.E2E_BASE_URL;

export const appUrls = {
  shell: process.env.E2E_BASE_URL ?? 'http://localhost:3000',
  api: process.env.E2E_API_URL ?? 'http://localhost:3100/api',
  gift: process.env.E2E_GIFT_URL ?? 'http://localhost:3001',
  redeem: process.env.E2E_REDEEM_URL ?? 'http://localhost:3002',
  content: process.env.E2E_CONTENT_URL ?? 'http://localhost:3003',
};

/** Debian's Chromium (Playwright cannot download its own browser here). */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * The database the API under test writes to, for checks of what was stored: on this machine a
 * fresh PostgreSQL database the stack creates; elsewhere whatever E2E_DATABASE_URL names (if any).
 */
export const databaseUrl: string | undefined =
  process.env.E2E_DATABASE_URL ?? (targetsLocal ? 'postgres://postgres@127.0.0.1:5432/littlegivers_e2e' : undefined);
