// `pnpm skew`: the golden journeys across versions. Builds the released shell and remotes from
// their recorded commits (releases.json) in a git worktree of each commit, with the same build
// scripts, then serves them beside the current builds and runs e2e/tests/skew in two arrangements:
//   released-remotes: the released remotes under the current shell and API;
//   released-shell:   the current remotes under the released shell (and the current API).
// Options: --no-build (the current builds exist: `pnpm build` ran), --keep (keep the worktrees),
// --arrangement <name>=<app>:<released|current>,... (a custom one; can-i-deploy uses it),
// --grep <pattern> (only the journeys whose title matches, e.g. @gift-mfe).
// The stack takes the suite's fixed ports: on a shared machine, run it under flock.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pnpmCommand } from '@littlegivers/tooling/pnpm-command';
import { frontends, git, readReleases, root, shortSha } from './releases.mjs';

/** The two arrangements CI runs: per browser app, which build serves it. */
export const standardArrangements = {
  'released-remotes': Object.fromEntries(frontends.map((app) => [app, app === 'shell' ? 'current' : 'released'])),
  'released-shell': Object.fromEntries(frontends.map((app) => [app, app === 'shell' ? 'released' : 'current'])),
};

function run(command, args, options = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0)
    throw new Error(`${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`);
  return Math.round((Date.now() - started) / 1000);
}

function pnpm(args, options) {
  const [file, fileArgs] = pnpmCommand(args);
  return run(file, fileArgs, options);
}

/** Where the worktree of `commit` goes: outside the repository, one folder per repository. */
function worktreeDir(commit) {
  const repo = createHash('sha256').update(root).digest('hex').slice(0, 8);
  return path.join(tmpdir(), `lg-release-${repo}`, commit);
}

/** A git worktree of `commit` (made afresh) with its dependencies installed; returns its folder. */
export function releasedWorktree(commit) {
  const dir = worktreeDir(commit);
  try {
    git(['cat-file', '-e', `${commit}^{commit}`]);
  } catch {
    throw new Error(
      `commit ${commit} (releases.json) is not in this clone: fetch the full history (git fetch --unshallow)`,
    );
  }
  if (existsSync(dir)) removeWorktree(dir);
  git(['worktree', 'prune']);
  mkdirSync(path.dirname(dir), { recursive: true });
  git(['worktree', 'add', '--detach', dir, commit]);
  const install = pnpm(['install', '--frozen-lockfile', '--prefer-offline'], { cwd: dir });
  console.log(`worktree of ${shortSha(commit)} installed in ${install} s`);
  return dir;
}

/**
 * A worktree of `commit` with `apps` built there from that commit's sources with that commit's
 * build scripts; their build id is `released-<sha>`. Returns the worktree's folder.
 */
export function buildReleased(commit, apps) {
  const dir = releasedWorktree(commit);
  const env = { ...process.env, LG_BUILD_ID: releasedBuildId(commit) };
  delete env.LG_DIST_DIR;
  const build = pnpm(['-r', ...apps.flatMap((app) => ['--filter', app]), 'build'], { cwd: dir, env });
  console.log(`released builds of ${apps.join(', ')} at ${shortSha(commit)}: ${build} s`);
  return dir;
}

export function removeWorktree(dir) {
  try {
    git(['worktree', 'remove', '--force', dir]);
  } catch {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The build id of a build made from a recorded commit (a remote shows it as data-remote-build). */
const releasedBuildId = (commit) => `released-${shortSha(commit)}`;

/** What identifies a build in the page: the shell's main script file, a current remote's build id. */
function buildMark(app, dist) {
  if (app === 'shell') {
    const main = /main\.[0-9a-f]+\.js/.exec(readFileSync(path.join(dist, 'index.html'), 'utf8'))?.[0];
    if (!main) throw new Error(`${dist}/index.html names no main script`);
    return main;
  }
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  return manifest.littlegivers?.build ?? 'local';
}

/**
 * Runs the skew journeys for each arrangement (name -> app -> 'released' | 'current'); returns
 * `{ name, passed }` per arrangement.
 */
export function runSkew(arrangements, { build = true, keep = false, grep } = {}) {
  const releases = readReleases();
  if (build) pnpm(['build'], { cwd: root });
  const needed = new Map();
  for (const arrangement of Object.values(arrangements))
    for (const app of frontends)
      if (arrangement[app] === 'released' && releases[app]) {
        const commit = releases[app].commit;
        needed.set(commit, new Set([...(needed.get(commit) ?? []), app]));
      }
  const worktrees = new Map();
  const results = [];
  try {
    for (const [commit, apps] of needed) worktrees.set(commit, buildReleased(commit, [...apps]));
    const distOf = (app, which) =>
      which === 'released' ? path.join(worktrees.get(releases[app].commit), app, 'dist') : path.join(root, app, 'dist');
    for (const [name, arrangement] of Object.entries(arrangements)) {
      const appDirs = {};
      const builds = {};
      for (const app of frontends) {
        const which = releases[app] ? (arrangement[app] ?? 'current') : 'current';
        if (which === 'released') appDirs[app] = distOf(app, which);
        builds[app] =
          which === 'released' && app !== 'shell'
            ? releasedBuildId(releases[app].commit)
            : buildMark(app, distOf(app, which));
      }
      console.log(
        `\nskew arrangement ${name}: ${frontends.map((app) => `${app} ${arrangement[app] ?? 'current'}`).join(', ')}, api current`,
      );
      const env = {
        ...process.env,
        LG_APP_DIRS: JSON.stringify(appDirs),
        LG_SKEW_BUILDS: JSON.stringify(builds),
        LG_SKEW_LABEL: name,
      };
      const [file, args] = pnpmCommand([
        '--filter',
        'e2e',
        'exec',
        'playwright',
        'test',
        '--config',
        'playwright.skew.config.ts',
        ...(grep ? ['--grep', grep] : []),
      ]);
      const result = spawnSync(file, args, { cwd: root, stdio: 'inherit', env });
      results.push({ name, passed: result.status === 0 });
    }
  } finally {
    if (!keep) for (const dir of worktrees.values()) removeWorktree(dir);
  }
  return results;
}

/** `shell:released,gift-mfe:current` -> an arrangement (apps not named: current). */
export function parseArrangement(text) {
  const arrangement = {};
  for (const part of text.split(',')) {
    const [app, which] = part.split(':');
    if (!frontends.includes(app) || !['released', 'current'].includes(which))
      throw new Error(`"${part}": expected <app>:<released|current>, app one of ${frontends.join(', ')}`);
    arrangement[app] = which;
  }
  return arrangement;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv.slice(2);
  const option = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const custom = option('--arrangement');
  let arrangements = standardArrangements;
  if (custom) {
    const [name, spec] = custom.includes('=') ? custom.split('=') : ['custom', custom];
    arrangements = { [name]: parseArrangement(spec) };
  }
  const started = Date.now();
  const results = runSkew(arrangements, {
    build: !argv.includes('--no-build'),
    keep: argv.includes('--keep'),
    grep: option('--grep'),
  });
  console.log(`\nskew journeys (${Math.round((Date.now() - started) / 1000)} s):`);
  for (const { name, passed } of results) console.log(`  ${name}: ${passed ? 'passed' : 'FAILED'}`);
  process.exit(results.every((result) => result.passed) ? 0 : 1);
}
