/**
 * `pnpm new-remote`, run as a team runs it, in a scratch copy of the repository (its files and its
 * installed packages, linked): the scaffold writes a remote and its one entry; the remote builds;
 * its build serves its manifest; the shell's runtime config, routes and CSP compose it; and
 * `pnpm can-i-deploy` checks it (never released: nothing live to break) and the shell beside it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const copy = mkdtempSync(path.join(tmpdir(), 'lg-new-remote-'));
const git = (...args) => execFileSync('git', args, { cwd: copy, encoding: 'utf8' }).trim();
const node = (script, ...args) =>
  spawnSync(process.execPath, [path.join(copy, script), ...args], { cwd: copy, encoding: 'utf8' });
const readJson = (file) => JSON.parse(readFileSync(path.join(copy, file), 'utf8'));

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
});
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
    const build = spawnSync(path.join(copy, 'probe-mfe/node_modules/.bin/rspack'), ['build', '--mode', 'production'], {
      cwd: path.join(copy, 'probe-mfe'),
      encoding: 'utf8',
    });
    expect(build.status, build.stdout + build.stderr).toBe(0);
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
