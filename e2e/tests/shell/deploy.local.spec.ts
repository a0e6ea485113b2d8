import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { buildRemote } from '../../support/remote-build';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function replaceContents(target: string, source: string) {
  for (const entry of readdirSync(target)) rmSync(path.join(target, entry), { recursive: true, force: true });
  cpSync(source, target, { recursive: true });
}

test('deploying a new build of one remote changes what users get on their next load, with no shell rebuild', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The deployed folder the gift team's static host serves (read from disk on every request).
  const deployed = path.join(root, 'gift-mfe', 'dist');
  const work = mkdtempSync(path.join(tmpdir(), 'lg-deploy-'));
  const backup = path.join(work, 'backup');
  const v1 = path.join(work, 'v1');
  const v2 = path.join(work, 'v2');
  cpSync(deployed, backup, { recursive: true });
  buildRemote('gift-mfe', v1, 'release-1');
  buildRemote('gift-mfe', v2, 'release-2');
  try {
    replaceContents(deployed, v1);
    const shellScripts = async () =>
      page.evaluate(() => [...document.scripts].map((script) => script.src).filter((src) => src.includes(':3000/')));

    await page.goto('/gift-now');
    await expect(page.locator('[data-remote-app="gift-mfe"]')).toHaveAttribute('data-remote-build', 'release-1');
    const shellBefore = await shellScripts();

    replaceContents(deployed, v2);
    await page.reload();
    await expect(page.locator('[data-remote-app="gift-mfe"]')).toHaveAttribute('data-remote-build', 'release-2');
    expect(await shellScripts()).toEqual(shellBefore);

    await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'faq' }).click();
    await expect(page.locator('[data-remote-app="content-mfe"]')).toBeVisible();
  } finally {
    replaceContents(deployed, backup);
    rmSync(work, { recursive: true, force: true });
  }
});
