/**
 * Canary and rollback with no shell rebuild: the runtime config names gift-mfe's current build and
 * a candidate with a share of visitors; each visitor keeps the build they got; a candidate that
 * does not load gives way to the current build; rolling back is editing the config.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bucketKey } from '@littlegivers/shared/web/remote-builds';
import { expect, type Page, test } from '@playwright/test';
import { appUrls } from '../../support/env';
import { buildRemote, serveBuild } from '../../support/remote-build';
import { useRuntimeConfig } from '../../support/runtime-config';

const current = { id: 'gift-current', manifest: `${appUrls.gift}/builds/current/mf-manifest.json` };
const candidate = { id: 'gift-candidate', manifest: `${appUrls.gift}/builds/candidate/mf-manifest.json` };

let work: string;
test.beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'lg-canary-'));
  buildRemote('gift-mfe', path.join(work, 'current'), current.id);
  buildRemote('gift-mfe', path.join(work, 'candidate'), candidate.id);
});
test.afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The gift host with both builds side by side; the config's share of visitors on the candidate. */
async function giftCanary(page: Page, share: () => number, candidateDown: () => boolean = () => false) {
  await serveBuild(page, `${appUrls.gift}/builds/current/`, path.join(work, 'current'));
  await serveBuild(page, `${appUrls.gift}/builds/candidate/`, path.join(work, 'candidate'), candidateDown);
  await useRuntimeConfig(page, (config) => ({
    ...config,
    remotes: { ...config.remotes, gift: { current, candidate: { ...candidate, share: share() } } },
  }));
}

/** A visitor whose bucket (drawn on a first visit) is `bucket`. */
async function visitorIn(page: Page, bucket: number) {
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: bucketKey,
    value: String(bucket),
  });
}

const renderedBuild = (page: Page) => page.locator('[data-remote-app="gift-mfe"]');

test('share 0: every visitor gets the current build', async ({ page }) => {
  await giftCanary(page, () => 0);
  await visitorIn(page, 0);
  await page.goto('/gift-now');
  await expect(renderedBuild(page)).toHaveAttribute('data-remote-build', current.id);
});

test('share 100: every visitor gets the candidate', async ({ page }) => {
  await giftCanary(page, () => 100);
  await visitorIn(page, 99);
  await page.goto('/gift-now');
  await expect(renderedBuild(page)).toHaveAttribute('data-remote-build', candidate.id);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('build your card');
});

test('share 50: the visitors of buckets 0-49 get the candidate, and keep the build they got', async ({ browser }) => {
  for (const [bucket, build] of [
    [10, candidate.id],
    [49, candidate.id],
    [50, current.id],
    [70, current.id],
  ] as const) {
    const page = await browser.newPage();
    await giftCanary(page, () => 50);
    await visitorIn(page, bucket);
    await page.goto('/gift-now');
    await expect(renderedBuild(page), `bucket ${bucket}`).toHaveAttribute('data-remote-build', build);
    await page.close();
  }
  // A first visit draws the bucket and stores it (no cookie); the next visits get the same build.
  const context = await browser.newContext();
  const page = await context.newPage();
  await giftCanary(page, () => 50);
  await page.goto('/gift-now');
  const bucket = Number(await page.evaluate((key) => localStorage.getItem(key), bucketKey));
  expect(bucket).toBeGreaterThanOrEqual(0);
  expect(bucket).toBeLessThan(100);
  const expected = bucket < 50 ? candidate.id : current.id;
  await expect(renderedBuild(page)).toHaveAttribute('data-remote-build', expected);
  for (let visit = 0; visit < 2; visit += 1) {
    await page.reload();
    await expect(renderedBuild(page)).toHaveAttribute('data-remote-build', expected);
  }
  expect(await context.cookies()).toEqual([]);
  await context.close();
});

test('a candidate that is down gives way to the current build, not to the error screen', async ({ page }) => {
  test.setTimeout(60_000);
  await giftCanary(
    page,
    () => 100,
    () => true,
  );
  await visitorIn(page, 0);
  await page.goto('/gift-now');
  await expect(renderedBuild(page)).toHaveAttribute('data-remote-build', current.id, { timeout: 20_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('build your card');
});

test('rolling back is an edit of the config: the next load gets the current build', async ({ page }) => {
  let share = 100;
  await giftCanary(page, () => share);
  await visitorIn(page, 20);
  await page.goto('/gift-now');
  await expect(renderedBuild(page)).toHaveAttribute('data-remote-build', candidate.id);
  share = 0;
  await page.reload();
  await expect(renderedBuild(page)).toHaveAttribute('data-remote-build', current.id);
});
