/** Runs an operator command (`pnpm --filter api ops …`) beside the stack, on its PostgreSQL database. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function ops(args: string[]): Promise<string> {
  if (!process.env.DATABASE_URL) throw new Error('ops needs the stack on PostgreSQL (DATABASE_URL)');
  // The ops command runs with the API's environment, without the test runner's Node loader options.
  const { NODE_OPTIONS: _nodeOptions, ...env } = process.env;
  const { stdout } = await promisify(execFile)('pnpm', ['--filter', 'api', '--silent', 'ops', ...args], {
    cwd: root,
    env,
    maxBuffer: 32 * 1024 * 1024,
  });
  return stdout;
}
