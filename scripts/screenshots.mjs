// `pnpm screenshots`: the README's "What it looks like" pictures. Starts `pnpm start`'s servers
// (tooling/src/start.mjs; the production builds must exist, `pnpm screenshots` builds first), or uses
// the ones already answering at SCREENSHOTS_BASE_URL, opens the home page, gift step 1, the kidspage,
// step 2 with "email it to a grown-up" chosen and, after paying through the PayPal stand-in, the
// e-card page from the local mailbox, and the staff console's first page (an admin added with `ops
// staff add`, signed in with the mailed link), in headless Chromium (CHROMIUM_PATH, default
// /usr/bin/chromium) at a phone's and a desktop's width, and writes PNGs into docs/screenshots/.
// Uses the fixed ports 3000-3004 and 3100: on a shared machine run it under the browser-test lock.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '@littlegivers/tooling/chromium';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'docs', 'screenshots');
const baseUrl = process.env.SCREENSHOTS_BASE_URL ?? 'http://localhost:3000';
const apiHealth = process.env.SCREENSHOTS_API_HEALTH ?? 'http://localhost:3100/api/health';
const mailbox = new URL('/api/dev/mailbox', apiHealth).toString();
const gift = (page) => page.locator('[data-remote-app="gift-mfe"]');

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

/** Step 2 of gift now with the e-card chosen and its grown-up filled in, for the child `to`. */
async function chooseEcard(page, to) {
  await page.goto(`${baseUrl}/gift-now`, { waitUntil: 'networkidle' });
  const form = gift(page);
  await form.getByLabel('greeting', { exact: true }).selectOption({ label: 'Happy Birthday' });
  await form.getByLabel('to', { exact: true }).fill(to);
  await form.getByLabel('from', { exact: true }).fill('Grandma');
  await form.getByLabel('your email').fill('grandma@example.com');
  await form.getByRole('radio', { name: '$40' }).check();
  await form.getByRole('button', { name: 'continue to shipping options' }).click();
  await form.getByRole('radio', { name: 'email it to a grown-up' }).check();
  await form.getByLabel("grown-up's name").fill('Pat');
  await form.getByLabel("grown-up's email").fill('pat@example.com');
  await page.getByRole('button', { name: 'Pay with PayPal' }).waitFor();
}

/** Pays for the e-card of step 2 and opens it from the local mailbox once the sender sent it. */
async function openEcard(page, to) {
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await page
    .getByRole('dialog', { name: 'PayPal test checkout' })
    .getByRole('button', { name: 'Approve payment' })
    .click();
  await gift(page).getByRole('heading', { level: 1, name: 'thank you!' }).waitFor();
  await openMail(page, `Grandma sent ${to} a gift`);
  const href = await page.getByRole('link', { name: 'open the card' }).getAttribute('href');
  await page.goto(href ?? '', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'go to the kidspage' }).waitFor();
}

/** Opens the newest message with `subject` in the local mailbox, waiting up to 60 s for it. */
async function openMail(page, subject) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    await page.goto(mailbox);
    if (await page.getByRole('link', { name: subject }).first().isVisible()) break;
    if (Date.now() > deadline) throw new Error(`no "${subject}" in the local mailbox within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await page.getByRole('link', { name: subject }).first().click();
}

/** The staff console's "today", signed in as a new admin through the link `ops staff add` mailed. */
async function openConsole(page, device) {
  const email = `${device}.${Date.now().toString(36)}@staff.example`;
  const added = spawnSync(
    process.execPath,
    [path.join(root, 'scripts', 'ops.mjs'), 'staff', 'add', email, '--role', 'admin'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  if (added.status !== 0) throw new Error(`ops staff add failed: ${added.stderr}`);
  await openMail(page, 'You have been added to the Little Givers staff console');
  const link = await page.getByRole('link', { name: 'Sign in to the staff console' }).first().getAttribute('href');
  await page.goto(link ?? '', { waitUntil: 'networkidle' });
  await page.goto(`${baseUrl}/staff`, { waitUntil: 'networkidle' });
  await page.locator('[data-remote-app="staff-mfe"]').getByRole('heading', { level: 1, name: 'today' }).waitFor();
}

/** Pictures taken along one purchase: the e-card choice, then the e-card page. */
const journey = [
  { name: 'ecard-choice', go: (page, child) => chooseEcard(page, child) },
  { name: 'ecard-page', go: (page, child) => openEcard(page, child) },
];

async function settle(page) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
}

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
    const write = async (page, name) => {
      await settle(page);
      const file = path.join(outDir, `${name}-${device}.png`);
      await page.screenshot({ path: file });
      console.log(`wrote ${path.relative(root, file)}`);
    };
    for (const shot of shots) {
      const page = await context.newPage();
      await page.goto(baseUrl + shot.path, { waitUntil: 'networkidle' });
      await shot.ready(page);
      await write(page, shot.name);
      await page.close();
    }
    const page = await context.newPage();
    const child = device === 'phone' ? 'Maya' : 'Leo';
    for (const step of journey) {
      await step.go(page, child);
      await write(page, step.name);
    }
    await openConsole(page, device);
    await write(page, 'staff-console');
    await page.close();
    await context.close();
  }
} finally {
  await browser.close();
  if (servers) {
    servers.kill('SIGTERM');
    await new Promise((resolve) => servers.once('exit', resolve));
  }
}
