/**
 * `pnpm new-remote`, run as a team runs it, in a scratch copy of the repository (its files and its
 * installed packages, linked): the scaffold writes a remote and its one entry; the remote builds;
 * its own test passes and writes its pact; the shell, built with it, serves it at its route, where
 * a browser passes its journey (the API's answer stubbed as its pact records it); `pnpm
 * can-i-deploy` checks it (the shell contract and its pact, never released: nothing live to
 * break) and the shell beside it; then the copy, and the remote with it, is removed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../src/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const copy = mkdtempSync(path.join(tmpdir(), 'lg-new-remote-'));
const git = (...args) => execFileSync('git', args, { cwd: copy, encoding: 'utf8' }).trim();
const node = (script, ...args) =>
  spawnSync(process.execPath, [path.join(copy, script), ...args], { cwd: copy, encoding: 'utf8' });
const readJson = (file) => JSON.parse(readFileSync(path.join(copy, file), 'utf8'));
/** A production build of the copy's `app` (rspack, a few seconds). */
const build = (app) =>
  spawnSync(path.join(copy, app, 'node_modules/.bin/rspack'), ['build', '--mode', 'production'], {
    cwd: path.join(copy, app),
    encoding: 'utf8',
  });

/** The repository's files (tracked, and new ones not ignored) and each package's links into the root's store. */
function copyRepository() {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(copy, file));
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  const packages = files.filter((file) => file.endsWith('/package.json')).map((file) => path.dirname(file));
  for (const dir of packages)
    if (existsSync(path.join(root, dir, 'node_modules')))
      cpSync(path.join(root, dir, 'node_modules'), path.join(copy, dir, 'node_modules'), {
        recursive: true,
        verbatimSymlinks: true,
      });
}

let scaffold;
beforeAll(() => {
  copyRepository();
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'test@example.com');
  git('config', 'user.name', 'test');
  git('add', '-A');
  git('commit', '-qm', 'released');
  const released = git('rev-parse', 'HEAD');
  const apps = readJson('shared/apps.json');
  const record = Object.fromEntries(
    [apps.host, ...apps.remotes, apps.api].map((app) => [
      app.name,
      { commit: released, releasedAt: '2026-01-01T00:00:00Z' },
    ]),
  );
  writeFileSync(path.join(copy, 'releases.json'), `${JSON.stringify(record, null, 2)}\n`);
  git('commit', '-qam', 'record');
  scaffold = node('scripts/new-remote/new-remote.mjs', 'probe');
  // `pnpm install` links the new package's dependencies; in the copy, the same links as staff-mfe's.
  cpSync(path.join(copy, 'staff-mfe/node_modules'), path.join(copy, 'probe-mfe/node_modules'), {
    recursive: true,
    verbatimSymlinks: true,
  });
}, 60_000);
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('pnpm new-remote probe', () => {
  it('writes the remote in the house layout and its one entry in shared/apps.json', () => {
    expect(scaffold.status, scaffold.stderr).toBe(0);
    for (const file of [
      'package.json',
      'README.md',
      'rspack.config.mjs',
      'vitest.config.ts',
      'src/screens/Probe.tsx',
      'src/screens/Probe.test.tsx',
      'src/test/api-contract.ts',
    ])
      expect(existsSync(path.join(copy, 'probe-mfe', file)), file).toBe(true);
    const apps = readJson('shared/apps.json');
    expect(apps.remotes.at(-1)).toEqual({
      name: 'probe-mfe',
      federationName: 'probe_mfe',
      remoteKey: 'probe',
      port: Math.max(...apps.remotes.slice(0, -1).map((remote) => remote.port)) + 1,
      label: 'the probe pages',
    });
    expect(readJson('shared/src/web/remote-routes.json').at(-1)).toEqual({
      path: '/probe',
      remote: 'probe',
      module: './Probe',
      title: 'probe',
    });
    const lint = spawnSync(
      path.join(copy, 'node_modules/.bin/biome'),
      ['check', 'probe-mfe', 'shared', 'shell/public'],
      {
        cwd: copy,
        encoding: 'utf8',
      },
    );
    expect(lint.status, lint.stdout + lint.stderr).toBe(0);
    expect(node('scripts/new-remote/new-remote.mjs', 'probe').stderr).toContain('probe-mfe exists already');
  });

  it('builds, and its build serves the manifest the shell loads', async () => {
    const built = build('probe-mfe');
    expect(built.status, built.stdout + built.stderr).toBe(0);
    const { createStaticServer } = await import(path.join(copy, 'tooling/src/static-server.mjs'));
    const server = await createStaticServer({ dir: path.join(copy, 'probe-mfe/dist') });
    try {
      const answer = await server.inject({ url: '/mf-manifest.json' });
      expect(answer.statusCode).toBe(200);
      const manifest = answer.json();
      expect(manifest.name).toBe('probe_mfe');
      expect(manifest.exposes.map((exposed) => exposed.path)).toEqual(['./Probe']);
    } finally {
      await server.close();
    }
  }, 120_000);

  it('is composed by the shell: its runtime config (checked by its schema), its routes and its CSP', async () => {
    const manifest = `http://localhost:${readJson('shared/apps.json').remotes.at(-1).port}/mf-manifest.json`;
    const { runtimeConfigSchema } = await import(path.join(copy, 'shared/src/web/runtime-config-schema.ts'));
    const { localRuntimeConfig } = await import(path.join(copy, 'shared/src/web/runtime-config.ts'));
    const shellConfig = runtimeConfigSchema.parse(readJson('shell/public/runtime-config.json'));
    expect(shellConfig.remotes.probe).toBe(manifest);
    expect(localRuntimeConfig.remotes.probe).toBe(manifest);
    const { remoteModules, remoteRoutes } = await import(path.join(copy, 'shared/src/web/remote-modules.ts'));
    expect(remoteModules.probe).toEqual(['./Probe']);
    expect(remoteRoutes.filter((route) => route.remote === 'probe').map((route) => route.path)).toEqual(['/probe']);
    const { contentSecurityPolicy, isShellPath } = await import(path.join(copy, 'tooling/src/static-server.mjs'));
    expect(isShellPath('/probe')).toBe(true);
    expect(contentSecurityPolicy(shellConfig)).toContain(new URL(manifest).origin);
  });

  it('passes its own test, which writes its pact', () => {
    const test = spawnSync(path.join(copy, 'probe-mfe/node_modules/.bin/vitest'), ['run'], {
      cwd: path.join(copy, 'probe-mfe'),
      encoding: 'utf8',
    });
    expect(test.status, test.stdout + test.stderr).toBe(0);
    const pact = readJson('contracts/pacts/current/probe-mfe-api.json');
    expect(pact.interactions.map((interaction) => interaction.description)).toEqual(['a request for the fun ideas']);
  }, 120_000);

  it('is served under the shell, where a browser passes its journey', async () => {
    const shellBuild = build('shell');
    expect(shellBuild.status, shellBuild.stdout + shellBuild.stderr).toBe(0);
    const { createStaticServer } = await import(path.join(copy, 'tooling/src/static-server.mjs'));
    const probe = await createStaticServer({ dir: path.join(copy, 'probe-mfe/dist') });
    const shell = await createStaticServer({ dir: path.join(copy, 'shell/dist'), spa: true });
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const probeOrigin = await probe.listen({ host: '127.0.0.1', port: 0 });
      // The API's requests never leave the browser: it answers them as the probe's pact records.
      const api = `${probeOrigin}/api`;
      const configFile = path.join(copy, 'shell/dist/runtime-config.json');
      const config = JSON.parse(readFileSync(configFile, 'utf8'));
      config.apiBaseUrl = api;
      config.remotes.probe = `${probeOrigin}/mf-manifest.json`;
      writeFileSync(configFile, JSON.stringify(config));
      const shellOrigin = await shell.listen({ host: '127.0.0.1', port: 0 });
      const [interaction] = readJson('contracts/pacts/current/probe-mfe-api.json').interactions;
      // Blocked as in the browser suite: the shell's service worker would send the API's requests past page.route.
      const page = await browser.newPage({ serviceWorkers: 'block' });
      const cors = {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
        'access-control-allow-methods': 'GET, POST',
      };
      await page.route(`${api}/**`, (route) => {
        const request = route.request();
        if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
        // The pact's path is the API's (under /api); its answer's body is `body.content` (Pact V4).
        return new URL(request.url()).pathname === interaction.request.path
          ? route.fulfill({
              status: interaction.response.status,
              json: interaction.response.body.content,
              headers: cors,
            })
          : route.fulfill({ status: 404, json: { message: 'Not found' }, headers: cors });
      });
      const logs = [];
      page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
      page.on('pageerror', (error) => logs.push(`error: ${error.message}`));
      page.on('requestfailed', (request) => logs.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
      page.on('response', (response) => {
        if (response.status() >= 400) logs.push(`${response.status()}: ${response.url()}`);
      });
      await page.goto(`${shellOrigin}/probe`);
      const shown = await page
        .getByText('Giving jar')
        .waitFor({ timeout: 30_000 })
        .then(() => true)
        .catch(() => false);
      expect(shown, `the probe's screen under the shell; the page said:\n${logs.join('\n')}`).toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: 'probe' }).count()).resolves.toBe(1);
    } finally {
      await browser.close();
      await Promise.all([probe.close(), shell.close()]);
    }
  }, 120_000);

  it('passes can-i-deploy: never released, it breaks nothing live; the shell beside it neither', () => {
    git('add', '-A');
    git('commit', '-qm', 'probe-mfe');
    for (const app of ['probe-mfe', 'shell']) {
      const result = node('scripts/release/can-i-deploy.mjs', app, '--only', 'contract');
      expect(result.status, result.stdout + result.stderr).toBe(0);
      expect(result.stdout).toContain(`yes: ${app} at HEAD`);
    }
  });
});
