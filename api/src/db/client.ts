/**
 * Opens the database: PGlite persisted in a folder by default, a PostgreSQL server when
 * DATABASE_URL is set. Both go through drizzle with the same schema, so the rest of the code
 * does not know which one it talks to. The API also serves its PGlite on a Unix socket in the data
 * folder, for operator commands run beside it (see pglite-socket.ts).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { apiRoot } from '../config';
import { lockedPglite, SessionLock, serveOnSocket } from './pglite-socket';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

export const migrationsFolder = path.join(apiRoot, 'drizzle');

/** Wraps an open PGlite (tests pass clones) and applies the migrations. */
export async function openPglite(client: PGlite, options: { migrate?: boolean } = {}): Promise<Database> {
  const db = drizzlePglite(client, { schema });
  if (options.migrate !== false) await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** A PostgreSQL server (a connection string), or a PGlite served on a socket (`kind: 'pglite'`). */
export async function openPostgres(
  connection: string | pg.PoolConfig,
  kind: Database['kind'] = 'postgres',
): Promise<Database> {
  const pool = new pg.Pool(typeof connection === 'string' ? { connectionString: connection, max: 20 } : connection);
  // An idle connection the server ends (a restart, an administrator) must not take the process down:
  // the pool drops it and opens a new one on the next query.
  pool.on('error', (error) => console.warn(`[db] idle PostgreSQL connection lost: ${error.message}`));
  // So must a connection lost while checked out between two queries (a restart ends every session):
  // its next query fails (the request answers 503, app.ts), and the pool drops it when it comes back.
  pool.on('connect', (client) =>
    client.on('error', (error) => console.warn(`[db] PostgreSQL connection lost in use: ${error.message}`)),
  );
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder });
  return { db: db as unknown as Db, kind, close: () => pool.end() };
}

/**
 * The configured database. With `serveSocket` (the API), a PGlite folder is also served on its
 * socket, and the API's own queries share one session lock with the socket's client.
 */
export async function openDatabase(
  config: { databaseUrl: string | undefined; dataDir: string },
  options: { serveSocket?: boolean } = {},
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  mkdirSync(config.dataDir, { recursive: true });
  const pglite = await PGlite.create(config.dataDir);
  if (!options.serveSocket) return openPglite(pglite);
  const lock = new SessionLock();
  const database = await openPglite(lockedPglite(pglite, lock));
  const socket = await serveOnSocket(pglite, lock, config.dataDir).catch((error: Error) => {
    // E.g. a data folder path longer than a Unix socket path may be (~107 bytes): the API still runs.
    console.warn(`[db] PGlite not served on a socket (ops commands need the API stopped): ${error.message}`);
    return undefined;
  });
  if (!socket) return database;
  return {
    ...database,
    close: async () => {
      await socket.stop();
      await pglite.close();
    },
  };
}
