/**
 * What the suite needs from the machine it runs on, found once by the Playwright runner (the
 * config): a Chromium, and on the local stack a PostgreSQL server for the API under test.
 */

import { chromiumLaunchOptions as sharedLaunchOptions } from '@littlegivers/tooling/chromium';
import { testPostgres } from '@littlegivers/tooling/test-postgres';
import { chromium } from '@playwright/test';
import { targetsLocal } from './env';

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own Chromium if installed. */
export function chromiumLaunchOptions() {
  return sharedLaunchOptions([chromium.executablePath()]);
}

/**
 * The database the API under test writes to, for checks of what was stored: E2E_DATABASE_URL, else on
 * the local stack a fresh database `littlegivers_e2e` (support/stack.mjs creates it) on the test
 * PostgreSQL server (TEST_DATABASE_URL, a server at PGHOST:PGPORT, else an embedded one started here
 * and removed when the run ends). Kept in E2E_DATABASE_URL so that the workers use the same one.
 */
export async function e2eDatabaseUrl(): Promise<string | undefined> {
  if (process.env.E2E_DATABASE_URL || !targetsLocal) return process.env.E2E_DATABASE_URL;
  const server = await testPostgres({ log: (line) => console.log(`e2e: ${line}`) });
  const url = new URL(server.url);
  url.pathname = '/littlegivers_e2e';
  process.env.E2E_DATABASE_URL = url.toString();
  return process.env.E2E_DATABASE_URL;
}
