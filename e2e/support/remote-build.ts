import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmCommand } from '@littlegivers/tooling/pnpm-command';
import type { Page } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Builds one remote into `outDir` with the given build id, as its team's pipeline would. */
export function buildRemote(app: 'gift-mfe' | 'redeem-mfe' | 'content-mfe', outDir: string, buildId: string): void {
  const [file, args] = pnpmCommand(['--filter', app, 'exec', 'rspack', 'build', '--mode', 'production']);
  execFileSync(file, args, {
    cwd: root,
    env: { ...process.env, LG_BUILD_ID: buildId, LG_DIST_DIR: outDir },
    stdio: 'pipe',
  });
}

/**
 * Serves the build in `dir` to the page at `baseUrl` (e.g. `http://localhost:3001/builds/42/`), as
 * a static host would serve a build folder beside others; `isDown()` true answers with a refused
 * connection instead.
 */
export async function serveBuild(page: Page, baseUrl: string, dir: string, isDown: () => boolean = () => false) {
  await page.route(`${baseUrl}**`, async (route) => {
    if (isDown()) return route.abort('connectionrefused');
    const file = path.join(dir, new URL(route.request().url()).pathname.slice(new URL(baseUrl).pathname.length));
    return route.fulfill({ path: file, headers: { 'access-control-allow-origin': '*', 'cache-control': 'no-cache' } });
  });
}
