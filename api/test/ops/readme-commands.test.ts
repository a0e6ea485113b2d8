/**
 * The READMEs' commands run on a machine with Node and npm only: every pnpm command is written
 * `npx -y pnpm@<version> …` (no global pnpm), and an operator command goes through the root `ops`
 * script, so a refused one ends with its own line and exit code, no package manager's banner.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiRoot } from '../../src/config';

const root = path.resolve(apiRoot, '..');
const pinned = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager.split('+')[0];

/** Every README and docs topic page the repository holds (the decision records quote no commands to run). */
const pages = execFileSync('git', ['ls-files', '*README.md', 'docs/*.md'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !file.startsWith('docs/adr/'));

describe("the READMEs' commands", () => {
  it('run pnpm through npx at the pinned version, never a global pnpm', () => {
    expect(pages.length).toBeGreaterThan(5);
    const bare: string[] = [];
    for (const file of pages) {
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          // A command: pnpm at the start of a code line or of an inline code span, or after flock's lock.
          if (/(^\s*|`|\.lock )pnpm (?!-workspace)[a-z-]/.test(line)) bare.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(bare).toEqual([]);
    expect(`npx -y ${pinned}`).toBe('npx -y pnpm@10.34.9');
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain('npx -y pnpm@10.34.9 --silent ops print');
  });

  it("end a refused operator command with its own line and exit code (the root 'ops' script)", () => {
    const run = spawnSync(process.execPath, [path.join(root, 'scripts', 'ops.mjs'), 'ship'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status).toBe(64);
    const lines = `${run.stdout}${run.stderr}`.trim().split('\n');
    expect(lines.at(-1)).toBe('usage: ops ship <orderIdentifier>... [--tracking N] [--force]');
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/ERR_PNPM|ELIFECYCLE/);
  });
});
