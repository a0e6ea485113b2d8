// The record of releases (releases.json at the root): per deployable, the commit it was last
// released from. `pnpm release <app>` writes it; `pnpm skew` and `pnpm can-i-deploy` read it. The
// apps are those of shared/apps.json.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import appList from '../../shared/apps.json' with { type: 'json' };

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every app a team deploys on its own. */
export const deployables = [appList.host, ...appList.remotes, appList.api].map((app) => app.name);

/** The browser apps: built with the shared rspack preset, each a Pact consumer of the API. */
export const frontends = [appList.host, ...appList.remotes].map((app) => app.name);

/** The remotes, each under the shell. */
export const remotes = appList.remotes.map((app) => app.name);

/** Each remote's key in the runtime config and the routes, by its app name. */
export const remoteKeys = Object.fromEntries(appList.remotes.map((remote) => [remote.name, remote.remoteKey]));

export const recordFile = (dir = root) => path.join(dir, 'releases.json');

/**
 * The record: `{ [app]: { commit, releasedAt } }` for the shell, the API and every remote released
 * so far. A remote with no record was never released (a new one: `pnpm new-remote`): nothing of it
 * is live, so the checks compare nothing with it and `pnpm skew` serves it at HEAD.
 */
export function readReleases(dir = root) {
  const record = JSON.parse(readFileSync(recordFile(dir), 'utf8'));
  for (const app of deployables) {
    if (!record[app] && remotes.includes(app)) continue;
    if (!/^[0-9a-f]{40}$/.test(record[app]?.commit ?? '')) throw new Error(`releases.json: ${app} has no commit`);
  }
  return record;
}

/** The record with `app` released from `commit` now. */
export function withRelease(record, app, commit, releasedAt = new Date().toISOString()) {
  if (!deployables.includes(app)) throw new Error(`unknown app "${app}": one of ${deployables.join(', ')}`);
  return { ...record, [app]: { commit, releasedAt } };
}

export function writeReleases(record, dir = root) {
  const ordered = Object.fromEntries(deployables.map((app) => [app, record[app]]));
  writeFileSync(recordFile(dir), `${JSON.stringify(ordered, null, 2)}\n`);
}

/** A consumer's pact files (the layout of docs/contracts.md). */
export function pactFiles(app, dir = root) {
  const name = `${app}-api.json`;
  return {
    current: path.join(dir, 'contracts', 'pacts', 'current', name),
    released: path.join(dir, 'contracts', 'pacts', 'released', name),
  };
}

export function git(args, cwd = root) {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** A file's text at a commit, or null where the commit has no such file. */
export function fileAt(commit, file, cwd = root) {
  try {
    return git(['show', `${commit}:${file}`], cwd);
  } catch {
    return null;
  }
}

export const shortSha = (commit) => commit.slice(0, 7);
