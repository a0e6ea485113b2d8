/**
 * Operator commands: `pnpm --filter api ops <command>` (`ops --help` lists them; see run.ts).
 * Uses the same configuration as the server: DATABASE_URL, or the PGlite folder (DATA_DIR), which
 * must not be open in the API at the same time.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { OpsError } from './context';
import { assertPgliteFolderFree } from './pglite-lock';
import { runOps } from './run';

const io = {
  stdout: (text: string) => process.stdout.write(text),
  stderr: (text: string) => process.stderr.write(text),
};

runOps(process.argv.slice(2), io, async () => {
  const config = loadConfig();
  if (!config.databaseUrl) assertPgliteFolderFree(config.dataDir);
  return { config, database: await openDatabase(config) };
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof OpsError ? error.message : error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
