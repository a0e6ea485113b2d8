/**
 * How an ops command reaches the configured database. With DATABASE_URL: the PostgreSQL server.
 * With the PGlite folder: through the running API's socket in that folder when the API serves it
 * (one connection; the API and the command take turns per transaction), else the folder itself.
 * PGlite serves one process per folder and does not lock it; it writes postmaster.pid while a
 * folder is open, so a folder with postmaster.pid but no socket answering is open in another
 * process that does not serve it (another ops command, or a process that died without closing it).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { type Database, openDatabase, openPostgres } from '../db/client';
import { SOCKET_PORT, socketAnswers } from '../db/pglite-socket';
import { OpsError } from './context';

export function assertPgliteFolderFree(dataDir: string): void {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  throw new OpsError(
    `The PGlite folder ${dataDir} is in use (${pidFile} exists) by a process that does not serve it on its socket ` +
      '(another ops command?): wait for it to finish. If nothing is running any more (a process was killed), delete ' +
      'that postmaster.pid file and run the command again.',
  );
}

/** Opens the database an ops command works on (see above). */
export async function openOpsDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return openDatabase(config);
  if (await socketAnswers(config.dataDir)) {
    // PGlite has one session: one connection, which the socket keeps while the command runs.
    return openPostgres(
      { host: config.dataDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres', max: 1 },
      'pglite',
    );
  }
  assertPgliteFolderFree(config.dataDir);
  return openDatabase(config);
}
