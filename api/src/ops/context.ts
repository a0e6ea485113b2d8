/** What every operator command gets: the database, the code vault, the config and its output. */
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { CodeVault } from '../lib/code-vault';

export interface OpsOutput {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

export interface OpsContext extends OpsOutput {
  db: Db;
  database: Database;
  config: Config;
  vault: CodeVault;
  now: () => Date;
}

/** A failure the operator must act on: the message is printed alone, the exit code returned. */
export class OpsError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** Exit code of a report that ran but found something wrong (a reconciliation difference). */
export const EXIT_FLAGGED = 2;
/** Exit code of a bad command line. */
export const EXIT_USAGE = 64;
