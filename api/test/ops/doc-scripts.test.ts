/**
 * The docs' other commands name what exists: every `pnpm …` line of a fenced `sh` block in the
 * READMEs and docs (the operator's `pnpm --silent ops …` lines are run by doc-commands.test.ts)
 * calls a script the root or the filtered package defines, or one of pnpm's own commands, and a
 * `--filter` names a package of the workspace. The long ones (`pnpm test`, `pnpm build`, `pnpm e2e`,
 * `pnpm test:topology`, `pnpm skew`, `pnpm budgets`) run in CI through `pnpm test` itself.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiRoot } from '../../src/config';

const root = path.resolve(apiRoot, '..');

const pages = execFileSync('git', ['ls-files', '*README.md', 'docs/*.md'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !file.startsWith('docs/adr/'));

const scriptsOf = (folder: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')).scripts ?? {};

/** The workspace's packages by name, with their folders. */
const packages = new Map(
  execFileSync('git', ['ls-files', '*package.json'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !file.includes('node_modules'))
    .map((file) => [JSON.parse(readFileSync(path.join(root, file), 'utf8')).name as string, path.dirname(file)]),
);

/** pnpm's own commands the docs use. */
const PNPM_COMMANDS = new Set(['install', 'exec', 'run', 'add', 'dlx']);

/** Every `pnpm …` line of a `sh` block (backslash continuations joined, comments and `VAR=` prefixes off). */
function documentedPnpmLines(): { where: string; words: string[] }[] {
  const found: { where: string; words: string[] }[] = [];
  for (const file of pages) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const block of text.matchAll(/```sh\n([\s\S]*?)```/g)) {
      const body = (block[1] ?? '').replace(/\\\n\s*/g, ' ');
      for (const raw of body.split('\n')) {
        const line = raw.replace(/\s+#\s.*$/, '').replace(/^#.*$/, '');
        for (const command of line.split(/&&|\|\|/)) {
          const words = command.trim().split(/\s+/);
          while (words[0] && /^[A-Z_]+=/.test(words[0])) words.shift();
          if (words[0] === 'flock') words.splice(0, 2);
          // The README's first commands: pnpm at its pinned version, through npx.
          if (words[0] === 'npx' && words[1] === '-y' && words[2]?.startsWith('pnpm@')) words.splice(0, 3, 'pnpm');
          if (words[0] !== 'pnpm' || words[2] === 'ops' || words[1] === 'ops') continue;
          const line = text.slice(0, (block.index ?? 0) + 1).split('\n').length;
          found.push({ where: `${file}:${line}: ${command.trim()}`, words: words.slice(1) });
        }
      }
    }
  }
  return found;
}

/** What is wrong with a `pnpm` command line's words, or null. */
function problem(words: string[]): string | null {
  let folder = '.';
  const rest = [...words];
  while (rest[0]?.startsWith('--')) {
    const option = rest.shift() as string;
    if (option === '--filter') {
      const name = rest.shift() as string;
      const found = packages.get(name);
      if (!found) return `no package named ${name}`;
      folder = found;
    }
  }
  const [command] = rest;
  if (!command) return 'no command';
  if (PNPM_COMMANDS.has(command)) return null;
  return command in scriptsOf(folder) ? null : `no script "${command}" in ${path.join(folder, 'package.json')}`;
}

describe("the docs' pnpm commands", () => {
  const lines = documentedPnpmLines();

  it('are found across the README, the testing, deploying, releasing and contracts pages', () => {
    const files = new Set(lines.map((line) => line.where.split(':')[0]));
    for (const file of ['README.md', 'docs/testing.md', 'docs/deploying.md', 'docs/releasing.md', 'docs/contracts.md'])
      expect(files).toContain(file);
    expect(lines.length).toBeGreaterThan(15);
  });

  it('call a script that exists, in a package that exists', () => {
    const wrong = lines.flatMap(({ where, words }) => {
      const found = problem(words);
      return found ? [`${where}: ${found}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it('are checked, not waved through', () => {
    expect(problem(['--filter', 'api', 'test:pg'])).toBeNull();
    expect(problem(['--filter', 'api', 'no-such-script'])).toMatch(/no script/);
    expect(problem(['--filter', 'no-such-package', 'test'])).toMatch(/no package/);
    expect(problem(['no-such-script'])).toMatch(/no script/);
  });
});
