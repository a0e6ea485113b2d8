/** What every operator command gets: the database, the code vault, the config and its output. */
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { CodeVault } from '../lib/code-vault';
import type { Services } from '../services';

export interface OpsOutput {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

export interface OpsContext extends OpsOutput {
  db: Db;
  database: Database;
  config: Config;
  vault: CodeVault;
  services: Services;
  now: () => Date;
}

export { EXIT_FLAGGED, EXIT_USAGE, OpsError } from '../lib/ops-error';
