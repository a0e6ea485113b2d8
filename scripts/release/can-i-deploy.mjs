// `pnpm can-i-deploy <app>`: whether <app> at HEAD works with the released versions of everything
// else (releases.json), in plain words, exiting 1 when it does not. Three checks:
//   contract  the shell contract (shared/src/web/shell-contract.json): a remote at HEAD against
//             the released shell, the shell at HEAD against every released remote: the same major,
//             and nothing the other side relies on removed within a major;
//   pacts     the API's verification of the app's current and released pacts (`pnpm --filter api
//             test:pact -- --consumer <app>`; for the api, every app's), and, when the API has
//             changed since its release, of the app's pact against the released API's code;
//   skew      the app's golden journeys with the app at HEAD and the others at their release
//             (scripts/release/skew.mjs; it takes the suite's fixed ports).
// Options: --only <check>[,<check>] (e.g. --only contract), --repo <dir> (another checkout).
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pnpmCommand } from '@littlegivers/tooling/pnpm-command';
import {
  deployables,
  fileAt,
  frontends,
  git,
  pactFiles,
  readReleases,
  remoteKeys,
  remotes,
  root,
  shortSha,
} from './releases.mjs';
import { releasedWorktree, removeWorktree, runSkew } from './skew.mjs';

/** The shell contract at a commit (HEAD: 'HEAD'): version, bus exports, config fields, exposed modules. */
export function contractAt(commit, repo = root) {
  const json = fileAt(commit, 'shared/src/web/shell-contract.json', repo);
  const modules = fileAt(commit, 'shared/src/web/remote-modules.ts', repo) ?? '';
  const exposes = {};
  const keys = Object.values(remoteKeys).join('|');
  for (const [, remote, list] of modules.matchAll(new RegExp(`\\b(${keys}):\\s*\\[([^\\]]*)\\]`, 'g')))
    exposes[remote] = [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]);
  // A commit from before the contract was versioned: the first version, and no lists to compare.
  const contract = json ? JSON.parse(json) : { version: '1.0.0' };
  return { busExports: [], runtimeConfigFields: [], ...contract, exposes, versioned: Boolean(json) };
}

const major = (version) => Number(/^(\d+)\./.exec(version)?.[1] ?? Number.NaN);
const missing = (from, kept) => (from ?? []).filter((item) => !(kept ?? []).includes(item));

/**
 * Whether a shell with contract `shell` and the remote `remoteApp` with contract `remote` work
 * together, one of them at HEAD (`head`: 'shell' or 'remote'): `problems` (blocking) and `notes`,
 * in plain words. Within a major, what HEAD removed breaks the released side; what HEAD added, the
 * released side lacks, and HEAD's code must treat as optional.
 */
export function contractFindings(shell, remote, remoteApp, labels, head) {
  const problems = [];
  const notes = [];
  if (major(shell.version) !== major(remote.version)) {
    problems.push(
      `${labels.remote} implements shell contract ${remote.version}, ${labels.shell} provides ${shell.version}: another major, so the shell shows ${remoteApp}'s fallback instead of it`,
    );
    return { problems, notes };
  }
  const key = remoteKeys[remoteApp];
  const shellRoutes = shell.exposes[key];
  const remoteExposes = remote.exposes[key];
  if (head === 'shell') {
    if (remote.versioned && shell.versioned) {
      for (const name of missing(remote.busExports, shell.busExports))
        problems.push(
          `${labels.shell} has no bus export ${name}, which ${labels.remote} may use: a removal needs a new major`,
        );
      for (const field of missing(remote.runtimeConfigFields, shell.runtimeConfigFields))
        problems.push(
          `${labels.shell} no longer provides the config field ${field} to remotes: a removal needs a new major`,
        );
    }
    if (shellRoutes && remoteExposes)
      for (const module of missing(shellRoutes, remoteExposes))
        notes.push(
          `${labels.shell} shows ${module}, which ${labels.remote} does not expose yet: that route shows the fallback until ${remoteApp} is released`,
        );
  } else {
    if (shellRoutes && remoteExposes)
      for (const module of missing(shellRoutes, remoteExposes))
        problems.push(
          `${labels.remote} no longer exposes ${module}, which ${labels.shell} shows: a removal needs a new major`,
        );
    if (remote.versioned && shell.versioned)
      for (const name of missing(remote.busExports, shell.busExports))
        notes.push(
          `${labels.remote} may use the bus export ${name}, which ${labels.shell} lacks (the shell's bus is the one on the page): it must treat it as optional`,
        );
  }
  return { problems, notes };
}

/** The contract check for `app` at HEAD: `{ ok, lines }`. */
export function checkContract(app, releases, repo = root) {
  if (!frontends.includes(app)) return { ok: true, lines: ['the API is not a party to the shell contract'] };
  const head = contractAt('HEAD', repo);
  const lines = [];
  let ok = true;
  const pairs =
    app === 'shell'
      ? remotes
          .filter((remote) => releases[remote])
          .map((remote) => ({
            remote,
            shell: head,
            remoteContract: contractAt(releases[remote].commit, repo),
            labels: {
              shell: 'the shell at HEAD',
              remote: `the released ${remote} (${shortSha(releases[remote].commit)})`,
            },
          }))
      : [
          {
            remote: app,
            shell: contractAt(releases.shell.commit, repo),
            remoteContract: head,
            labels: { shell: `the released shell (${shortSha(releases.shell.commit)})`, remote: `${app} at HEAD` },
          },
        ];
  for (const pair of pairs) {
    const { problems, notes } = contractFindings(
      pair.shell,
      pair.remoteContract,
      pair.remote,
      pair.labels,
      app === 'shell' ? 'shell' : 'remote',
    );
    if (problems.length === 0)
      lines.push(
        `ok: ${pair.labels.remote} (contract ${pair.remoteContract.version}) works under ${pair.labels.shell} (contract ${pair.shell.version})`,
      );
    ok &&= problems.length === 0;
    lines.push(...problems.map((problem) => `NO: ${problem}`), ...notes.map((note) => `note: ${note}`));
  }
  return { ok, lines };
}

/** Whether any of `paths` differs between `commit` and HEAD. */
function changedSince(commit, paths, repo) {
  try {
    git(['diff', '--quiet', commit, 'HEAD', '--', ...paths], repo);
    return false;
  } catch {
    return true;
  }
}

function pnpmRun(args, repo) {
  const [file, fileArgs] = pnpmCommand(args);
  return spawnSync(file, fileArgs, { cwd: repo, stdio: 'inherit' }).status === 0;
}

/** The pact check: the API verifies the app's pacts (every app's, for the api). */
export function checkPacts(app, releases, repo = root) {
  const api = JSON.parse(fileAt('HEAD', 'api/package.json', repo) ?? '{}');
  if (!api.scripts?.['test:pact'])
    return { ok: true, lines: ['not checked: the API has no pact verification (pnpm --filter api test:pact)'] };
  if (app !== 'api' && !Object.values(pactFiles(app, repo)).some((file) => existsSync(file)))
    return {
      ok: true,
      lines: [`not checked: ${app} has no pact yet (${path.relative(repo, pactFiles(app, repo).current)})`],
    };
  const ok = pnpmRun(['--filter', 'api', 'test:pact', ...(app === 'api' ? [] : ['--', '--consumer', app])], repo);
  const lines = [
    ok
      ? app === 'api'
        ? 'ok: the API at HEAD satisfies every app’s current and released pact'
        : `ok: the API at HEAD serves what ${app}'s current and released pacts expect`
      : app === 'api'
        ? "NO: the API at HEAD breaks a pact (above: which app's, which interaction): keep the old form served for the deprecation window"
        : `NO: the API at HEAD does not serve what ${app}'s pact expects (above: which interaction)`,
  ];
  if (app === 'api' || !changedSince(releases.api.commit, ['api', 'shared/src/contract'], repo)) return { ok, lines };
  // The API has changed since its release: the live API is the released one. Verify the app's
  // pact at HEAD against it too, in a worktree of its commit.
  const released = checkAgainstReleasedApi(app, releases.api.commit, repo);
  lines.push(released.line);
  return { ok: ok && released.ok, lines };
}

/** The API's pact verification: its test code, its config and its command. */
const verification = ['api/test', 'api/vitest.pact.config.ts', 'api/scripts/test-pact.mjs'];

/** The app's pact at HEAD verified against the API of `commit`, in a worktree of that commit. */
function checkAgainstReleasedApi(app, commit, repo) {
  const api = JSON.parse(fileAt(commit, 'api/package.json', repo) ?? '{}');
  if (!api.scripts?.['test:pact'])
    return {
      ok: true,
      line: `not checked against the released API (${shortSha(commit)}): it has no pact verification; release the API first`,
    };
  const dir = releasedWorktree(commit);
  try {
    // The app's pact at HEAD, and HEAD's verification (its provider states set each state up
    // through the API's own routes), run on the released API's code.
    const { current } = pactFiles(app, repo);
    const target = pactFiles(app, dir).current;
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(current, target);
    for (const file of verification) {
      rmSync(path.join(dir, file), { recursive: true, force: true });
      cpSync(path.join(repo, file), path.join(dir, file), { recursive: true });
    }
    const ok = pnpmRun(['--filter', 'api', 'test:pact', '--', '--consumer', app], dir);
    return {
      ok,
      line: ok
        ? `ok: the released API (${shortSha(commit)}) serves what ${app}'s pact at HEAD expects`
        : `NO: the released API (${shortSha(commit)}) does not serve what ${app}'s pact at HEAD expects (above): release the API first`,
    };
  } finally {
    removeWorktree(dir);
  }
}

/** The skew check: the app's golden journeys with it at HEAD and every other app at its release. */
export function checkSkew(app) {
  const arrangement = Object.fromEntries(frontends.map((other) => [other, other === app ? 'current' : 'released']));
  const [result] = runSkew(
    { [`can-i-deploy-${app}`]: arrangement },
    { grep: frontends.includes(app) && app !== 'shell' ? `@${app}` : undefined },
  );
  return {
    ok: Boolean(result?.passed),
    lines: [
      result?.passed
        ? `ok: ${app === 'api' ? 'every' : `${app}'s`} golden journeys pass with ${app} at HEAD and the rest at their release`
        : `NO: a golden journey fails with ${app} at HEAD and the rest at their release (above: which)`,
    ],
  };
}

const checks = { contract: checkContract, pacts: checkPacts, skew: checkSkew };

export async function canIDeploy(app, { only = Object.keys(checks), repo = root } = {}) {
  if (!deployables.includes(app))
    throw new Error(`usage: pnpm can-i-deploy <app>, where <app> is one of ${deployables.join(', ')}`);
  const releases = readReleases(repo);
  const report = [];
  let ok = true;
  for (const name of only) {
    if (!checks[name]) throw new Error(`unknown check "${name}": one of ${Object.keys(checks).join(', ')}`);
    const result = await checks[name](app, releases, repo);
    ok &&= result.ok;
    report.push(`${name}:`, ...result.lines.map((line) => `  ${line}`));
  }
  const released = Object.entries(releases)
    .filter(([other]) => other !== app)
    .map(([other, { commit }]) => `${other} ${shortSha(commit)}`)
    .join(', ');
  report.push(
    ok
      ? `yes: ${app} at HEAD (${shortSha(git(['rev-parse', 'HEAD'], repo))}) can be deployed beside the released ${released}`
      : `no: ${app} at HEAD would break a visitor on the released ${released}`,
  );
  return { ok, report };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv.slice(2);
  const option = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  try {
    const { ok, report } = await canIDeploy(argv[0], {
      only: option('--only')?.split(','),
      repo: option('--repo') ? path.resolve(option('--repo')) : root,
    });
    console.log(`\n${report.join('\n')}`);
    process.exit(ok ? 0 : 1);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
}
