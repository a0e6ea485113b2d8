// `npm run --silent ops -- <command>` or `pnpm --silent ops <command>`: the API's
// operator command line (api/src/ops/cli.ts) from the repository root, on a machine with Node and
// npm only. Runs in api/ (as `pnpm --filter api ops` does) and ends with the command's own exit
// code and last line: a refused command says why, with no package manager's failure banner after it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'api');
const tsx = path.join(api, 'node_modules', '.bin', process.platform === 'win32' ? 'tsx.cmd' : 'tsx');
const result = spawnSync(tsx, ['src/ops/cli.ts', ...process.argv.slice(2)], { cwd: api, stdio: 'inherit' });
if (result.error) {
  console.error(`ops could not start: ${result.error.message} (run the install first: pnpm install)`);
  process.exit(1);
}
process.exit(result.status ?? 1);
