/**
 * The READMEs' commands: the README's first two commands run on a machine with Node and npm only
 * (`npx -y pnpm@<version>`, the version the root package.json pins); the README says that version
 * once and how to install it, and every other page writes plain `pnpm …`. An operator command goes
 * through the root `ops` script, so a refused one ends with its own line and exit code, no package
 * manager's banner.
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

/** The fenced `sh` blocks of a page, in order. */
function shellBlocks(text: string): string[] {
  return [...text.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => (match[1] ?? '').trim());
}

describe("the READMEs' commands", () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

  it('start and test the product through npx at the pinned pnpm, on a machine with Node and npm only', () => {
    expect(pinned).toMatch(/^pnpm@\d+\.\d+\.\d+$/);
    const [run, test] = shellBlocks(readme);
    expect(run).toBe(`npx -y ${pinned} install && npx -y ${pinned} start`);
    expect(test).toBe(`npx -y ${pinned} test`);
    // The one sentence that names the version for every other command.
    expect(readme).toContain(`npm i -g ${pinned}`);
  });

  it('name the pnpm version nowhere else: every other page writes plain pnpm', () => {
    expect(pages.length).toBeGreaterThan(5);
    const pinnedElsewhere: string[] = [];
    for (const file of pages) {
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (file !== 'README.md' && /pnpm@\d/.test(line))
            pinnedElsewhere.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(pinnedElsewhere).toEqual([]);
    expect(readme).toContain('pnpm --silent ops print');
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
