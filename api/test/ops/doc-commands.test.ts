/**
 * The docs' operator commands run as written: every `pnpm --silent ops …` a README or a docs page
 * shows (in a `sh` block, as a `$` line of a sample output, or in backticks) is run on a test
 * database and is not refused as a bad command line (exit 64, "usage:"): its options exist and
 * what the command needs is given (a payout's method, reference and day). What the command then
 * finds (an order LG-AAAA that this database does not hold) is the data's business, not the doc's.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoot } from '../../src/config';
import { buildTestApp, type TestApp } from '../helpers';
import { ops } from './ops-helpers';

const root = path.resolve(apiRoot, '..');
const PREFIX = 'pnpm --silent ops';

const pages = execFileSync('git', ['ls-files', '*README.md', 'docs/*.md'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !file.startsWith('docs/adr/'));

/** Words as the shell splits them (double and single quotes). */
function shellWords(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

/** A documented command line without its comment and output redirection: the arguments after `ops`. */
function argumentsOf(command: string): string[] {
  const words = shellWords(command.replace(/\s+#\s.*$/, '').replace(/\s+>\s*\S+.*$/, ''));
  return words.slice(shellWords(PREFIX).length);
}

/** Every ops command a page shows, with where. */
function documentedCommands(): { where: string; args: string[] }[] {
  const found: { where: string; args: string[] }[] = [];
  for (const file of pages) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const add = (command: string, index: number) => {
      const args = argumentsOf(command);
      // `pnpm --silent ops …` names the command line in general, not a command to run.
      if (args.includes('…')) return;
      const line = text.slice(0, index).split('\n').length;
      found.push({ where: `${file}:${line}: ${command.trim()}`, args });
    };
    // Fenced blocks: a command line (continued with a backslash), or a sample's `$ ` line.
    for (const block of text.matchAll(/```(?:sh|text)\n([\s\S]*?)```/g)) {
      const body = (block[1] ?? '').replace(/\\\n\s*/g, ' ');
      for (const match of body.matchAll(/^(?:\$ )?(pnpm --silent ops\b.*)$/gm))
        add(match[1] ?? '', (block.index ?? 0) + (match.index ?? 0));
    }
    // Inline: `pnpm --silent ops …` in a sentence.
    const prose = text.replace(/```[\s\S]*?```/g, (block) => block.replace(/[^\n]/g, ' '));
    for (const match of prose.matchAll(/`(pnpm --silent ops\b[^`]*)`/g)) add(match[1] ?? '', match.index ?? 0);
  }
  return found;
}

let t: TestApp;
let cwd: string;
let work: string;
beforeAll(async () => {
  t = await buildTestApp();
  // Files a command writes (content.json) go to a folder of the test's own.
  cwd = process.cwd();
  work = mkdtempSync(path.join(tmpdir(), 'lg-doc-ops-'));
  process.chdir(work);
});
afterAll(async () => {
  process.chdir(cwd);
  rmSync(work, { recursive: true, force: true });
  await t.close();
});

describe("the docs' operator commands", () => {
  const commands = documentedCommands();

  it('are found in the runbook, the after-gift page, the mail page and the README', () => {
    const files = new Set(commands.map((command) => command.where.split(':')[0]));
    for (const file of ['docs/operations.md', 'docs/after-the-gift.md', 'docs/mail.md', 'README.md'])
      expect(files).toContain(file);
    expect(commands.length).toBeGreaterThan(20);
    // The payout as the docs show it: method, reference and day given.
    expect(commands.map((command) => command.args.join(' '))).toContain(
      'disbursements --from 2025-01-01 --to 2025-01-31 --mark-paid --method transfer --reference TR-2025-001 --paid-on 2025-02-05',
    );
  });

  it('run as written: none is refused as a bad command line', async () => {
    const refused: string[] = [];
    for (const { where, args } of commands) {
      const run = await ops(t.database, args);
      if (run.code === 64 || /^usage: /m.test(run.stderr)) refused.push(`${where}\n    → ${run.stderr.trim()}`);
    }
    expect(refused).toEqual([]);
  }, 240_000);
});
