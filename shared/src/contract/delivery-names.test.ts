/**
 * The lint rule that keeps delivery method names out of comparisons (tooling/lint/delivery-names.grit,
 * a Biome plugin `pnpm lint` runs): it names the file and line of a comparison outside the delivery
 * modules, and lets the modules and tests be. Run here over a throwaway tree with only that rule.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const tree = mkdtempSync(join(tmpdir(), 'delivery-names-'));
afterAll(() => rmSync(tree, { recursive: true, force: true }));

function lint(files: Record<string, string>): string {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
  writeFileSync(
    join(tree, 'biome.json'),
    JSON.stringify({
      plugins: [join(root, 'tooling/lint/delivery-names.grit')],
      linter: { enabled: true, rules: { recommended: false } },
      formatter: { enabled: false },
    }),
  );
  try {
    execFileSync(join(root, 'node_modules/.bin/biome'), ['lint', '--max-diagnostics=100', '.'], {
      cwd: tree,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return '';
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    return stdout + stderr;
  }
}

const comparisons = [
  'declare const order: { delivery: string };',
  "if (order.delivery === 'print') console.log(1);",
  "if ('mail' !== order.delivery) console.log(2);",
  'if (order.delivery == "email") console.log(3);',
  "switch (order.delivery) { case 'mail': break; }",
  "declare function eq(a: unknown, b: unknown): boolean; eq(order.delivery, 'print');",
  "if (order.delivery === 'mailbox' || order.delivery === 'other') console.log(4);",
].join('\n');

describe('the delivery-names lint rule', () => {
  const output = lint({
    'api/src/services/outside.ts': comparisons,
    'gift-mfe/src/Screen.tsx': comparisons,
    'api/src/delivery/post.ts': comparisons,
    'shared/src/contract/delivery/email.ts': comparisons,
    'api/test/fixture.test.ts': comparisons,
  });

  it('names each comparison of a method name outside the delivery modules by file and line', () => {
    for (const file of ['api/src/services/outside.ts', 'gift-mfe/src/Screen.tsx']) {
      const lines = [...output.matchAll(new RegExp(`${file.replaceAll('.', '\\.')}:(\\d+):\\d+ plugin`, 'g'))].map(
        (match) => Number(match[1]),
      );
      expect(lines, file).toEqual([2, 3, 4, 5, 6]);
    }
    expect(output).toContain("A delivery method's name compared outside the delivery modules");
  });

  it('lets the delivery modules and the tests compare names', () => {
    expect(output).not.toMatch(/delivery\/post\.ts:\d+/);
    expect(output).not.toMatch(/delivery\/email\.ts:\d+/);
    expect(output).not.toMatch(/fixture\.test\.ts:\d+/);
    expect(output).not.toContain('errored');
  });
});
