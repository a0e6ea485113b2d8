/** The file and arguments that run `pnpm <args>` (see pnpm-command.mjs). */
export function pnpmCommand(args: string[]): [string, string[]];
