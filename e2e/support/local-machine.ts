/**
 * What the suite needs from the machine it runs on, found once by the Playwright runner (the
 * config): a Chromium, and on the local stack a PostgreSQL server for the API under test.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { testPostgres } from '../../scripts/test-postgres.mjs';
import { targetsLocal } from './env';

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own Chromium if installed. */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', chromium.executablePath()];
  const found = candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate));
  if (found) return found;
  console.error(
    "e2e: no Chromium found (CHROMIUM_PATH, /usr/bin/chromium, Playwright's own): install one with `apt-get install chromium`, or `npx playwright install chromium` where downloads work.",
  );
  process.exit(1);
}

export function chromiumLaunchOptions() {
  return {
    executablePath: findChromium(),
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
