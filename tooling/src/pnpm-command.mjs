// How to run pnpm from a script or test: the very pnpm that started this process (pnpm sets
// npm_execpath for the scripts it runs, also when it was itself started with `npx pnpm`, as the
// README's commands do), else `pnpm` on PATH.
/**
 * @param {string[]} args
 * @returns {[string, string[]]} the file to run and its arguments
 */
export function pnpmCommand(args) {
  const execPath = process.env.npm_execpath;
  return execPath && /pnpm\.c?js$/.test(execPath) ? [process.execPath, [execPath, ...args]] : ['pnpm', args];
}
