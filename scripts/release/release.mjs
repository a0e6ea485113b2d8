// `pnpm release <app>`: records that <app> is released from HEAD (releases.json) and, for a
// browser app, snapshots its current pact as its released pact (contracts/pacts/released/), which
// the API must keep satisfying. Commit the two files: the commit is the release record.
// Option: --repo <dir> (another checkout).
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  deployables,
  frontends,
  git,
  pactFiles,
  readReleases,
  root,
  shortSha,
  withRelease,
  writeReleases,
} from './releases.mjs';

/** Releases `app` from HEAD in the repository at `dir`; returns what it did, line by line. */
export function release(app, { dir = root, now = new Date().toISOString() } = {}) {
  if (!deployables.includes(app))
    throw new Error(`usage: pnpm release <app>, where <app> is one of ${deployables.join(', ')}`);
  const dirty = git(['status', '--porcelain', '--untracked-files=no'], dir)
    .split('\n')
    .filter((line) => line && !/ (releases\.json|contracts\/pacts\/released\/.*)$/.test(line));
  if (dirty.length > 0)
    throw new Error(`commit or stash your changes first: a release is made from a commit\n${dirty.join('\n')}`);
  const head = git(['rev-parse', 'HEAD'], dir);
  writeReleases(withRelease(readReleases(dir), app, head, now), dir);
  const lines = [`${app} released from ${shortSha(head)} (releases.json)`];
  if (frontends.includes(app)) {
    const { current, released } = pactFiles(app, dir);
    if (existsSync(current)) {
      mkdirSync(path.dirname(released), { recursive: true });
      copyFileSync(current, released);
      lines.push(`its pact snapshotted: ${path.relative(dir, released)}`);
    } else {
      lines.push(`no pact at ${path.relative(dir, current)} to snapshot (run its unit tests to record it)`);
    }
  }
  lines.push('commit releases.json and contracts/pacts/released/ now: that commit is the release record');
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv.slice(2);
  // --repo <dir>: release in another checkout (the tests' scratch repositories).
  const dir = argv.includes('--repo') ? path.resolve(argv[argv.indexOf('--repo') + 1]) : root;
  try {
    for (const line of release(argv[0], { dir })) console.log(line);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
