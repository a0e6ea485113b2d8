/**
 * Operator commands: `pnpm ops <command>` (`ops --help` lists them; see run.ts).
 * Uses the same configuration as the server: DATABASE_URL, or the PGlite folder (DATA_DIR), through
 * the API's socket while the API runs (pglite-lock.ts).
 */
import { loadConfig } from '../config';
import { serializeError } from '../lib/log-safe-error';
import { cliRefusal } from '../lib/refusal';
import { openOpsDatabase } from './pglite-lock';
import { runOps } from './run';

const io = {
  stdout: (text: string) => process.stdout.write(text),
  stderr: (text: string) => process.stderr.write(text),
};

runOps(process.argv.slice(2), io, async () => {
  const config = loadConfig();
  return { config, database: await openOpsDatabase(config) };
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // A database error as its query's name and code: its message would echo the rows' personal data.
    console.error(cliRefusal(error)?.message ?? serializeError(error).message);
    process.exitCode = 1;
  },
);
