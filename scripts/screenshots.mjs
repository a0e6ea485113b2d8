// `pnpm screenshots`: the README's "What it looks like" pictures. Starts `pnpm start`'s servers
// (tooling/src/start.mjs; the production builds must exist, `pnpm screenshots` builds first), or uses
// the ones already answering at SCREENSHOTS_BASE_URL, opens the home page, gift step 1 and the
// kidspage in headless Chromium (CHROMIUM_PATH, default /usr/bin/chromium) at a phone's and a
// desktop's width, and writes PNGs into docs/screenshots/. Uses the fixed ports 3000-3003 and
// 3100: on a shared machine run it under the browser-test lock.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '@littlegivers/tooling/chromium';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'docs', 'screenshots');
const baseUrl = process.env.SCREENSHOTS_BASE_URL ?? 'http://localhost:3000';
const apiHealth = process.env.SCREENSHOTS_API_HEALTH ?? 'http://localhost:3100/api/health';

const viewports = [
  { name: 'phone', width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { name: 'desktop', width: 1280, height: 800, deviceScaleFactor: 1 },
];

/** What to photograph: a path, and what must show before the picture is taken. */
const shots = [
  { name: 'home', path: '/', ready: (page) => page.getByRole('img', { name: /Happy Birthday/ }).waitFor() },
  {
    name: 'gift-step-1',
    path: '/gift-now',
    ready: (page) => page.locator('[data-remote-app="gift-mfe"] form').first().waitFor(),
  },
  {
    name: 'kidspage',
    path: '/kidspage',
    ready: (page) => page.locator('[data-remote-app="redeem-mfe"] form').first().waitFor(),
  },
];

async function waitForUrl(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the servers exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function serversUp() {
  try {
    return (await fetch(apiHealth)).ok;
  } catch {
    return false;
  }
}

const servers = (await serversUp())
  ? null
  : spawn(process.execPath, [path.join(root, 'tooling', 'src', 'start.mjs')], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  await waitForUrl(apiHealth, 120_000, servers);
  mkdirSync(outDir, { recursive: true });
  for (const viewport of viewports) {
    const { name: device, width, height, ...rest } = viewport;
    const context = await browser.newContext({
      viewport: { width, height },
      ...rest,
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    });
    for (const shot of shots) {
      const page = await context.newPage();
      await page.goto(baseUrl + shot.path, { waitUntil: 'networkidle' });
      await shot.ready(page);
      await page.evaluate(() => document.fonts.ready);
      await page.waitForLoadState('networkidle');
      const file = path.join(outDir, `${shot.name}-${device}.png`);
      await page.screenshot({ path: file });
      console.log(`wrote ${path.relative(root, file)}`);
      await page.close();
    }
    await context.close();
  }
} finally {
  await browser.close();
  if (servers) {
    servers.kill('SIGTERM');
    await new Promise((resolve) => servers.once('exit', resolve));
  }
}
