/**
 * The first screen's files from the runtime config: where the config carries a named build's entry
 * and first-screen assets (shared/build/named-build.mjs, `pnpm runtime-config`), the shell fetches
 * them with no wait for the remote's manifest; a build the config names by its manifest only, or
 * whose recorded assets are not the ones deployed, still loads, through its manifest.
 */
import { firstScreenAssets } from '@littlegivers/shared/build/named-build.mjs';
import type { RemoteBuild } from '@littlegivers/shared/web/remote-builds';
import { expect, type Page, test } from '@playwright/test';
import { appUrls } from '../../support/env';
import { useRuntimeConfig } from '../../support/runtime-config';

const manifestUrl = `${appUrls.gift}/mf-manifest.json`;
const entryUrl = `${appUrls.gift}/remoteEntry.js`;

/** The config names gift-mfe's build as `build`; its manifest answers only after `delayMs`. */
async function giftBuildInConfig(page: Page, build: RemoteBuild, delayMs: number) {
  await useRuntimeConfig(page, (config) => ({ ...config, remotes: { ...config.remotes, gift: { current: build } } }));
  const answered: number[] = [];
  await page.route(manifestUrl, async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    answered.push(Date.now());
    await route.fulfill({ response });
  });
  const entryRequested: number[] = [];
  page.on('request', (request) => {
    if (request.url() === entryUrl) entryRequested.push(Date.now());
  });
  return { answered, entryRequested };
}

async function expectGiftScreen(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('build your card', { timeout: 20_000 });
  await expect(page.locator('[data-remote-app="gift-mfe"]')).toHaveAttribute('data-remote-build', /.+/);
}

test('a build the config carries: its entry is fetched before the manifest has answered', async ({ page, request }) => {
  const manifest = await (await request.get(manifestUrl)).json();
  const build = { id: manifest.littlegivers.build, manifest: manifestUrl, ...firstScreenAssets(manifest, manifestUrl) };
  const { answered, entryRequested } = await giftBuildInConfig(page, build, 1500);
  await page.goto('/gift-now');
  await expectGiftScreen(page);
  expect(answered.length).toBeGreaterThan(0);
  expect(entryRequested.length).toBeGreaterThan(0);
  expect(entryRequested[0]).toBeLessThan(Math.min(...answered));
});

test('a build the config names by its manifest only still loads, through its manifest', async ({ page }) => {
  const { answered, entryRequested } = await giftBuildInConfig(page, { id: 'local', manifest: manifestUrl }, 1500);
  await page.goto('/gift-now');
  await expectGiftScreen(page);
  expect(entryRequested.length).toBeGreaterThan(0);
  expect(entryRequested[0]).toBeGreaterThanOrEqual(answered[0] as number);
});

test('a build whose recorded assets are not the ones deployed still loads, through its manifest', async ({ page }) => {
  const stale = `${appUrls.gift}/builds/gone`;
  const build = {
    id: 'local',
    manifest: manifestUrl,
    entry: `${stale}/remoteEntry.js`,
    assets: { screens: { './GiftFlow': { js: [`${stale}/1.0123456789.js`], css: [] } }, shared: {} },
  };
  await giftBuildInConfig(page, build, 0);
  await page.goto('/gift-now');
  await expectGiftScreen(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
