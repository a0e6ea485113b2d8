// The single-app baseline (scripts/bench/single/): the four apps' screens built as one app without
// federation, into dist-single/, for the bench's comparisons and the budget check's overhead.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { root } from './paths.mjs';

/** Builds dist-single/ (a few seconds; the rspack of the shell's own dependencies). */
export function buildSingleApp() {
  execFileSync(
    path.join(root, 'shell', 'node_modules', '.bin', 'rspack'),
    ['build', '-c', path.join(root, 'scripts', 'bench', 'single', 'rspack.config.mjs')],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}
