// The one place that knows how this project starts Chromium: where to find it and with which flags.
// Used by the e2e suite, the bench, `pnpm screenshots` and the design proofs.
import { existsSync } from 'node:fs';

/** Flags for a headless Chromium in a container: no sandbox, no GPU, no background traffic. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * CHROMIUM_PATH, else Debian's /usr/bin/chromium, else the extra candidates given (e.g. Playwright's
 * own Chromium); undefined when none exists.
 */
export function findChromium(/** @type {string[]} */ extraCandidates = []) {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', ...extraCandidates];
  return candidates.find((candidate) => !!candidate && existsSync(candidate));
}

/** The line printed when no Chromium is found. */
export const noChromiumMessage =
  "no Chromium found (CHROMIUM_PATH, /usr/bin/chromium, Playwright's own): install one with `apt-get install chromium`, or `npx playwright install chromium` where downloads work.";

/**
 * Launch options for playwright's chromium.launch(); exits with one line when there is no Chromium.
 * @param {string[]} [extraCandidates]
 * @returns {{ executablePath: string, args: string[], headless: true }}
 */
export function chromiumLaunchOptions(extraCandidates = []) {
  const executablePath = findChromium(extraCandidates);
  if (!executablePath) {
    console.error(noChromiumMessage);
    process.exit(1);
  }
  return { executablePath, args: chromiumArgs, headless: true };
}
