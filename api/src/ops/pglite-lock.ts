/**
 * PGlite serves one process per data folder and does not lock it: a second process opening the
 * folder (the API and an ops command at once) can corrupt it. PGlite writes postmaster.pid while a
 * folder is open and removes it on close, so its presence means "in use" (or a process that died
 * without closing it).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { OpsError } from './context';

export function assertPgliteFolderFree(dataDir: string): void {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  throw new OpsError(
    `The PGlite folder ${dataDir} is in use (${pidFile} exists): stop the API (and any other ops command) first — ` +
      'PGlite serves one process per folder. If nothing is running any more (a process was killed), delete that ' +
      'postmaster.pid file and run the command again. With DATABASE_URL (PostgreSQL) the API can keep running.',
  );
}
