// Interaction to next paint (INP) under the bench's mobile conditions: a cold load of the route,
// then a person's input, sent as trusted input through the DevTools protocol (Playwright's
// keyboard and pointer), and the page's Event Timing entries read back. INP here is the longest
// interaction (input delay + processing + presentation, as Chromium reports it in 8 ms steps)
// among those of the action: an action has far fewer than the 50 interactions after which
// web-vitals starts to skip the worst.

import { mobileContext, newPageUnder } from './browser.mjs';

/** Runs in the page before its scripts: every Event Timing entry of an interaction, kept. */
function eventTimingProbe() {
  const entries = [];
  window.__INTERACTIONS__ = entries;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      entries.push({
        id: entry.interactionId,
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
        inputDelay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

const redeem = (page) => page.locator('[data-remote-app="redeem-mfe"]');
const gift = (page) => page.locator('[data-remote-app="gift-mfe"]');

/**
 * The actions measured: each opens its route, waits until the screen is ready for a person
 * (`ready`, then the network quiet, as a person reading the screen would), then acts (`act`).
 */
export const interactions = [
  {
    name: 'typing the code',
    route: '/kidspage',
    ready: (page) => redeem(page).getByLabel('your secret code').waitFor(),
    act: async (page) => {
      await redeem(page).getByLabel('your secret code').tap();
      await page.keyboard.type('K1DS-G1VE-H4PP-Y123', { delay: 120 });
    },
  },
  {
    name: 'choosing a greeting',
    route: '/gift-now',
    ready: (page) => gift(page).getByLabel('greeting', { exact: true }).waitFor(),
    act: async (page) => {
      const greeting = gift(page).getByLabel('greeting', { exact: true });
      await greeting.focus();
      // On a closed <select>, an arrow key chooses the next greeting (and fires 'change').
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(300);
      await page.keyboard.press('ArrowDown');
    },
    check: async (page) => (await gift(page).getByLabel('greeting', { exact: true }).inputValue()) !== '',
  },
  {
    name: 'step 1 to step 2',
    route: '/gift-now',
    ready: (page) => gift(page).getByLabel('greeting', { exact: true }).waitFor(),
    prepare: async (page) => {
      const root = gift(page);
      await root.getByLabel('greeting', { exact: true }).selectOption({ index: 1 });
      await root.getByLabel('to', { exact: true }).fill('Maya');
      await root.getByLabel('from', { exact: true }).fill('Grandma');
      await root.getByLabel('your email').fill('grandma@example.com');
      await root.getByRole('radio', { name: '$40' }).check();
    },
    act: (page) => gift(page).getByRole('button', { name: 'continue to shipping options' }).tap(),
    check: async (page) => (await gift(page).getByRole('heading', { level: 1 }).textContent()) === 'ship to',
  },
];

/**
 * One cold load of `base + interaction.route` under the mobile conditions, then the action: its
 * interactions' durations (ms), the longest being its INP.
 */
export async function interactionTiming(browser, base, interaction, { timeoutMs = 60_000 } = {}) {
  const context = await browser.newContext({ ...mobileContext, serviceWorkers: 'block' });
  try {
    await context.addInitScript(eventTimingProbe);
    const { page } = await newPageUnder(context);
    page.setDefaultTimeout(timeoutMs);
    await page.goto(base + interaction.route, { waitUntil: 'load', timeout: timeoutMs });
    await interaction.ready(page);
    await page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => undefined);
    await interaction.prepare?.(page);
    await page.waitForTimeout(500);
    const from = await page.evaluate(() => performance.now());
    await interaction.act(page);
    await page.waitForTimeout(1000);
    if (interaction.check && !(await interaction.check(page)))
      throw new Error(`${interaction.name} on ${interaction.route}: the action did not do what it should`);
    const entries = (await page.evaluate(() => window.__INTERACTIONS__)).filter((e) => e.startTime >= from);
    const byId = new Map();
    for (const entry of entries) if ((byId.get(entry.id)?.duration ?? -1) < entry.duration) byId.set(entry.id, entry);
    const worst = [...byId.values()].sort((a, b) => b.duration - a.duration)[0];
    return {
      inpMs: worst?.duration ?? 0,
      interactions: byId.size,
      worst: worst ? { name: worst.name, inputDelay: worst.inputDelay, processing: worst.processing } : null,
    };
  } finally {
    await context.close();
  }
}
