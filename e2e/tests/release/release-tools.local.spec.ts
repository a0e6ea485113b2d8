/**
 * `pnpm release` and `pnpm can-i-deploy`, run as a team runs them, in scratch git repositories
 * holding the files they read: the release record, the shell contract and the remote modules.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const apps = ['shell', 'gift-mfe', 'redeem-mfe', 'content-mfe', 'staff-mfe', 'api'];

class ScratchRepo {
  readonly dir = mkdtempSync(path.join(tmpdir(), 'lg-release-test-'));
  constructor() {
    this.git('init', '-q', '-b', 'main');
    this.git('config', 'user.email', 'test@example.com');
    this.git('config', 'user.name', 'test');
  }
  git(...args: string[]) {
    return execFileSync('git', args, { cwd: this.dir, encoding: 'utf8' }).trim();
  }
  write(file: string, text: string) {
    mkdirSync(path.dirname(path.join(this.dir, file)), { recursive: true });
    writeFileSync(path.join(this.dir, file), text);
  }
  read(file: string) {
    return readFileSync(path.join(this.dir, file), 'utf8');
  }
  commit(message: string) {
    this.git('add', '-A');
    this.git('commit', '-qm', message);
    return this.git('rev-parse', 'HEAD');
  }
  contract(version: string, busExports = ['$runtimeConfig', 'requestPreview'], exposes = "'./GiftFlow'") {
    this.write(
      'shared/src/web/shell-contract.json',
      JSON.stringify({ version, busExports, runtimeConfigFields: ['env', 'productName'] }),
    );
    this.write(
      'shared/src/web/remote-modules.ts',
      `export const remoteModules = {\n  gift: [${exposes}],\n  redeem: ['./RedeemFlow'],\n  content: ['./Faq'],\n  staff: ['./StaffConsole'],\n};\n`,
    );
  }
  recordAll(commit: string) {
    this.write(
      'releases.json',
      JSON.stringify(Object.fromEntries(apps.map((app) => [app, { commit, releasedAt: '2026-01-01T00:00:00Z' }]))),
    );
  }
  run(script: 'release' | 'can-i-deploy', ...args: string[]) {
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'scripts/release', `${script}.mjs`), ...args, '--repo', this.dir],
      {
        encoding: 'utf8',
      },
    );
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  }
  remove() {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

test.describe('can-i-deploy: the shell contract', () => {
  let repo: ScratchRepo;
  test.beforeEach(() => {
    repo = new ScratchRepo();
    repo.contract('1.0.0');
    const released = repo.commit('released');
    repo.recordAll(released);
    repo.commit('record');
  });
  test.afterEach(() => repo.remove());

  test('says no, and exits non-zero, for a remote whose contract major the released shell lacks', () => {
    repo.contract('2.0.0');
    repo.commit('a breaking contract change');
    const gift = repo.run('can-i-deploy', 'gift-mfe', '--only', 'contract');
    expect(gift.status, gift.output).toBe(1);
    expect(gift.output).toContain('gift-mfe at HEAD implements shell contract 2.0.0');
    expect(gift.output).toContain('another major');
    expect(gift.output).toContain('no: gift-mfe at HEAD would break a visitor');
    const shell = repo.run('can-i-deploy', 'shell', '--only', 'contract');
    expect(shell.status, shell.output).toBe(1);
    expect(shell.output).toContain('the released gift-mfe');
  });

  test('says yes to an additive change within the major', () => {
    repo.contract('1.1.0', ['$runtimeConfig', 'requestPreview', '$newEvent'], "'./GiftFlow', './NewScreen'");
    repo.commit('an addition');
    for (const app of ['gift-mfe', 'shell']) {
      const result = repo.run('can-i-deploy', app, '--only', 'contract');
      expect(result.status, result.output).toBe(0);
      expect(result.output).toContain(`yes: ${app} at HEAD`);
    }
    expect(repo.run('can-i-deploy', 'gift-mfe', '--only', 'contract').output).toContain(
      'may use the bus export $newEvent, which the released shell',
    );
  });

  test('says no to a removal within the major: a bus export the released remotes use, a module the released shell shows', () => {
    repo.contract('1.1.0', ['$runtimeConfig'], "'./Renamed'");
    repo.commit('removals without a major');
    const shell = repo.run('can-i-deploy', 'shell', '--only', 'contract');
    expect(shell.status, shell.output).toBe(1);
    expect(shell.output).toContain('has no bus export requestPreview');
    const gift = repo.run('can-i-deploy', 'gift-mfe', '--only', 'contract');
    expect(gift.status, gift.output).toBe(1);
    expect(gift.output).toContain('no longer exposes ./GiftFlow');
  });
});

test.describe('release', () => {
  test('records HEAD for the app and snapshots its pact; refuses a dirty tree and an unknown app', () => {
    const repo = new ScratchRepo();
    try {
      repo.write('contracts/pacts/current/gift-mfe-api.json', '{"consumer":{"name":"gift-mfe"},"v":2}');
      const first = repo.commit('first');
      repo.recordAll(first);
      repo.write('gift-mfe/src/x.ts', 'export {};\n');
      const head = repo.commit('gift change');

      repo.write('gift-mfe/src/x.ts', 'export const dirty = 1;\n');
      const dirty = repo.run('release', 'gift-mfe');
      expect(dirty.status).toBe(1);
      expect(dirty.output).toContain('commit or stash your changes first');
      repo.git('checkout', '--', 'gift-mfe/src/x.ts');

      expect(repo.run('release', 'payments').status).toBe(1);

      const done = repo.run('release', 'gift-mfe');
      expect(done.status, done.output).toBe(0);
      const record = JSON.parse(repo.read('releases.json'));
      expect(record['gift-mfe'].commit).toBe(head);
      expect(record.shell.commit).toBe(first);
      expect(repo.read('contracts/pacts/released/gift-mfe-api.json')).toBe(
        repo.read('contracts/pacts/current/gift-mfe-api.json'),
      );
    } finally {
      repo.remove();
    }
  });
});
